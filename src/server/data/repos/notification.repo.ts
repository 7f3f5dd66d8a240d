import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { authorShown } from './visibility.ts';
import { pastCursor, type TimeCursor } from './keyset.ts';

export class NotificationRepo {
  constructor(private readonly db: Db) {}

  /**
   * A notification with its sender's username and avatar, as the list and realtime events show it. What a
   * banned user caused (a follow, a like) is left out, like everything else of theirs.
   */
  private withSender() {
    return this.db
      .selectFrom('notifications as n')
      .innerJoin('profiles as p', 'p.user_id', 'n.from_user_id')
      .where(authorShown('p'))
      .select([
        'n.id', 'n.user_id', 'n.from_user_id', 'n.type', 'n.video_id', 'n.read', 'n.created_at',
        'p.username as from_username', 'p.avatar_url as from_avatar_url',
      ]);
  }

  findWithSender(id: string) {
    return this.withSender().where('n.id', '=', id).executeTakeFirst();
  }

  /** A page of the list, newest first, on notifications_user_idx (user_id, created_at desc, id desc). */
  latestFor(userId: string, limit: number, after: TimeCursor | null) {
    return this.withSender()
      .select(sql<string>`n.created_at::text`.as('sort_time'))
      .where('n.user_id', '=', userId)
      .$if(after !== null, (query) => query.where(pastCursor(['n.created_at', 'n.id'], after!)))
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(limit)
      .execute();
  }

  /** The badge counts what the list can show: a banned sender's notifications are not counted. */
  async unreadCount(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('notifications as n')
      .innerJoin('profiles as p', 'p.user_id', 'n.from_user_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('n.user_id', '=', userId)
      .where('n.read', '=', false)
      .where(authorShown('p'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Whether the row exists at all, whoever sent it. */
  async exists(id: string) {
    return Boolean(await this.db.selectFrom('notifications').select('id').where('id', '=', id).executeTakeFirst());
  }

  markRead(userId: string, id: string) {
    return this.db.updateTable('notifications').set({ read: true }).where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst();
  }

  markAllRead(userId: string) {
    return this.db.updateTable('notifications').set({ read: true }).where('user_id', '=', userId).where('read', '=', false).execute();
  }

  /** The newest notification of a kind between two users, for publishing what a trigger created. */
}

/**
 * Runs `write` (the insert of a follow or a like) in a transaction and returns what it wrote, with the
 * notification its trigger wrote in that same transaction: none when the write was a no-op, or when the
 * same notification went out recently. Rows written in a transaction carry its now(), which finds it.
 */
export function writeNotifying<T>(db: Db, source: { fromUserId: string; type: 'follow' | 'like'; videoId: string | null }, write: (trx: Db) => Promise<T | undefined>) {
  return db.transaction().execute(async (trx) => {
    const written = await write(trx);
    if (!written) return { written, notificationId: null };
    const row = await sql<{ id: string }>`
      select id from notifications
      where from_user_id = ${source.fromUserId} and type = ${source.type} and video_id is not distinct from ${source.videoId}::uuid
        and created_at = now()
      limit 1`.execute(trx);
    return { written, notificationId: row.rows[0]?.id ?? null };
  });
}
