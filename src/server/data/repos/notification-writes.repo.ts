import { sql } from 'kysely';
import type { Db } from '../db.ts';
import type { NotificationKind } from '../db-column-types.ts';
import { readableBy } from './chat.repo.ts';

/**
 * The transaction of the write a notification reports on (a comment's insert), handed through a service to
 * these writes: services name it without reaching the database themselves.
 */
export type WriteScope = Db;

/** One event for one person, as a service asks for it; the triggers decide whether it is kept and its group. */
export interface NotificationEvent {
  userId: string;
  fromUserId: string;
  type: Exclude<NotificationKind, 'follow' | 'like' | 'repost' | 'export_ready' | 'video_posted'>;
  videoId?: string | null;
  commentId?: string | null;
  chatMessageId?: string | null;
}

/** A group an insert created or updated: whom to tell, and which group moved. */
export interface TouchedGroup {
  userId: string;
  groupId: string;
}

/**
 * The writes behind the comment, reply, mention and new_video kinds (decision 043). Each takes the
 * transaction of the write it reports on, so a comment and its notifications commit together. Own actions,
 * blocks either way, banned actors and settings turned off are refused by the notifications_admit trigger,
 * the one place follow and like go through too: rows it refuses come back as nothing.
 */
export class NotificationWritesRepo {
  constructor(private readonly db: Db) {}

  async insert(events: NotificationEvent[], within: Db = this.db): Promise<TouchedGroup[]> {
    if (events.length === 0) return [];
    const rows = await within
      .insertInto('notifications')
      .values(events.map((event) => ({ videoId: null, commentId: null, chatMessageId: null, ...event })))
      .returning(['userId', 'groupId'])
      .execute();
    return rows.flatMap((row) => (row.groupId ? [{ userId: row.userId, groupId: row.groupId }] : []));
  }

  /** The ids of the people named, as stored (usernames are unique case-insensitively). */
  async usersNamed(usernames: string[], within: Db = this.db) {
    if (usernames.length === 0) return [];
    const rows = await within
      .selectFrom('profiles')
      .select('userId')
      .where(sql<boolean>`lower(username) = any(${usernames.map((name) => name.toLowerCase())}::text[])`)
      .execute();
    return rows.map((row) => row.userId);
  }

  /** Of `userIds`, those who may read the room (a mention in a room one cannot open tells nothing). */
  async roomReaders(roomId: string, userIds: string[], within: Db = this.db) {
    const readers: string[] = [];
    for (const userId of userIds) {
      const result = await sql`select 1 from chat_rooms r where r.id = ${roomId} and ${readableBy(userId)}`.execute(within);
      if (result.rows.length > 0) readers.push(userId);
    }
    return readers;
  }

  /**
   * A ready video tells the author's followers who turned new_video on, in one INSERT … SELECT (the setting
   * is off by default, so the join starts from the few who asked). Running twice for a video adds nothing.
   */
  async newVideo(videoId: string): Promise<TouchedGroup[]> {
    const result = await sql<TouchedGroup>`
      insert into notifications (user_id, from_user_id, type, video_id)
      select s.user_id, v.user_id, 'new_video', v.id
      from videos v
      join follows f on f.followee_id = v.user_id
      join notification_settings s on s.user_id = f.follower_id and s.kind = 'new_video' and s.in_app
      where v.id = ${videoId} and v.status = 'ready' and not v.hidden and v.visibility in ('public', 'followers')
        and not exists (select 1 from notifications n where n.video_id = v.id and n.type = 'new_video' and n.user_id = s.user_id)
      returning user_id, group_id`.execute(this.db);
    return result.rows.filter((row) => row.groupId !== null);
  }
}
