import { sql } from 'kysely';
import type { Db } from '../db.ts';

export class NotificationRepo {
  constructor(private readonly db: Db) {}

  /** A notification with its sender's username and avatar, as the list and realtime events show it. */
  private withSender() {
    return this.db
      .selectFrom('notifications as n')
      .innerJoin('profiles as p', 'p.user_id', 'n.from_user_id')
      .select([
        'n.id', 'n.user_id', 'n.from_user_id', 'n.type', 'n.video_id', 'n.read', 'n.created_at',
        'p.username as from_username', 'p.avatar_url as from_avatar_url',
      ]);
  }

  findWithSender(id: string) {
    return this.withSender().where('n.id', '=', id).executeTakeFirst();
  }

  latestFor(userId: string, limit: number) {
    return this.withSender().where('n.user_id', '=', userId).orderBy('n.created_at', 'desc').orderBy('n.id', 'desc').limit(limit).execute();
  }

  async unreadCount(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('read', '=', false)
      .executeTakeFirstOrThrow();
    return Number(row.count);
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
 * The notification a trigger wrote for `fromUserId`'s follow or like in the CURRENT transaction, if it wrote
 * one (it does not when the same one went out recently): rows written in a transaction carry its now().
 */
export async function notificationWrittenNow(db: Db, fromUserId: string, type: 'follow' | 'like', videoId: string | null) {
  const row = await sql<{ id: string }>`
    select id from notifications
    where from_user_id = ${fromUserId} and type = ${type} and video_id is not distinct from ${videoId}::uuid and created_at = now()
    limit 1`.execute(db);
  return row.rows[0]?.id ?? null;
}
