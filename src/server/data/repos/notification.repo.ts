import { sql, type RawBuilder } from 'kysely';
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
      .selectFrom('notificationGroups as g')
      .innerJoin('profiles as p', 'p.userId', 'g.fromUserId')
      .leftJoin('videos as v', 'v.id', 'g.videoId')
      .where(authorShown('p'))
      .where(notMutedBy(sql.ref('g.userId'), 'g.from_user_id'))
      .where(videoStillShown)
      .select([
        'g.id', 'g.userId', 'g.type', 'g.videoId', 'g.commentId', 'g.chatRoomId', 'g.fromUserId',
        'g.actorCount', 'g.latestActorIds', 'g.excerpt', 'g.read', 'g.updatedAt as createdAt',
        'p.username as fromUsername', 'p.avatarUrl as fromAvatarUrl',
        sql<string | null>`coalesce(v.thumbnail_small_url, v.thumbnail_url)`.as('thumbnailUrl'),
      ]);
  }

  findWithActor(id: string) {
    return this.withActor().where('g.id', '=', id).executeTakeFirst();
  }

  /** A page of the list, newest updated first, on notification_groups_user_idx (user_id, updated_at desc, id desc). */
  latestFor(userId: string, limit: number, after: TimeCursor | null) {
    return this.withActor()
      .select(sql<string>`g.updated_at::text`.as('sortTime'))
      .where('g.userId', '=', userId)
      .$if(after !== null, (query) => query.where(pastCursor(['g.updated_at', 'g.id'], after!)))
      .orderBy('g.updatedAt', 'desc')
      .orderBy('g.id', 'desc')
      .limit(limit)
      .execute();
  }

  /** The profiles of the latest actors of a page's groups, in one query. */
  profiles(userIds: string[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('profiles as p')
      .select(['p.userId', 'p.username', 'p.avatarUrl'])
      .where('p.userId', 'in', userIds)
      .where(authorShown('p'))
      .execute();
  }

  /** Everyone in a group, newest first (one row per person, at their latest event), keyset-paged. */
  actors(groupId: string, limit: number, after: TimeCursor | null) {
    const latest = this.db
      .selectFrom('notifications as n')
      .select(['n.fromUserId', sql<Date>`max(n.created_at)`.as('at')])
      .where('n.groupId', '=', groupId)
      .groupBy('n.fromUserId')
      .as('a');
    return this.db
      .selectFrom(latest)
      .innerJoin('profiles as p', 'p.userId', 'a.fromUserId')
      .where(authorShown('p'))
      .select(['p.userId', 'p.username', 'p.avatarUrl', 'a.at as sortAt', sql<string>`a.at::text`.as('sortTime'), 'p.userId as id'])
      .$if(after !== null, (query) => query.where(pastCursor(['a.at', 'p.user_id'], after!)))
      .orderBy('a.at', 'desc')
      .orderBy('p.userId', 'desc')
      .limit(limit)
      .execute();
  }

  ownerOf(groupId: string) {
    return this.db.selectFrom('notificationGroups').select('userId').where('id', '=', groupId).executeTakeFirst();
  }

  /** The badge counts what the list can show: groups, and none whose latest actor is banned. */
  async unreadCount(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('notificationGroups as g')
      .innerJoin('profiles as p', 'p.userId', 'g.fromUserId')
      .leftJoin('videos as v', 'v.id', 'g.videoId')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('g.userId', '=', userId)
      .where('g.read', '=', false)
      .where(authorShown('p'))
      .where(notMutedBy(sql.ref('g.userId'), 'g.from_user_id'))
      .where(videoStillShown)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Whether the group exists at all, whoever caused it. */
  async exists(id: string) {
    return Boolean(await this.db.selectFrom('notificationGroups').select('id').where('id', '=', id).executeTakeFirst());
  }

  markRead(userId: string, id: string) {
    return this.db.updateTable('notificationGroups').set({ read: true }).where('id', '=', id).where('userId', '=', userId).returning('id').executeTakeFirst();
  }

  markAllRead(userId: string) {
    return this.db.updateTable('notificationGroups').set({ read: true }).where('userId', '=', userId).where('read', '=', false).execute();
  }
}

/** Who did what to which video (none for a follow): the notification a write's trigger wrote for it. */
export interface NotificationSource {
  fromUserId: string;
  type: 'follow' | 'like' | 'repost';
  videoId: string | null;
}

/**
 * The group the notification of `source` written at `at` joined, with whether it waits for the settler
 * (decision 071): what a write announces (announcedGroup), read by the write's own time, on one range of
 * notifications_from_video_idx (an equality on the video, not IS NOT DISTINCT FROM, which no index serves).
 */
export function groupOfNotification(source: NotificationSource, at: RawBuilder<unknown>) {
  return sql<{ groupId: string; waiting: boolean }>`
    select n.group_id, exists (select 1 from notification_group_changes c where c.group_id = n.group_id and c.notification_id = n.id) as waiting
    from notifications n
    where n.from_user_id = ${source.fromUserId}::uuid and n.type = ${source.type}
      and ${source.videoId === null ? sql`n.video_id is null` : sql`n.video_id = ${source.videoId}::uuid`} and n.created_at = ${at}
    limit 1`;
}

/** The group to announce: none when no notification was kept, or when it waits (the settler announces it). */
export const announcedGroup = (row: { groupId: string; waiting: boolean } | undefined) => (row && !row.waiting ? row.groupId : null);

/**
 * Runs `write` (the insert of a follow) in a transaction and returns what it wrote, with the group its
 * trigger's notification joined in that same transaction, to announce (announcedGroup). Rows written in a
 * transaction carry its now(), which finds it.
 */
export function writeNotifying<T>(db: Db, source: NotificationSource, write: (trx: Db) => Promise<T | undefined>) {
  return db.transaction().execute(async (trx) => {
    const written = await write(trx);
    if (!written) return { written, notificationId: null };
    const row = await groupOfNotification(source, sql`now()`).execute(trx);
    return { written, notificationId: announcedGroup(row.rows[0]) };
  });
}
