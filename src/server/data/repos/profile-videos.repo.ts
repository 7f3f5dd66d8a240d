import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { visibleTo } from './visibility.ts';
import type { ProfileVideo } from '../../../shared/profile-types.ts';

/** A tab's tile as read: its time is the database's `Date` (sent as ISO text). */
export type ProfileVideoRow = Omit<ProfileVideo, 'created_at'> & { created_at: Date };

const COLUMNS = sql`v.id, v.user_id, v.caption, v.caption_ai, v.thumbnail_url, v.thumbnail_small_url, v.status, v.status_reason, v.hidden, v.created_at, v.pop_count, v.like_count, v.comment_count`;

/** The Posts and Likes tabs of a profile. */
export class ProfileVideosRepo {
  constructor(private readonly db: Db) {}

  /** Owners see everything they posted (processing, failed, hidden); others only what is visible to them. */
  async posts(viewerId: string | null, userId: string) {
    const rule = viewerId === userId ? sql`true` : visibleTo(viewerId);
    const result = await sql<ProfileVideoRow>`
      select ${COLUMNS} from videos v join profiles author on author.user_id = v.user_id
      where v.user_id = ${userId}::uuid and ${rule}
      order by v.created_at desc, v.id desc limit 100`.execute(this.db);
    return result.rows;
  }

  async likes(viewerId: string | null, userId: string) {
    const result = await sql<ProfileVideoRow>`
      select ${COLUMNS} from video_likes l
      join videos v on v.id = l.video_id join profiles author on author.user_id = v.user_id
      where l.user_id = ${userId}::uuid and ${visibleTo(viewerId)}
      order by l.created_at desc limit 100`.execute(this.db);
    return result.rows;
  }

  async isFollowing(followerId: string, followeeId: string) {
    const row = await this.db.selectFrom('follows').select('follower_id').where('follower_id', '=', followerId).where('followee_id', '=', followeeId).executeTakeFirst();
    return Boolean(row);
  }

  async usernameTaken(username: string, exceptUserId: string | null) {
    const row = await this.db
      .selectFrom('profiles')
      .select('user_id')
      .where(sql<boolean>`lower(username) = lower(${username})`)
      .$if(Boolean(exceptUserId), (q) => q.where('user_id', '<>', exceptUserId!))
      .executeTakeFirst();
    return Boolean(row);
  }
}
