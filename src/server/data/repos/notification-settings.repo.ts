import { sql } from 'kysely';
import type { Db } from '../db.ts';
import type { NotificationSettingKind } from '../../../shared/constants.ts';

export interface NotificationSettingRow {
  kind: NotificationSettingKind;
  in_app: boolean;
  push: boolean;
}

/**
 * Per-kind settings; only rows a person saved are stored, the defaults live in NOTIFICATION_KIND_DEFAULTS and
 * in the database's notification_wanted(), which the admit trigger and wantsPush both ask.
 */
export class NotificationSettingsRepo {
  constructor(private readonly db: Db) {}

  saved(userId: string) {
    return this.db.selectFrom('notification_settings').select(['kind', 'in_app', 'push']).where('user_id', '=', userId).execute() as Promise<NotificationSettingRow[]>;
  }

  async save(userId: string, rows: NotificationSettingRow[]) {
    if (rows.length === 0) return;
    await this.db
      .insertInto('notification_settings')
      .values(rows.map((row) => ({ user_id: userId, ...row })))
      .onConflict((conflict) => conflict.columns(['user_id', 'kind']).doUpdateSet((eb) => ({ in_app: eb.ref('excluded.in_app'), push: eb.ref('excluded.push') })))
      .execute();
  }

  async wants(userId: string, kind: string, channel: 'in_app' | 'push') {
    const result = await sql<{ wanted: boolean }>`select notification_wanted(${userId}::uuid, ${kind}, ${channel}) as wanted`.execute(this.db);
    return result.rows[0]?.wanted ?? false;
  }
}
