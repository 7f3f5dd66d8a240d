import { sql } from 'kysely';
import type { Db } from '../db.ts';

/**
 * The one account every erased person's comments and chat messages move to, shown as 'deleted user'. It has
 * no usable password (verifyPassword refuses anything but a scrypt hash) and is deactivated, so it is out of
 * every read like any deactivated account. Its username is random, so no one can take it first.
 */
export const DELETED_ACCOUNT_ID = '00000000-0000-4000-8000-00000000dead';

/** Deactivation, its cancelling, and the erasure itself (decision 025). */
export class AccountErasureRepo {
  constructor(private readonly db: Db) {}

  /** Deactivates the account and ends its sessions, in one transaction; the time, or null when already done. */
  deactivate(userId: string) {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('profiles')
        .set({ deactivatedAt: new Date() })
        .where('userId', '=', userId)
        .where('deactivatedAt', 'is', null)
        .returning('deactivatedAt')
        .executeTakeFirst();
      await trx.deleteFrom('sessions').where('userId', '=', userId).execute();
      return row?.deactivatedAt ?? null;
    });
  }

  /** When the account was deactivated (deletion asked for), or null. */
  async deactivatedAt(userId: string): Promise<Date | null> {
    const row = await this.db.selectFrom('profiles').select('deactivatedAt').where('userId', '=', userId).executeTakeFirst();
    return row?.deactivatedAt ?? null;
  }

  /** Cancels a deletion within its grace period: true when the account was deactivated and now is not. */
  async reactivate(userId: string, graceDays: number): Promise<boolean> {
    const row = await this.db
      .updateTable('profiles')
      .set({ deactivatedAt: null })
      .where('userId', '=', userId)
      .where('deactivatedAt', '>', sql<Date>`now() - make_interval(days => ${graceDays})`)
      .returning('userId')
      .executeTakeFirst();
    return Boolean(row);
  }

  /** Accounts whose grace period is over and that are not erased yet. */
  async dueForErasure(graceDays: number, limit = 100): Promise<string[]> {
    const rows = await this.db
      .selectFrom('profiles')
      .select('userId')
      .where('deactivatedAt', '<=', sql<Date>`now() - make_interval(days => ${graceDays})`)
      .where('userId', '<>', DELETED_ACCOUNT_ID)
      .limit(limit)
      .execute();
    return rows.map((row) => row.userId);
  }

  /** Whether the account is deactivated and past its grace period (so erasing it now is right). */
  async isDue(userId: string, graceDays: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('profiles')
      .select('userId')
      .where('userId', '=', userId)
      .where('deactivatedAt', '<=', sql<Date>`now() - make_interval(days => ${graceDays})`)
      .executeTakeFirst();
    return Boolean(row);
  }

  /**
   * The rows of an erasure, in one transaction after the files are gone: conversations keep their words under
   * the deleted account; private match rooms end; the person's sounds go (their audio files are theirs); then
   * the user row, whose foreign keys take everything else with it (videos, likes, follows, reactions, views,
   * stories, sessions, tokens, passkeys, exports…) and whose counter triggers lower every count they were in.
   * Idempotent: erasing an erased account changes nothing.
   */
  erase(userId: string) {
    return this.db.transaction().execute(async (trx) => {
      const exists = await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
      if (!exists) return false;
      await trx.updateTable('comments').set({ userId: DELETED_ACCOUNT_ID }).where('userId', '=', userId).execute();
      await trx.updateTable('chatMessages').set({ senderId: DELETED_ACCOUNT_ID }).where('senderId', '=', userId).execute();
      await sql`delete from chat_rooms where id in (select room_id from matches where user_a = ${userId} or user_b = ${userId})`.execute(trx);
      await trx.deleteFrom('tracks').where('createdBy', '=', userId).execute();
      await trx.deleteFrom('users').where('id', '=', userId).execute();
      return true;
    });
  }
}
