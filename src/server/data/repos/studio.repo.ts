import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db.ts';
import { VIEW_SOURCES, type ViewSourceField } from '../../../shared/studio-analytics.ts';

/** Whose numbers: all of a creator's videos, or one of them. */
export interface StudioScope {
  creatorId: string;
  videoId: string | null;
}

export interface StudioDay {
  day: string;
  views: number;
  watchMs: number;
  completions: number;
}

/** What the daily rows cannot sum: what others did over the range. */
export interface StudioReach {
  follows: number;
  likes: number;
  comments: number;
  shares: number;
}

export interface StudioVideoRow {
  id: string;
  caption: string;
  thumbnailSmallUrl: string | null;
  thumbnailUrl: string | null;
  createdAt: Date;
  views: number;
  watchMs: number;
  completions: number;
}

const sourceSums = sql.raw(VIEW_SOURCES.map((source) => `coalesce(sum(${source}), 0)::int as ${source}`).join(', '));
const sourceCounts = sql.raw(VIEW_SOURCES.map((source) => `count(*) filter (where source = '${source}')::int as ${source}`).join(', '));

/**
 * The numbers /studio shows (issue 42 item 5, decision 056): the daily rows the rollup wrote, plus the watches
 * it has not taken yet, so a view shows at once. Days are UTC days, the last `days` of them including today.
 */
export class StudioRepo {
  constructor(private readonly db: Db) {}

  /** A scalar subquery, so it is worked out once: as a bare expression, every daily row paid its time zone conversion. */
  private since(days: number) {
    return sql`(select (now() at time zone 'UTC')::date - ${days - 1}::int)`;
  }

  private dailyRows(scope: StudioScope, days: number): RawBuilder<unknown> {
    const video = scope.videoId ? sql`and s.video_id = ${scope.videoId}::uuid` : sql``;
    return sql`select * from video_daily_stats s where s.creator_id = ${scope.creatorId}::uuid and s.day >= ${this.since(days)} ${video}`;
  }

  /** Watches not rolled up yet, without those the rollup would drop (banned or blocked viewers). */
  private pending(scope: StudioScope): RawBuilder<unknown> {
    const video = scope.videoId ? sql`and w.video_id = ${scope.videoId}::uuid` : sql``;
    return sql`select w.*, (w.created_at at time zone 'UTC')::date as day from video_watches w
      where w.creator_id = ${scope.creatorId}::uuid ${video}
        and (w.viewer_id is null or (
          not exists (select 1 from profiles p where p.user_id = w.viewer_id and p.banned)
          and not exists (select 1 from blocks b where (b.blocker_id = w.viewer_id and b.blocked_id = w.creator_id)
                                                  or (b.blocker_id = w.creator_id and b.blocked_id = w.viewer_id))))`;
  }

  async daily(scope: StudioScope, days: number): Promise<StudioDay[]> {
    const result = await sql<StudioDay>`
      with parts as (
        select day, views, watch_ms::float8 as watch_ms, completions from (${this.dailyRows(scope, days)}) s
        union all
        select day, 1, watched_ms, completed::int from (${this.pending(scope)}) w
      ),
      -- Summed by day before the join with the calendar: a join first would carry every daily row through it.
      by_day as (select day, sum(views) as views, sum(watch_ms) as watch_ms, sum(completions) as completions from parts group by day)
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(p.views, 0)::int as views,
             coalesce(p.watch_ms, 0)::float8 as watch_ms, coalesce(p.completions, 0)::int as completions
      from generate_series(${this.since(days)}, (now() at time zone 'UTC')::date, interval '1 day') as d(day)
      left join by_day p on p.day = d.day::date
      order by d.day`.execute(this.db);
    return result.rows;
  }

  /** Views by source, by the sources' field names: the plugin names the row's `for_you` column forYou. */
  async sources(scope: StudioScope, days: number): Promise<Record<ViewSourceField, number>> {
    const result = await sql<Record<ViewSourceField, number>>`
      select ${sourceSums} from (
        select ${sql.raw(VIEW_SOURCES.join(', '))} from (${this.dailyRows(scope, days)}) s
        union all
        select ${sourceCounts} from (${this.pending(scope)}) w
      ) parts`.execute(this.db);
    return result.rows[0];
  }

  /** A video's unique viewers over the range, exactly: its viewer-days plus the watches not rolled up yet. */
  async videoViewers(creatorId: string, videoId: string, days: number): Promise<number> {
    const result = await sql<{ viewers: number }>`
      select count(*)::int as viewers from (
        select viewer from video_viewer_days where video_id = ${videoId}::uuid and day >= ${this.since(days)}
        union select viewer from (${this.pending({ creatorId, videoId })}) w
      ) u`.execute(this.db);
    return result.rows[0].viewers;
  }

  /**
   * What a creator's unique viewers over the range are estimated from (issue 56 item 4): the day sketches the
   * rollup keeps, and the viewers of the watches not rolled up yet (their hashes as text, exact in JavaScript).
   */
  async creatorViewers(creatorId: string, days: number): Promise<{ sketches: Buffer[]; pending: string[] }> {
    // As base64: 60 dense days are a megabyte, and measured, bytea's hex text took 2.5 times as long to arrive.
    const result = await sql<{ registers: string | null; viewer: string | null }>`
      select encode(registers, 'base64') as registers, null::text as viewer from creator_viewer_sketches
      where creator_id = ${creatorId}::uuid and day >= ${this.since(days)}
      union all
      select null, viewer::text from (${this.pending({ creatorId, videoId: null })}) w`.execute(this.db);
    const sketches = result.rows.flatMap((row) => (row.registers !== null ? [Buffer.from(row.registers, 'base64')] : []));
    const pending = result.rows.flatMap((row) => (row.viewer !== null ? [row.viewer] : []));
    return { sketches, pending };
  }

  /** What people did over the range: follows gained, and likes, comments and shares by others. */
  async totals(scope: StudioScope, days: number): Promise<StudioReach> {
    const videos = scope.videoId
      ? sql`select id from videos where id = ${scope.videoId}::uuid and user_id = ${scope.creatorId}::uuid`
      : sql`select id from videos where user_id = ${scope.creatorId}::uuid`;
    const from = sql`(${this.since(days)}::timestamp at time zone 'UTC')`;
    const follows = scope.videoId
      ? sql`(select coalesce(sum(follows), 0) from (${this.dailyRows(scope, days)}) s) + (select count(*) filter (where followed) from (${this.pending(scope)}) w)`
      : sql`(select count(*) from follows f where f.followee_id = ${scope.creatorId}::uuid and f.created_at >= ${from})`;
    const result = await sql<StudioReach>`
      with mine as (${videos})
      select
        (${follows})::int as follows,
        (select count(*) from video_likes l join mine m on m.id = l.video_id where l.created_at >= ${from} and l.user_id <> ${scope.creatorId}::uuid)::int as likes,
        (select count(*) from comments c join mine m on m.id = c.video_id where c.created_at >= ${from} and c.user_id <> ${scope.creatorId}::uuid)::int as comments,
        (select count(*) from shares x join mine m on m.id = x.video_id where x.created_at >= ${from} and x.user_id <> ${scope.creatorId}::uuid)::int as shares`.execute(
      this.db,
    );
    return result.rows[0];
  }

  /** The creator's most watched videos in the range. */
  async topVideos(creatorId: string, days: number, limit: number): Promise<StudioVideoRow[]> {
    const scope = { creatorId, videoId: null };
    const result = await sql<StudioVideoRow>`
      with parts as (
        select video_id, views, watch_ms::float8 as watch_ms, completions from (${this.dailyRows(scope, days)}) s
        union all
        select video_id, 1, watched_ms, completed::int from (${this.pending(scope)}) w
      ),
      ranked as (
        select video_id, sum(views)::int as views, sum(watch_ms)::float8 as watch_ms, sum(completions)::int as completions
        from parts group by video_id order by views desc, watch_ms desc limit ${limit}
      )
      select v.id, v.caption, v.thumbnail_small_url, v.thumbnail_url, v.created_at, r.views, r.watch_ms, r.completions
      from ranked r join videos v on v.id = r.video_id
      order by r.views desc, r.watch_ms desc, v.id`.execute(this.db);
    return result.rows;
  }

  /** The video's caption if it is the creator's (a posted, draft or scheduled video alike). */
  async ownVideo(creatorId: string, videoId: string) {
    return this.db.selectFrom('videos').select(['id', 'caption', 'thumbnailSmallUrl', 'thumbnailUrl', 'createdAt', 'duration']).where('id', '=', videoId).where('userId', '=', creatorId).executeTakeFirst();
  }
}
