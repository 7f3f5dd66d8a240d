import { sql } from 'kysely';
import type { Db } from '../db.ts';

const LISTED = ['id', 'status', 'createdAt', 'readyAt', 'expiresAt', 'sizeBytes', 'storageKey'] as const;

/** Data exports (issue 24): one in the making per account, ready ones kept for a week. */
export class DataExportRepo {
  constructor(private readonly db: Db) {}

  /** A new pending export, or null when one is already being made (the unique index decides). */
  create(userId: string) {
    return this.db
      .insertInto('dataExports')
      .values({ userId: userId })
      .onConflict((oc) => oc.column('userId').where('status', '=', 'pending').doNothing())
      .returning(LISTED)
      .executeTakeFirst();
  }

  listFor(userId: string) {
    return this.db.selectFrom('dataExports').select(LISTED).where('userId', '=', userId).orderBy('createdAt', 'desc').limit(20).execute();
  }

  find(userId: string, id: string) {
    return this.db.selectFrom('dataExports').select(LISTED).where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  }

  pending(id: string) {
    return this.db.selectFrom('dataExports').select(['id', 'userId']).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  }

  /** Ready, and the owner's 'export_ready' notification with it, in one transaction; the notification's group (what realtime announces). */
  markReady(id: string, userId: string, storageKey: string, sizeBytes: number, linkDays: number) {
    return this.db.transaction().execute(async (trx) => {
      const ready = await trx
        .updateTable('dataExports')
        .set({ status: 'ready', storageKey: storageKey, sizeBytes: sizeBytes, readyAt: sql<Date>`now()`, expiresAt: sql<Date>`now() + make_interval(days => ${linkDays})` })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst();
      if (!ready) return null;
      const notification = await trx
        .insertInto('notifications')
        .values({ userId: userId, fromUserId: userId, type: 'export_ready' })
        .returning('groupId')
        .executeTakeFirstOrThrow();
      return notification.groupId;
    });
  }

  markFailed(id: string) {
    return this.db.updateTable('dataExports').set({ status: 'failed' }).where('id', '=', id).where('status', '=', 'pending').execute();
  }

  /** Ready exports past their week: their files go, their rows say 'expired'. */
  expiredReady() {
    return this.db
      .selectFrom('dataExports')
      .select(['id', 'storageKey'])
      .where('status', '=', 'ready')
      .where('expiresAt', '<', sql<Date>`now()`)
      .limit(500)
      .execute();
  }

  markExpired(id: string) {
    return this.db.updateTable('dataExports').set({ status: 'expired', storageKey: null }).where('id', '=', id).execute();
  }
}
