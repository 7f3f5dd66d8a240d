import { sql } from 'kysely';
import type pg from 'pg';
import type { CommentPolicy, VideoVisibility } from '../../../shared/audience.ts';
import { VIDEO_LANGUAGES, type VideoLanguage } from '../../../shared/video-language.ts';
import type { Db } from '../db.ts';
import { runPrepared } from '../prepared.ts';
import { discoverable, unmutedFor, userShown, visibleTo, watchableBy } from './visibility.ts';
import * as skeletons from './feed-skeletons.ts';
import { afterCursor, type ScoreCursor, type TimeCursor } from './keyset.ts';

/** A card of a page: everything hydrate() gives, plus the skeleton's keys for the next cursor. */
export interface PageRow extends HydratedVideo {
  sortTime: string;
  score: number | null;
  /** For You only: the viewer has watched it (shown after the "You're all caught up" divider). */
  seen: boolean;
  /** Following's first page only: nobody followed has posted, so this is everyone's newest (Discover). */
  discover: boolean;
  /** Following only (issue 55): who followed reposted it, when it is there as a repost. */
  repostedById?: string | null;
  repostedByName?: string | null;
}

export type { ScoreCursor, TimeCursor };

/**
 * Feed pages and cards. They read from `readPool`, a replica when DATABASE_READ_URL is set (the primary
 * otherwise): a page may lag the primary by the replica's delay, which feeds can take. A read that must see a
 * write just made goes through onPrimary().
 */
export class FeedRepo {
  constructor(
    private readonly db: Db,
    private readonly primaryPool: pg.Pool,
    private readonly pool: pg.Pool = primaryPool,
  ) {}

  /** The same reads on the primary: right after a write they depend on. */
  onPrimary(): FeedRepo {
    return this.pool === this.primaryPool ? this : new FeedRepo(this.db, this.primaryPool);
  }

  /**
   * Newest first from the viewer and the creators they follow (onlyFollowing) or from everyone. The first
   * page of Following (no cursor) falls back to everyone's newest, marked `discover`, in the same statement.
   */
  async newest(viewerId: string, limit: number, cursor: TimeCursor | null, onlyFollowing: boolean) {
    const skeleton = onlyFollowing
      ? skeletons.following(viewerId, limit, cursor, await this.followingMerges(viewerId))
      : skeletons.everyone(viewerId, limit, cursor);
    // One statement and one round trip: the skeleton (which applies every rule, so the joins need not repeat
    // them: same snapshot) joined to what the cards show, in the skeleton's order.
    return runPrepared(this.db, this.pool, sql<PageRow>`
      with page as materialized (${skeleton})
      select ${cardColumns}, page.created_at::text as sort_time, page.score, page.seen, page.discover,
             page.reposter as reposted_by_id, reposter.username as reposted_by_name
      from page
      join videos v on v.id = page.id
      ${cardJoins(viewerId)}
      left join profiles reposter on reposter.user_id = page.reposter
      order by page.created_at desc, page.id desc`);
  }

  /** Whether the viewer follows few enough creators for Following to merge their own newest (skeletons.following). */
  private async followingMerges(viewerId: string): Promise<boolean> {
    const [row] = await runPrepared(this.db, this.pool, sql<{ followingCount: number }>`
      select p.following_count from profiles p where p.user_id = ${viewerId}::uuid`);
    return (row?.followingCount ?? 0) < skeletons.FOLLOWING_MERGE_MAX;
  }

  /**
   * The viewer's stored For You list by score (seen videos sit below the unseen; see for-you-order.ts). One
   * statement with the cards' joins and no skeleton: it walks recommendations_score_idx in order and the rules
   * (visibility, mutes, muted words) stop it after a page, so each card's video and author are read once.
   */
  recommended(viewerId: string, limit: number, cursor: ScoreCursor | null) {
    const after = afterCursor(['rec.score', 'rec.video_id'], cursor);
    return runPrepared(this.db, this.pool, sql<PageRow>`
      select ${cardColumns}, v.created_at::text as sort_time, rec.score, rec.seen, false as discover
      from recommendations rec
      join videos v on v.id = rec.video_id
      ${cardJoins(viewerId)}
      where rec.user_id = ${viewerId} and ${visibleTo(viewerId)} and ${discoverable('author')} and ${unmutedFor(viewerId)} and ${inFeedLanguages(viewerId)} and ${notHiddenFrom(viewerId)} ${after}
      order by rec.score desc, rec.video_id desc
      limit ${skeletons.pageSize(limit)}`);
  }

  /** The spec's fallback, get_personalized_feed, paged by offset as its signature demands. */
  async personalized(viewerId: string, limit: number, offset: number) {
    const result = await sql<{ videoId: string; score: number }>`
      select video_id, score from get_personalized_feed(${viewerId}::uuid, ${limit}, ${offset}, 0.5, 0.3, 0.15, 0.05)`.execute(this.db);
    return result.rows;
  }

  /**
   * Everything the cards show, for the viewer, in one statement: one card by its link (watchableBy), or the
   * cards of For You's personalized fallback, whose ids came from elsewhere (the list rule, mutes and the
   * viewer's For You languages, as `recommended` applies them).
   */
  async hydrate(viewerId: string | null, ids: string[], reach: 'link' | 'forYou' = 'link') {
    if (ids.length === 0) return [];
    const rule = reach === 'link' ? watchableBy(viewerId) : sql`${visibleTo(viewerId)} and ${discoverable('author')} and ${unmutedFor(viewerId)} and ${inFeedLanguages(viewerId)} and ${notHiddenFrom(viewerId)}`;
    return runPrepared(this.db, this.pool, sql<HydratedVideo>`
      select ${cardColumns}
      from videos v
      ${cardJoins(viewerId)}
      where v.id = any(${ids}::uuid[]) and ${rule}`);
  }
}

/**
 * For You's languages (decision 048): when the viewer chose some (profiles.feed_languages not empty), only
 * videos in those languages and videos of unknown language. The viewer's list is one InitPlan, read once per
 * statement; an empty list stands for every language.
 */
const inFeedLanguages = (viewerId: string | null) => sql`(v.language is null or v.language = any(coalesce(
  nullif((select me.feed_languages from profiles me where me.user_id = ${viewerId}::uuid), '{}'), ${sql.lit(`{${VIDEO_LANGUAGES.join(',')}}`)}::text[])))`;

/** Creators the viewer hid from For You (issue 56): one InitPlan, read once per statement. */
const notHiddenFrom = (viewerId: string | null) =>
  sql`v.user_id <> all(array(select h.creator_id from hidden_creators h where h.user_id = ${viewerId}::uuid))`;

/**
 * The columns of a card; `v` is the video, joined by cardJoins to its author, viewer state, sound and place.
 * A sound uploaded by a banned user is not named on anyone's card (its page is gone too).
 */
const cardColumns = sql`
  v.id, v.user_id, v.title, v.caption, v.caption_ai, v.tags_ai, v.storage_path, v.edited_path, v.hls_path,
  v.thumbnail_url, v.share_image_url, v.created_at, v.pop_count, v.unpop_count, v.comment_count,
  v.share_count, v.like_count, v.favourite_count, v.repost_count, v.duration, v.visibility, v.sensitive, v.content_warning, v.comment_policy, v.language,
  v.alt_text, v.caption_languages, v.captions_revision, (v.pinned_at is not null) as pinned,
  author.username, author.avatar_url, author.avatar_small_url, author.verified,
  r.type as reaction, (l.user_id is not null) as is_liked, (fav.user_id is not null) as is_favourite, (rp.user_id is not null) as is_reposted,
  t.id as sound_id, t.title as sound_title, t.artist as sound_artist,
  p.id as place_id, p.name as place_name, p.type as place_type`;

const cardJoins = (viewerId: string | null) => sql`
  join profiles author on author.user_id = v.user_id
  left join video_reactions r on r.video_id = v.id and r.user_id = ${viewerId}::uuid
  left join video_likes l on l.video_id = v.id and l.user_id = ${viewerId}::uuid
  left join video_favourites fav on fav.video_id = v.id and fav.user_id = ${viewerId}::uuid
  left join reposts rp on rp.video_id = v.id and rp.user_id = ${viewerId}::uuid
  left join tracks t on t.id = v.music_track_id and ${userShown('t.created_by')}
  left join places p on p.id = v.place_id`;

export interface HydratedVideo {
  id: string;
  userId: string;
  title: string;
  caption: string;
  captionAi: string | null;
  tagsAi: string[];
  storagePath: string;
  editedPath: string | null;
  hlsPath: string | null;
  thumbnailUrl: string | null;
  shareImageUrl: string | null;
  createdAt: Date;
  popCount: number;
  unpopCount: number;
  commentCount: number;
  shareCount: number;
  likeCount: number;
  favouriteCount: number;
  repostCount: number;
  duration: number | null;
  username: string;
  avatarUrl: string | null;
  avatarSmallUrl: string | null;
  verified: boolean;
  reaction: 'pop' | 'unpop' | null;
  isLiked: boolean;
  isFavourite: boolean;
  isReposted: boolean;
  soundId: string | null;
  soundTitle: string | null;
  soundArtist: string | null;
  placeId: string | null;
  placeName: string | null;
  placeType: string | null;
  visibility: VideoVisibility;
  sensitive: boolean;
  contentWarning: string | null;
  commentPolicy: CommentPolicy;
  language: VideoLanguage | null;
  altText: string | null;
  /** The published caption tracks' languages and their revision (issue 41). */
  captionLanguages: string[];
  captionsRevision: number;
  /** Pinned to its creator's profile (issue 42). */
  pinned: boolean;
}
