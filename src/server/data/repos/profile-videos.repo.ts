import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db.ts';
import { visibleTo } from './visibility.ts';
import { shownStatus } from './video.repo.ts';
import type { ProfileVideo } from '../../../shared/profile-types.ts';
import { afterCursor, type TimeCursor } from './keyset.ts';
import { SCHEDULED_POSTS_MAX } from '../../../shared/studio.ts';

/** A tab's tile as read: its time is the database's `Date` (sent as ISO text); `sort_time` is its page key's. */
export type ProfileVideoRow = Omit<ProfileVideo, 'createdAt'> & { createdAt: Date; sortTime: string };

/** A tile's columns; an unposted video (issue 42) shows its owner 'ready' once processed, and is never pinned. */
const tileColumns = (status: RawBuilder<unknown>, pinned: RawBuilder<unknown>) => sql`v.id, v.user_id, v.caption, v.caption_ai, v.thumbnail_url,
  v.thumbnail_small_url, ${status} as status, v.status_reason, v.hidden, v.created_at, v.pop_count, v.like_count, v.comment_count,
  v.visibility, v.sensitive, v.content_warning, v.comment_policy, v.language, v.alt_text, ${pinned} as pinned, v.originally_posted_at`;
/** A grid tile's columns, as the Posts tab shows them (watch history's tiles too). */
export const TILE_COLUMNS = tileColumns(sql`v.status`, sql`(v.pinned_at is not null)`);
const UNPOSTED_COLUMNS = tileColumns(shownStatus('v.status'), sql`false`);

/** The owner's Posts hold everything posted (processing, failed, hidden), not drafts: those have their own tab. */
const postsRule = (viewerId: string | null, userId: string) => (viewerId === userId ? sql`v.publish_at is null` : visibleTo(viewerId));

/** The Posts and Likes tabs of a profile, a page at a time. */
export class ProfileVideosRepo {
  constructor(private readonly db: Db) {}

  /**
   * Owners see everything they posted (processing, failed, hidden); others only what is visible to them. The
   * pinned videos are not in these pages: pinnedPosts leads the first one.
   */
  async posts(viewerId: string | null, userId: string, limit: number, after: TimeCursor | null) {
    const result = await sql<ProfileVideoRow>`
      select ${TILE_COLUMNS}, v.created_at::text as sort_time from videos v join profiles author on author.user_id = v.user_id
      where v.user_id = ${userId}::uuid and v.pinned_at is null and ${postsRule(viewerId, userId)} ${afterCursor(['v.created_at', 'v.id'], after)}
      order by v.created_at desc, v.id desc limit ${limit}`.execute(this.db);
    return result.rows;
  }

  /** The creator's pinned videos the viewer may see (issue 42), the latest pinned first: at most PINNED_VIDEOS_MAX. */
  async pinnedPosts(viewerId: string | null, userId: string) {
    const result = await sql<ProfileVideoRow>`
      select ${TILE_COLUMNS}, v.created_at::text as sort_time from videos v join profiles author on author.user_id = v.user_id
      where v.user_id = ${userId}::uuid and v.pinned_at is not null and ${postsRule(viewerId, userId)}
      order by v.pinned_at desc`.execute(this.db);
    return result.rows;
  }

  /** The owner's drafts (issue 42), newest first; a processed one shows as ready (videos_unposted_idx). */
  async drafts(userId: string, limit: number, after: TimeCursor | null) {
    const result = await sql<ProfileVideoRow>`
      select ${UNPOSTED_COLUMNS}, v.created_at::text as sort_time from videos v
      where v.user_id = ${userId}::uuid and v.publish_at = 'infinity' ${afterCursor(['v.created_at', 'v.id'], after)}
      order by v.created_at desc, v.id desc limit ${limit}`.execute(this.db);
    return result.rows;
  }

  /** The owner's scheduled posts, the soonest first: at most SCHEDULED_POSTS_MAX, so one page. */
  async scheduled(userId: string) {
    const result = await sql<ProfileVideoRow & { scheduledAt: Date }>`
      select ${UNPOSTED_COLUMNS}, v.created_at::text as sort_time, v.publish_at as scheduled_at from videos v
      where v.user_id = ${userId}::uuid and v.publish_at <> 'infinity'
      order by v.publish_at, v.id limit ${SCHEDULED_POSTS_MAX}`.execute(this.db);
    return result.rows;
  }

  /** Last liked first: the page key is the like's time and the video's id (video_likes_user_idx). */
  likes(viewerId: string | null, userId: string, limit: number, after: TimeCursor | null) {
    return this.kept('video_likes', viewerId, userId, limit, after);
  }

  /** My Favourites tab (issue 55): what I saved, last saved first; a video I may no longer see drops out. */
  favourites(userId: string, limit: number, after: TimeCursor | null) {
    return this.kept('video_favourites', userId, userId, limit, after);
  }

  /** A person's Reposts tab (issue 55 item 3): what they reposted, last reposted first, as each viewer may see it. */
  reposts(viewerId: string | null, userId: string, limit: number, after: TimeCursor | null) {
    return this.kept('reposts', viewerId, userId, limit, after);
  }

  /** The videos a person keeps in a list (liked, saved or reposted), newest kept first, on the list's (user_id, created_at, video_id) index. */
  private async kept(list: 'video_likes' | 'video_favourites' | 'reposts', viewerId: string | null, userId: string, limit: number, after: TimeCursor | null) {
    const result = await sql<ProfileVideoRow>`
      select ${TILE_COLUMNS}, l.created_at::text as sort_time from ${sql.table(list)} l
      join videos v on v.id = l.video_id join profiles author on author.user_id = v.user_id
      where l.user_id = ${userId}::uuid and ${visibleTo(viewerId)} ${afterCursor(['l.created_at', 'l.video_id'], after)}
      order by l.created_at desc, l.video_id desc limit ${limit}`.execute(this.db);
    return result.rows;
  }

  async usernameTaken(username: string, exceptUserId: string | null) {
    const row = await this.db
      .selectFrom('profiles')
      .select('userId')
      .where(sql<boolean>`lower(username) = lower(${username})`)
      .$if(Boolean(exceptUserId), (q) => q.where('userId', '<>', exceptUserId!))
      .executeTakeFirst();
    return Boolean(row);
  }
}
