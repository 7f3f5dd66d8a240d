import { sql } from 'kysely';
import type { Db } from '../db.ts';

const LISTED = ['id', 'status', 'created_at', 'ready_at', 'expires_at', 'size_bytes', 'storage_key'] as const;

/** Data exports (issue 24): one in the making per account, ready ones kept for a week. */
export class DataExportRepo {
  constructor(private readonly db: Db) {}

  /** A new pending export, or null when one is already being made (the unique index decides). */
  create(userId: string) {
    return this.db
      .insertInto('data_exports')
      .values({ user_id: userId })
      .onConflict((oc) => oc.column('user_id').where('status', '=', 'pending').doNothing())
      .returning(LISTED)
      .executeTakeFirst();
  }

  listFor(userId: string) {
    return this.db.selectFrom('data_exports').select(LISTED).where('user_id', '=', userId).orderBy('created_at', 'desc').limit(20).execute();
  }

  find(userId: string, id: string) {
    return this.db.selectFrom('data_exports').select(LISTED).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  }

  pending(id: string) {
    return this.db.selectFrom('data_exports').select(['id', 'user_id']).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  }

  /** Ready, and the owner's 'export_ready' notification with it, in one transaction; the notification's group (what realtime announces). */
  markReady(id: string, userId: string, storageKey: string, sizeBytes: number, linkDays: number) {
    return this.db.transaction().execute(async (trx) => {
      const ready = await trx
        .updateTable('data_exports')
        .set({ status: 'ready', storage_key: storageKey, size_bytes: sizeBytes, ready_at: sql<Date>`now()`, expires_at: sql<Date>`now() + make_interval(days => ${linkDays})` })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst();
      if (!ready) return null;
      const notification = await trx
        .insertInto('notifications')
        .values({ user_id: userId, from_user_id: userId, type: 'export_ready' })
        .returning('group_id')
        .executeTakeFirstOrThrow();
      return notification.group_id;
    });
  }

  markFailed(id: string) {
    return this.db.updateTable('data_exports').set({ status: 'failed' }).where('id', '=', id).where('status', '=', 'pending').execute();
  }

  /** Ready exports past their week: their files go, their rows say 'expired'. */
  expiredReady() {
    return this.db
      .selectFrom('data_exports')
      .select(['id', 'storage_key'])
      .where('status', '=', 'ready')
      .where('expires_at', '<', sql<Date>`now()`)
      .limit(500)
      .execute();
  }

  markExpired(id: string) {
    return this.db.updateTable('data_exports').set({ status: 'expired', storage_key: null }).where('id', '=', id).execute();
  }
}
