import { sql, type RawBuilder } from 'kysely';
import { discoverable, unmutedFor, visibleTo, visibleToFollower, watchableBy } from './visibility.ts';
import { afterCursor, type TimeCursor } from './keyset.ts';

/**
 * A page's size written into the statement, not bound as a parameter: the size is the code's, never the
 * client's, and a bound LIMIT leaves PostgreSQL's generic plan guessing a tenth of the rows. Guessing, it costs
 * the generic plan three times the custom one, so PostgreSQL planned For You afresh on every request (1.2 ms of
 * planning for 0.2 ms of work); with the size in the text both cost the same and the generic plan is kept
 * (decision 034).
 */
export function pageSize(limit: number) {
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new Error(`a page size must be a whole number from 1 to 1000, not ${limit}`);
  return sql.lit(limit);
}

/**
 * The skeletons of the newest-first feeds (Following, Discover): which videos a page holds, in order, with
 * the keys its next cursor needs. The rules apply here, so pages are full. Each selects `id, created_at,
 * score, seen, discover, reposter` and is run inside FeedRepo's page statement, which joins everything the cards show.
 * For You needs no skeleton: its one statement is FeedRepo.recommended.
 */


/** Up to this many followed creators, Following merges their own newest videos (see following()). */
export const FOLLOWING_MERGE_MAX = 300;

const afterTime = (cursor: TimeCursor | null) => afterCursor(['v.created_at', 'v.id'], cursor);

/** Everyone's newest: Discover, and the newest reads of visitors. */
export function everyone(viewerId: string | null, limit: number, cursor: TimeCursor | null): RawBuilder<unknown> {
  return sql`
    select v.id, v.created_at, null::float8 as score, false as seen, true as discover, null::uuid as reposter
    from videos v
    join profiles author on author.user_id = v.user_id
    where ${visibleTo(viewerId)} and ${discoverable('author')} and ${unmutedFor(viewerId)} ${afterTime(cursor)}
    order by v.created_at desc, v.id desc
    limit ${pageSize(limit)}`;
}

/**
 * Following, with a plan whose cost does not grow as the viewer follows fewer creators. Up to
 * FOLLOWING_MERGE_MAX creators, each one's newest videos come from their own index (videos_user_idx) and
 * are merged: the work is about follows × page size rows. Past that, walking the global newest-first index
 * and keeping followed creators' videos is cheaper, since one in a few videos is theirs. `merge` is the
 * caller's choice (followingMerges): each shape is its own statement, since PostgreSQL sets up every node of
 * a plan whether it runs or not, and one statement holding both shapes cost 0.4 ms more a page (decision 073).
 * On the first page, when nothing is found, Discover (everyone's newest) runs in the same statement behind a
 * one-time filter: no second round trip and no second scan when the viewer's own feed has videos. Every
 * creator either shape keeps is followed (or the viewer), so the audience rule is read as a follower's
 * (visibleToFollower): their Public and Followers videos, private account or not, with no follows probe per row.
 *
 * Reposts (issue 55 item 3, decision 070): a video reposted by someone followed comes in once, at its latest
 * such repost, marked with who reposted it; its own post (when its creator is followed too) then gives way,
 * so no video is twice in the feed. Reposters the viewer blocked, muted or was blocked by are left out, and
 * the video must be one the viewer may watch by its link (public or unlisted: only those can be reposted).
 */
export function following(viewerId: string, limit: number, cursor: TimeCursor | null, merge: boolean): RawBuilder<unknown> {
  const after = afterTime(cursor);
  // Whose reposts count: someone the viewer follows, not muted, no block either way. The muted and blocked
  // are one list read once per statement (an InitPlan); the follow is one probe of follows_pkey per row, as a
  // scalar subquery: written as EXISTS, the generic plan turned it into a join that read every followed
  // person's reposts before sorting them, where walking reposts_time_idx stops after a page.
  const shunned = sql`array(select m.muted_id from mutes m where m.muter_id = ${viewerId}
    union all select case when b.blocker_id = ${viewerId} then b.blocked_id else b.blocker_id end from blocks b
    where b.blocker_id = ${viewerId} or b.blocked_id = ${viewerId})`;
  const counted = (reposter: string) => sql`(${sql.ref(reposter)} <> all(${shunned})
    and coalesce((select true from follows f where f.follower_id = ${viewerId} and f.followee_id = ${sql.ref(reposter)}), false))`;
  // A repost counts when a later one of the same video by another counted reposter does not replace it.
  const latestRepost = sql`not exists (
    select 1 from reposts later
    where later.video_id = r.video_id and (later.created_at, later.user_id) > (r.created_at, r.user_id) and ${counted('later.user_id')})`;
  // A post gives way to its reposts while they show it (public or unlisted: a video made followers-only since
  // shows as its own post again). Most videos have no repost at all (repost_count = 0), so the probe of
  // reposts_video_idx runs for the few that do; a scalar subquery, evaluated per row where OR reaches it (as
  // NOT EXISTS, PostgreSQL hashed every counted repost up front, once per page).
  const notReposted = sql`(v.visibility = 'followers' or v.repost_count = 0
    or not coalesce((select true from reposts r where r.video_id = v.id and ${counted('r.user_id')} limit 1), false))`;
  const afterRepost = afterCursor(['r.created_at', 'r.video_id'], cursor);
  const repostShown = sql`v.visibility in ('public', 'unlisted') and ${watchableBy(viewerId)} and ${unmutedFor(viewerId)} and ${latestRepost}`;
  // Each counted repost of a video the viewer may watch by its link; the rules apply before the limits, so
  // the page is full.
  const reposted = merge
    ? sql`select r.video_id as id, r.created_at, r.user_id as reposter from follows f
        cross join lateral (
          select r.video_id, r.created_at, r.user_id from reposts r
          join videos v on v.id = r.video_id join profiles author on author.user_id = v.user_id
          where r.user_id = f.followee_id ${afterRepost} and ${repostShown}
          order by r.created_at desc, r.video_id desc limit ${pageSize(limit)}
        ) r
        where f.follower_id = ${viewerId} and f.followee_id <> all(${shunned})
        order by r.created_at desc, r.video_id desc limit ${pageSize(limit)}`
    : sql`select r.video_id as id, r.created_at, r.user_id as reposter from reposts r
        join videos v on v.id = r.video_id join profiles author on author.user_id = v.user_id
        where ${counted('r.user_id')} ${afterRepost} and ${repostShown}
        order by r.created_at desc, r.video_id desc limit ${pageSize(limit)}`;
  const followed = merge
    ? sql`select v.id, v.created_at from (
          select ${viewerId}::uuid as uid union all select f.followee_id from follows f where f.follower_id = ${viewerId}
        ) who
        cross join lateral (
          select v.id, v.created_at from videos v
          join profiles author on author.user_id = v.user_id
          where v.user_id = who.uid and ${visibleToFollower(viewerId)} and ${unmutedFor(viewerId)} ${after}
            and ${notReposted}
          order by v.created_at desc, v.id desc limit ${pageSize(limit)}
        ) v
        order by v.created_at desc, v.id desc limit ${pageSize(limit)}`
    : sql`select v.id, v.created_at from videos v
        join profiles author on author.user_id = v.user_id
        where ${visibleToFollower(viewerId)} and ${unmutedFor(viewerId)} ${after}
          and (v.user_id = ${viewerId} or v.user_id in (select f.followee_id from follows f where f.follower_id = ${viewerId}))
          and ${notReposted}
        order by v.created_at desc, v.id desc limit ${pageSize(limit)}`;
  return sql`
    with reposted as materialized (${reposted}),
    followed as materialized (${followed}),
    discover as (
      select v.id, v.created_at from videos v
      join profiles author on author.user_id = v.user_id
      where ${cursor === null} and not exists (select 1 from followed) and not exists (select 1 from reposted)
        and ${visibleTo(viewerId)} and ${discoverable('author')} and ${unmutedFor(viewerId)}
      order by v.created_at desc, v.id desc limit ${pageSize(limit)}
    )
    select c.id, c.created_at, null::float8 as score, false as seen, c.discover, c.reposter from (
      select id, created_at, false as discover, null::uuid as reposter from followed
      union all
      select id, created_at, false as discover, reposter from reposted
      union all
      select id, created_at, true as discover, null::uuid as reposter from discover
    ) c
    order by c.created_at desc, c.id desc
    limit ${pageSize(limit)}`;
}
