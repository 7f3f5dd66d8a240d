import { sql, type Insertable } from 'kysely';
import type { Stories } from '../db-types.ts';
import type { Db } from '../db.ts';
import { authorShown, notMutedBy } from './visibility.ts';

export interface StoryRow {
  id: string;
  userId: string;
  mediaPath: string;
  mediaType: 'image' | 'video';
  thumbnailPath: string | null;
  caption: string | null;
  altText: string | null;
  sticker: string | null;
  stickerX: number;
  stickerY: number;
  visibility: 'public' | 'followers';
  duration: number | null;
  createdAt: Date;
  expiresAt: Date;
  seen: boolean;
}

/**
 * The one rule every story read shares (`s` the story, `author` its author's profile): ready, not expired,
 * author not banned, no block either way, and followers-only stories, like every story of a private account,
 * only for approved followers and the author.
 */
export const storyVisibleTo = (viewerId: string) => sql<boolean>`(
  s.status = 'ready' and s.expires_at > now() and ${authorShown('author')}
  and not exists (select 1 from blocks b
                   where (b.blocker_id = ${viewerId} and b.blocked_id = s.user_id) or (b.blocker_id = s.user_id and b.blocked_id = ${viewerId}))
  and ((s.visibility = 'public' and not author.private_account) or s.user_id = ${viewerId}
       or exists (select 1 from follows f where f.follower_id = ${viewerId} and f.followee_id = s.user_id)))`;

const seenBy = (viewerId: string) => sql<boolean>`exists (select 1 from story_views sv where sv.story_id = s.id and sv.viewer_id = ${viewerId})`;

export class StoryRepo {
  constructor(private readonly db: Db) {}

  /** The viewer's own ring, then followed, unmuted people with stories the viewer may see; unseen first, newest first. */
  async rings(viewerId: string, limit: number) {
    const result = await sql<{ userId: string; username: string; avatarUrl: string | null; avatarSmallUrl: string | null; storyCount: number; latestAt: Date; hasUnseen: boolean }>`
      select author.user_id, author.username, author.avatar_url, author.avatar_small_url, count(*)::int as story_count, max(s.created_at) as latest_at,
             bool_or(not ${seenBy(viewerId)}) as has_unseen
        from stories s join profiles author on author.user_id = s.user_id
       where ${storyVisibleTo(viewerId)} and ${notMutedBy(viewerId, 's.user_id')}
         and (s.user_id = ${viewerId} or exists (select 1 from follows f where f.follower_id = ${viewerId} and f.followee_id = s.user_id))
       group by author.user_id
       order by author.user_id = ${viewerId} desc, bool_or(not ${seenBy(viewerId)}) desc, max(s.created_at) desc
       limit ${limit}`.execute(this.db);
    return result.rows;
  }

  /** Whose stories a viewer opens: none for a banned user, whose stories are out of every read. */
  author(userId: string) {
    return this.db.selectFrom('profiles as author').select(['userId', 'username', 'avatarUrl']).where('userId', '=', userId).where(authorShown('author')).executeTakeFirst();
  }

  async forUser(viewerId: string, userId: string): Promise<StoryRow[]> {
    const result = await sql<StoryRow>`
      select s.id, s.user_id, s.media_path, s.media_type, s.thumbnail_path, s.caption, s.alt_text, s.sticker, s.sticker_x, s.sticker_y,
             s.visibility, s.duration, s.created_at, s.expires_at, ${seenBy(viewerId)} as seen
        from stories s join profiles author on author.user_id = s.user_id
       where s.user_id = ${userId} and ${storyVisibleTo(viewerId)}
       order by s.created_at, s.id`.execute(this.db);
    return result.rows;
  }

  async visible(viewerId: string, storyId: string) {
    const result = await sql<{ id: string; mediaPath: string; thumbnailPath: string | null }>`
      select s.id, s.media_path, s.thumbnail_path from stories s join profiles author on author.user_id = s.user_id
       where s.id = ${storyId} and ${storyVisibleTo(viewerId)}`.execute(this.db);
    return result.rows[0];
  }

  markSeen(viewerId: string, storyId: string) {
    return this.db.insertInto('storyViews').values({ storyId: storyId, viewerId: viewerId }).onConflict((oc) => oc.doNothing()).execute();
  }

  own(userId: string, storyId: string) {
    return this.db
      .selectFrom('stories')
      .select(['id', 'userId', 'status', 'mediaPath', 'thumbnailPath', 'mediaType'])
      .where('id', '=', storyId)
      .where('userId', '=', userId)
      .executeTakeFirst();
  }

  /**
   * Expired stories, oldest first, for the expiry job to remove with their files. One with an open report stays
   * (seen by no one, expiry hides it) until a moderator has judged it; deleting it would empty the report.
   */
  expired(limit: number) {
    return this.db
      .selectFrom('stories')
      .select(['id', 'mediaPath', 'thumbnailPath'])
      .where('expiresAt', '<=', sql<Date>`now()`)
      .where(sql<boolean>`not exists (select 1 from reports r where r.story_id = stories.id and not r.resolved)`)
      .orderBy('expiresAt')
      .limit(limit)
      .execute();
  }

  delete(storyId: string) {
    return this.db.deleteFrom('stories').where('id', '=', storyId).execute();
  }

  /** What a processing job needs of its story. */
  forProcessing(storyId: string) {
    return this.db.selectFrom('stories').select(['id', 'userId', 'mediaPath', 'status']).where('id', '=', storyId).executeTakeFirst();
  }

  /** The processed file (and for a video its thumbnail and length) in place of the upload, and the story shown. */
  async markReady(storyId: string, media: { mediaPath: string; thumbnailPath?: string; duration?: number | null }) {
    await this.db.updateTable('stories').set({ ...media, status: 'ready' }).where('id', '=', storyId).execute();
  }

  async markFailed(storyId: string) {
    await this.db.updateTable('stories').set({ status: 'failed' }).where('id', '=', storyId).execute();
  }

  /** A new story, processing until its job has made its media. */
  create(story: Omit<Insertable<Stories>, 'status'>) {
    return this.db.insertInto('stories').values({ ...story, status: 'processing' }).returning(['id', 'status']).executeTakeFirstOrThrow();
  }
}
