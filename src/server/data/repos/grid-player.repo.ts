import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db.ts';
import { discoverable, unmutedFor, visibleTo } from './visibility.ts';

/**
 * Which of one creator's settings the viewer sees, decided once for the page (an InitPlan), not per row, so the
 * page's limit applies after it and a Followers or Only me video never shortens a page: the owner sees all of
 * them (as on the Posts grid), a follower Public and Followers, anyone else Public.
 */
function settingShown(viewerId: string, userId: string) {
  if (viewerId === userId) return sql`true`;
  return sql`(v.visibility = 'public' or (v.visibility = 'followers'
    and exists (select 1 from follows f where f.follower_id = ${viewerId}::uuid and f.followee_id = ${userId}::uuid)))`;
}
import { afterCursor, type TimeCursor } from './keyset.ts';

const afterTime = (cursor: TimeCursor | null) => afterCursor(['v.created_at', 'v.id'], cursor);

/** A grid's video in its player's page: its id and the key its next cursor needs. */
export interface GridPlayerRow {
  id: string;
  sortTime: string;
}

/**
 * The skeletons of the grids' players (issue 25): which videos a page holds, in the grid's order, with the
 * feed's visibility rule, keyset-paged. The cards are hydrated afterwards (FeedRepo.hydrate). A tag's player
 * pages with TagRepo's own queries, so its order is the tag grid's.
 */
export class GridPlayerRepo {
  constructor(private readonly db: Db) {}

  /**
   * A creator's videos, newest first (the Posts tab), a page read straight off videos_user_idx. The author's
   * rules (shown, not blocked by the viewer) hold for all of a creator's videos or none, so they are checked on
   * the page rather than per row: checked per row, the planner took every video of the creator to sort them.
   */
  async posts(viewerId: string, userId: string, limit: number, cursor: TimeCursor | null) {
    const result = await sql<GridPlayerRow>`
      select v.id, v.created_at::text as sort_time
      from (
        select v.id, v.user_id, v.created_at, v.hidden, v.status, v.visibility from videos v
        where v.user_id = ${userId}::uuid and v.pinned_at is null and not v.hidden and v.status = 'ready' and ${settingShown(viewerId, userId)} ${afterTime(cursor)}
        order by v.created_at desc, v.id desc
        limit ${limit}
      ) v
      join profiles author on author.user_id = v.user_id
      where ${viewerId === userId ? sql`true` : visibleTo(viewerId)}
      order by v.created_at desc, v.id desc`.execute(this.db);
    return result.rows;
  }

  /** The creator's pinned videos (issue 42), the latest pinned first: they lead the first page, as in the grid. */
  async pinned(viewerId: string, userId: string) {
    const result = await sql<{ id: string }>`
      select v.id from videos v join profiles author on author.user_id = v.user_id
      where v.user_id = ${userId}::uuid and v.pinned_at is not null and not v.hidden and v.status = 'ready' and ${settingShown(viewerId, userId)}
        and ${viewerId === userId ? sql`true` : visibleTo(viewerId)}
      order by v.pinned_at desc`.execute(this.db);
    return result.rows;
  }

  /** A place's videos, newest first, on videos_place_idx (its page's rules: no limited server's account). */
  place(viewerId: string, placeId: string, limit: number, cursor: TimeCursor | null) {
    return this.newest(viewerId, sql`v.place_id = ${placeId}::uuid`, limit, cursor);
  }

  /** The videos using a sound, newest first, on videos_track_idx. */
  sound(viewerId: string, trackId: string, limit: number, cursor: TimeCursor | null) {
    return this.newest(viewerId, sql`v.music_track_id = ${trackId}::uuid`, limit, cursor);
  }

  /** The videos a person liked, last liked first (the Likes tab), on video_likes_user_idx (user_id, created_at, video_id). */
  likes(viewerId: string, userId: string, limit: number, cursor: TimeCursor | null) {
    return this.kept('video_likes', viewerId, userId, limit, cursor);
  }

  /** My Favourites (issue 55), last saved first, on video_favourites_user_idx: only ever the viewer's own. */
  favourites(userId: string, limit: number, cursor: TimeCursor | null) {
    return this.kept('video_favourites', userId, userId, limit, cursor);
  }

  /** A person's reposts, last reposted first (the Reposts tab), on reposts_user_idx. */
  reposts(viewerId: string, userId: string, limit: number, cursor: TimeCursor | null) {
    return this.kept('reposts', viewerId, userId, limit, cursor);
  }

  private async kept(list: 'video_likes' | 'video_favourites' | 'reposts', viewerId: string, userId: string, limit: number, cursor: TimeCursor | null) {
    const after = afterCursor(['l.created_at', 'l.video_id'], cursor);
    const result = await sql<GridPlayerRow>`
      select l.video_id as id, l.created_at::text as sort_time
      from ${sql.table(list)} l
      join videos v on v.id = l.video_id
      join profiles author on author.user_id = v.user_id
      where l.user_id = ${userId}::uuid and ${visibleTo(viewerId)} ${after}
      order by l.created_at desc, l.video_id desc
      limit ${limit}`.execute(this.db);
    return result.rows;
  }

  private async newest(viewerId: string, grid: RawBuilder<unknown>, limit: number, cursor: TimeCursor | null) {
    const result = await sql<GridPlayerRow>`
      select v.id, v.created_at::text as sort_time
      from videos v
      join profiles author on author.user_id = v.user_id
      where ${grid} and ${visibleTo(viewerId)} and ${discoverable('author')} and ${unmutedFor(viewerId)} ${afterTime(cursor)}
      order by v.created_at desc, v.id desc
      limit ${limit}`.execute(this.db);
    return result.rows;
  }
}
