import { sql } from 'kysely';
import type pg from 'pg';
import type { Db } from '../db.ts';
import { runPrepared } from '../prepared.ts';
import { visibleTo } from './visibility.ts';

/** A page of ids in order, with the keys the next cursor needs. Rules apply here, so pages are full. */
export interface SkeletonRow {
  id: string;
  sort_time: string;
  score: number | null;
  /** For You only: the viewer has watched it (shown after the "You're all caught up" divider). */
  seen?: boolean;
  /** Following's first page only: nobody followed has posted, so this is everyone's newest (Discover). */
  discover?: boolean;
}

export interface TimeCursor {
  time: string;
  id: string;
}
export interface ScoreCursor {
  score: number;
  id: string;
}

/** Up to this many followed creators, Following merges their own newest videos (see following()). */
const FOLLOWING_MERGE_MAX = 300;

export class FeedRepo {
  constructor(
    private readonly db: Db,
    private readonly pool: pg.Pool,
  ) {}

  /**
   * Newest first from the viewer and the creators they follow (onlyFollowing) or from everyone. The first
   * page of Following (no cursor) falls back to everyone's newest, marked `discover`, in the same statement.
   */
  async newest(viewerId: string | null, limit: number, cursor: TimeCursor | null, onlyFollowing: boolean) {
    if (onlyFollowing && viewerId) return this.following(viewerId, limit, cursor);
    const after = cursor ? sql`and (v.created_at, v.id) < (${cursor.time}::timestamptz, ${cursor.id}::uuid)` : sql``;
    return runPrepared(this.db, this.pool, sql<SkeletonRow>`
      select v.id, v.created_at::text as sort_time, null::float8 as score
      from videos v
      join profiles author on author.user_id = v.user_id
      where ${visibleTo(viewerId)} ${after}
      order by v.created_at desc, v.id desc
      limit ${limit}`);
  }

  /**
   * Following, with a plan whose cost does not grow as the viewer follows fewer creators. Up to
   * FOLLOWING_MERGE_MAX creators, each one's newest videos come from their own index (videos_user_idx) and
   * are merged: the work is about follows × page size rows. Past that, walking the global newest-first index
   * and keeping followed creators' videos is cheaper, since one in a few videos is theirs. Both branches are
   * in one statement; the count decides once (a one-time filter), so only one branch runs. On the first page,
   * when neither finds anything, Discover (everyone's newest) runs in the same statement, again behind a
   * one-time filter: no second round trip and no second scan when the viewer's own feed has videos.
   */
  private following(viewerId: string, limit: number, cursor: TimeCursor | null) {
    const after = cursor ? sql`and (v.created_at, v.id) < (${cursor.time}::timestamptz, ${cursor.id}::uuid)` : sql``;
    const notBlocked = sql`not exists (select 1 from blocks b where b.blocker_id = ${viewerId} and b.blocked_id = v.user_id)`;
    return runPrepared(this.db, this.pool, sql<SkeletonRow>`
      with who as materialized (
        select ${viewerId}::uuid as uid union all select f.followee_id from follows f where f.follower_id = ${viewerId}
      ),
      few as materialized (select count(*) <= ${FOLLOWING_MERGE_MAX} as merge from who),
      followed as materialized (
        (select v.id, v.created_at from who
          cross join lateral (
            select v.id, v.created_at, v.user_id from videos v
            where v.user_id = who.uid and not v.hidden and v.status = 'ready' ${after}
            order by v.created_at desc, v.id desc limit ${limit}
          ) v
          join profiles author on author.user_id = v.user_id
          where (select merge from few) and not author.banned and ${notBlocked}
          order by v.created_at desc, v.id desc limit ${limit})
        union all
        (select v.id, v.created_at from videos v
          join profiles author on author.user_id = v.user_id
          where not (select merge from few) and ${visibleTo(viewerId)} ${after}
            and (v.user_id = ${viewerId} or v.user_id in (select f.followee_id from follows f where f.follower_id = ${viewerId}))
          order by v.created_at desc, v.id desc limit ${limit})
      ),
      discover as (
        select v.id, v.created_at from videos v
        join profiles author on author.user_id = v.user_id
        where ${cursor === null} and not exists (select 1 from followed) and ${visibleTo(viewerId)}
        order by v.created_at desc, v.id desc limit ${limit}
      )
      select c.id, c.created_at::text as sort_time, null::float8 as score, c.discover from (
        select id, created_at, false as discover from followed
        union all
        select id, created_at, true as discover from discover
      ) c
      order by c.created_at desc, c.id desc
      limit ${limit}`);
  }

  /** The viewer's recommendations by score. */
  async recommended(viewerId: string, limit: number, cursor: ScoreCursor | null) {
    const after = cursor ? sql`and (r.score, r.video_id) < (${cursor.score}::float8, ${cursor.id}::uuid)` : sql``;
    return runPrepared(this.db, this.pool, sql<SkeletonRow>`
      select r.video_id as id, v.created_at::text as sort_time, r.score, r.seen
      from recommendations r
      join videos v on v.id = r.video_id
      join profiles author on author.user_id = v.user_id
      where r.user_id = ${viewerId} and ${visibleTo(viewerId)} ${after}
      order by r.score desc, r.video_id desc
      limit ${limit}`);
  }

  /** The spec's fallback, get_personalized_feed, paged by offset as its signature demands. */
  async personalized(viewerId: string, limit: number, offset: number) {
    const result = await sql<{ video_id: string; score: number }>`
      select video_id, score from get_personalized_feed(${viewerId}::uuid, ${limit}, ${offset}, 0.5, 0.3, 0.15, 0.05)`.execute(this.db);
    return result.rows;
  }

  async shareImagePath(videoId: string) {
    const row = await this.db.selectFrom('videos').select('share_image_url').where('id', '=', videoId).executeTakeFirst();
    return row?.share_image_url ?? null;
  }

  /** Everything the cards of a page show, for the viewer, in one statement. */
  async hydrate(viewerId: string | null, ids: string[]) {
    if (ids.length === 0) return [];
    return runPrepared(this.db, this.pool, sql<HydratedVideo>`
      select v.id, v.user_id, v.title, v.caption, v.caption_ai, v.tags_ai, v.storage_path, v.edited_path,
             v.thumbnail_url, v.share_image_url, v.created_at, v.pop_count, v.unpop_count, v.comment_count,
             v.share_count, v.like_count, v.duration,
             author.username, author.avatar_url, author.verified,
             r.type as reaction, (l.user_id is not null) as is_liked,
             t.id as sound_id, t.title as sound_title, t.artist as sound_artist,
             p.id as place_id, p.name as place_name, p.type as place_type
      from videos v
      join profiles author on author.user_id = v.user_id
      left join video_reactions r on r.video_id = v.id and r.user_id = ${viewerId}::uuid
      left join video_likes l on l.video_id = v.id and l.user_id = ${viewerId}::uuid
      left join tracks t on t.id = v.music_track_id
      left join places p on p.id = v.place_id
      where v.id = any(${ids}::uuid[]) and ${visibleTo(viewerId)}`);
  }
}

export interface HydratedVideo {
  id: string;
  user_id: string;
  title: string;
  caption: string;
  caption_ai: string | null;
  tags_ai: string[];
  storage_path: string;
  edited_path: string | null;
  thumbnail_url: string | null;
  share_image_url: string | null;
  created_at: Date;
  pop_count: number;
  unpop_count: number;
  comment_count: number;
  share_count: number;
  like_count: number;
  duration: number | null;
  username: string;
  avatar_url: string | null;
  verified: boolean;
  reaction: 'pop' | 'unpop' | null;
  is_liked: boolean;
  sound_id: string | null;
  sound_title: string | null;
  sound_artist: string | null;
  place_id: string | null;
  place_name: string | null;
  place_type: string | null;
}
