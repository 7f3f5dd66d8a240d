import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { authorShown, notMutedBy } from './visibility.ts';
import { pastCursor, type TimeCursor } from './keyset.ts';

/** A video made Only me after the event leaves its other people's list and badge, thumbnail and all. */
const videoStillShown = sql<boolean>`(v.id is null or v.user_id = g.user_id or v.visibility <> 'only_me')`;

/**
 * Notification groups as the list, the badge and realtime read them (decision 043). The rows themselves are
 * written by the notifications triggers: a group already carries its latest actor, count and excerpt, so a
 * page is one index range of notification_groups, never a scan of the members.
 */
export class NotificationRepo {
  constructor(private readonly db: Db) {}

  /**
   * A group with its latest actor's username and avatar and the video's thumbnail. A group whose latest actor
   * was banned afterwards is left out, like everything else of theirs, and so is one whose latest actor the
   * recipient has muted since (the trigger admits nothing new from them).
   */
  private withActor() {
    return this.db
      .selectFrom('notification_groups as g')
      .innerJoin('profiles as p', 'p.user_id', 'g.from_user_id')
      .leftJoin('videos as v', 'v.id', 'g.video_id')
      .where(authorShown('p'))
      .where(notMutedBy(sql.ref('g.user_id'), 'g.from_user_id'))
      .where(videoStillShown)
      .select([
        'g.id', 'g.user_id', 'g.type', 'g.video_id', 'g.comment_id', 'g.chat_room_id', 'g.from_user_id',
        'g.actor_count', 'g.latest_actor_ids', 'g.excerpt', 'g.read', 'g.updated_at as created_at',
        'p.username as from_username', 'p.avatar_url as from_avatar_url',
        sql<string | null>`coalesce(v.thumbnail_small_url, v.thumbnail_url)`.as('thumbnail_url'),
      ]);
  }

  findWithActor(id: string) {
    return this.withActor().where('g.id', '=', id).executeTakeFirst();
  }

  /** A page of the list, newest updated first, on notification_groups_user_idx (user_id, updated_at desc, id desc). */
  latestFor(userId: string, limit: number, after: TimeCursor | null) {
    return this.withActor()
      .select(sql<string>`g.updated_at::text`.as('sort_time'))
      .where('g.user_id', '=', userId)
      .$if(after !== null, (query) => query.where(pastCursor(['g.updated_at', 'g.id'], after!)))
      .orderBy('g.updated_at', 'desc')
      .orderBy('g.id', 'desc')
      .limit(limit)
      .execute();
  }

  /** The profiles of the latest actors of a page's groups, in one query. */
  profiles(userIds: string[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('profiles as p')
      .select(['p.user_id', 'p.username', 'p.avatar_url'])
      .where('p.user_id', 'in', userIds)
      .where(authorShown('p'))
      .execute();
  }

  /** Everyone in a group, newest first (one row per person, at their latest event), keyset-paged. */
  actors(groupId: string, limit: number, after: TimeCursor | null) {
    const latest = this.db
      .selectFrom('notifications as n')
      .select(['n.from_user_id', sql<Date>`max(n.created_at)`.as('at')])
      .where('n.group_id', '=', groupId)
      .groupBy('n.from_user_id')
      .as('a');
    return this.db
      .selectFrom(latest)
      .innerJoin('profiles as p', 'p.user_id', 'a.from_user_id')
      .where(authorShown('p'))
      .select(['p.user_id', 'p.username', 'p.avatar_url', 'a.at as sort_at', sql<string>`a.at::text`.as('sort_time'), 'p.user_id as id'])
      .$if(after !== null, (query) => query.where(pastCursor(['a.at', 'p.user_id'], after!)))
      .orderBy('a.at', 'desc')
      .orderBy('p.user_id', 'desc')
      .limit(limit)
      .execute();
  }

  ownerOf(groupId: string) {
    return this.db.selectFrom('notification_groups').select('user_id').where('id', '=', groupId).executeTakeFirst();
  }

  /** The badge counts what the list can show: groups, and none whose latest actor is banned. */
  async unreadCount(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('notification_groups as g')
      .innerJoin('profiles as p', 'p.user_id', 'g.from_user_id')
      .leftJoin('videos as v', 'v.id', 'g.video_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('g.user_id', '=', userId)
      .where('g.read', '=', false)
      .where(authorShown('p'))
      .where(notMutedBy(sql.ref('g.user_id'), 'g.from_user_id'))
      .where(videoStillShown)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Whether the group exists at all, whoever caused it. */
  async exists(id: string) {
    return Boolean(await this.db.selectFrom('notification_groups').select('id').where('id', '=', id).executeTakeFirst());
  }

  markRead(userId: string, id: string) {
    return this.db.updateTable('notification_groups').set({ read: true }).where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst();
  }

  markAllRead(userId: string) {
    return this.db.updateTable('notification_groups').set({ read: true }).where('user_id', '=', userId).where('read', '=', false).execute();
  }
}

/**
 * Runs `write` (the insert of a follow or a like) in a transaction and returns what it wrote, with the group
 * its trigger's notification joined in that same transaction: none when the write was a no-op, or when the
 * notification was not kept. Rows written in a transaction carry its now(), which finds it.
 */
export function writeNotifying<T>(db: Db, source: { fromUserId: string; type: 'follow' | 'like'; videoId: string | null }, write: (trx: Db) => Promise<T | undefined>) {
  return db.transaction().execute(async (trx) => {
    const written = await write(trx);
    if (!written) return { written, notificationId: null };
    const row = await sql<{ group_id: string }>`
      select group_id from notifications
      where from_user_id = ${source.fromUserId} and type = ${source.type} and video_id is not distinct from ${source.videoId}::uuid
        and created_at = now()
      limit 1`.execute(trx);
    return { written, notificationId: row.rows[0]?.group_id ?? null };
  });
}
