import { sql } from 'kysely';
import type { Db } from '../db.ts';
import type { NotificationSettingKind } from '../../../shared/constants.ts';

export interface NotificationSettingRow {
  kind: NotificationSettingKind;
  inApp: boolean;
  push: boolean;
}

/**
 * Per-kind settings; only rows a person saved are stored, the defaults live in NOTIFICATION_KIND_DEFAULTS and
 * in the database's notification_wanted(), which the admit trigger and wantsPush both ask.
 */
export class NotificationSettingsRepo {
  constructor(private readonly db: Db) {}

  saved(userId: string) {
    return this.db.selectFrom('notificationSettings').select(['kind', 'inApp', 'push']).where('userId', '=', userId).execute() as Promise<NotificationSettingRow[]>;
  }

  async save(userId: string, rows: NotificationSettingRow[]) {
    if (rows.length === 0) return;
    await this.db
      .insertInto('notificationSettings')
      .values(rows.map((row) => ({ userId: userId, ...row })))
      .onConflict((conflict) => conflict.columns(['userId', 'kind']).doUpdateSet((eb) => ({ inApp: eb.ref('excluded.inApp'), push: eb.ref('excluded.push') })))
      .execute();
  }

  async wants(userId: string, kind: string, channel: 'in_app' | 'push') {
    const result = await sql<{ wanted: boolean }>`select notification_wanted(${userId}::uuid, ${kind}, ${channel}) as wanted`.execute(this.db);
    return result.rows[0]?.wanted ?? false;
  }
}
