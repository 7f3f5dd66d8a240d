import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { watchableBy } from './visibility.ts';
import type { ViewSource } from '../../../shared/studio-analytics.ts';
import { QUICK_SKIP_MS, WATCH_QUALITY_HALF_LIFE_DAYS } from '../../../shared/for-you.ts';

export interface Watch {
  id: string;
  videoId: string;
  viewerId: string | null;
  /** A keyed hash of the account or the address: counts unique viewers without keeping who they are. */
  viewer: bigint;
  source: ViewSource;
  watchedMs: number;
  completed: boolean;
  followed: boolean;
  /** A complete watch needs at least this share of the video played. */
  completionShare: number;
}

/** Folds a rollup batch's sketch of a creator's day into the stored one (viewer-sketch.ts): the bytes to store. */
export type MergeSketches = (stored: Uint8Array, batch: Uint8Array) => Uint8Array;

/**
 * The player's watches (issue 42 item 5, decision 056). A watch is stored in one statement with the visibility
 * check; the creator's own is dropped there. Its id is the player's, which reports the same watch several times
 * (every few seconds, then as it ends): each report keeps the longest time, never adds a view; an id another
 * viewer holds is left alone. A signed-in viewer's watch also goes into their watch history.
 */
export class WatchRepo {
  constructor(private readonly db: Db) {}

  async record(watch: Watch): Promise<{ visible: boolean }> {
    const { id, videoId, viewerId, viewer, source, watchedMs, completed, followed, completionShare } = watch;
    const result = await sql<{ visible: boolean }>`
      with target as (
        select v.id, v.user_id, coalesce(v.duration, 0) * 1000 as duration_ms
        from videos v join profiles author on author.user_id = v.user_id
        where v.id = ${videoId}::uuid and ${watchableBy(viewerId)} and v.status = 'ready'
      ),
      stored as (
        insert into video_watches (id, video_id, creator_id, viewer_id, viewer, source, watched_ms, completed, followed)
        select ${id}::uuid, t.id, t.user_id, ${viewerId}::uuid, ${viewer.toString()}::bigint, ${source}, ${watchedMs},
               ${completed} and ${watchedMs} >= t.duration_ms * ${completionShare},
               ${followed} and exists (select 1 from follows f where f.follower_id = ${viewerId}::uuid and f.followee_id = t.user_id)
        from target t
        where t.user_id is distinct from ${viewerId}::uuid
        on conflict (id) do update
          set watched_ms = greatest(video_watches.watched_ms, excluded.watched_ms),
              completed = video_watches.completed or excluded.completed,
              followed = video_watches.followed or excluded.followed,
              updated_at = now()
          where video_watches.viewer = excluded.viewer and video_watches.video_id = excluded.video_id
        returning 1
      ),
      -- The viewer's watch history (issue 55 item 4), unless they paused it: one row a video, at its last watch.
      -- A report every few seconds of one watch moves it at most once a minute.
      history as (
        insert into watch_history (user_id, video_id)
        select p.user_id, t.id from target t join profiles p on p.user_id = ${viewerId}::uuid
        where not p.watch_history_paused and t.user_id <> p.user_id
        on conflict (user_id, video_id) do update set watched_at = now()
          where watch_history.watched_at < now() - interval '1 minute'
      )
      select exists (select 1 from target) as visible`.execute(this.db);
    return { visible: result.rows[0].visible };
  }

  /**
   * Moves up to `batch` settled watches into the daily rows, in one transaction: the watches are deleted as
   * they are read (skip locked, so two workers share the work), those of a viewer banned or blocked either way
   * by now are dropped, and each video's day gains its views, time, completions, follows and sources.
   * Each creator's day sketch of unique viewers gains the batch's viewers in the same transaction (issue 56
   * item 4). Returns how many watches it took; the caller repeats while a batch comes back full.
   */
  async rollUp(settleSeconds: number, batch: number, mergeSketches: MergeSketches): Promise<number> {
    return this.db.transaction().execute((trx) => this.rollUpBatch(trx, settleSeconds, batch, mergeSketches));
  }

  private async rollUpBatch(trx: Db, settleSeconds: number, batch: number, mergeSketches: MergeSketches): Promise<number> {
    // The batch's viewers as one sparse sketch per creator and day (creator_viewers below), for foldViewerSketches.
    await sql`create temp table batch_viewer_sketches (creator_id uuid not null, day date not null, registers bytea not null) on commit drop`.execute(trx);
    // A quality counter loses half its weight every WATCH_QUALITY_HALF_LIFE_DAYS of the watches' own time.
    const decay = sql`exp(-ln(2) * greatest(extract(epoch from excluded.decayed_at - q.decayed_at), 0) / ${WATCH_QUALITY_HALF_LIFE_DAYS * 86400})`;
    const result = await sql<{ taken: number }>`
      with taken as (
        delete from video_watches w
        where w.id in (
          select id from video_watches where updated_at < now() - make_interval(secs => ${settleSeconds})
          order by updated_at limit ${batch} for update skip locked
        )
        returning w.video_id, w.creator_id, w.viewer_id, w.viewer, w.source, w.watched_ms, w.completed, w.followed,
                  w.updated_at, (w.created_at at time zone 'UTC')::date as day
      ),
      counted as (
        select t.*, coalesce(v.duration, 0) * 1000 as duration_ms from taken t join videos v on v.id = t.video_id
        where t.viewer_id is null
           or not exists (
             select 1 from profiles p where p.user_id = t.viewer_id and p.banned
           ) and not exists (
             select 1 from blocks b
             where (b.blocker_id = t.viewer_id and b.blocked_id = t.creator_id) or (b.blocker_id = t.creator_id and b.blocked_id = t.viewer_id)
           )
      ),
      -- For You's watch signals (issue 56, decision 075): each signed-in viewer's record with each video, and each
      -- video's decaying quality. Both are dated by the watches' own report times, never the rollup's.
      viewer_signals as (
        insert into viewer_video_signals as s (user_id, video_id, creator_id, watches, completions, skips, rewatches, watched_ms, last_at)
        select c.viewer_id, c.video_id, c.creator_id, count(*), count(*) filter (where c.completed),
               count(*) filter (where c.watched_ms < ${QUICK_SKIP_MS} and not c.completed),
               greatest(count(*) - 1, 0) + count(*) filter (where c.watched_ms > c.duration_ms and c.duration_ms > 0),
               sum(c.watched_ms), max(c.updated_at)
        from counted c where c.viewer_id is not null
        group by c.viewer_id, c.video_id, c.creator_id
        on conflict (user_id, video_id) do update set
          watches = s.watches + excluded.watches, completions = s.completions + excluded.completions,
          skips = s.skips + excluded.skips, rewatches = s.rewatches + excluded.rewatches + 1,
          watched_ms = s.watched_ms + excluded.watched_ms, last_at = greatest(s.last_at, excluded.last_at)
      ),
      watch_quality as (
        insert into video_watch_quality as q (video_id, views, completions, skips, decayed_at)
        select c.video_id, count(*), count(*) filter (where c.completed),
               count(*) filter (where c.watched_ms < ${QUICK_SKIP_MS} and not c.completed), max(c.updated_at)
        from counted c group by c.video_id
        on conflict (video_id) do update set
          views = q.views * ${decay} + excluded.views,
          completions = q.completions * ${decay} + excluded.completions,
          skips = q.skips * ${decay} + excluded.skips,
          decayed_at = greatest(q.decayed_at, excluded.decayed_at)
      ),
      new_viewers as (
        insert into video_viewer_days (video_id, day, viewer)
        select distinct video_id, day, viewer from counted
        on conflict do nothing
        returning video_id, day
      ),
      -- Register = the viewer hash's low 14 bits, rank = leading zeros of the other 50 plus one, as in
      -- viewer-sketch.ts; each entry is 3 bytes: the register (big-endian), then its highest rank in the batch.
      creator_viewers as (
        insert into batch_viewer_sketches (creator_id, day, registers)
        select creator_id, day, string_agg(substring(int4send(register * 256 + rank) from 2 for 3), ''::bytea order by register)
        from (
          select creator_id, day, (viewer & 16383)::int as register,
                 max(coalesce(nullif(position(B'1' in substring(viewer::bit(64) from 1 for 50)), 0), 51)) as rank
          from counted group by 1, 2, 3
        ) registers
        group by creator_id, day
      ),
      daily as (
        insert into video_daily_stats as s (video_id, day, creator_id, views, viewers, watch_ms, completions, follows,
                                            for_you, following, profile, search, share, tag, sound, other)
        select c.video_id, c.day, c.creator_id, count(*), coalesce(max(n.added), 0), sum(c.watched_ms), count(*) filter (where c.completed),
               count(*) filter (where c.followed),
               count(*) filter (where c.source = 'for_you'), count(*) filter (where c.source = 'following'),
               count(*) filter (where c.source = 'profile'), count(*) filter (where c.source = 'search'),
               count(*) filter (where c.source = 'share'), count(*) filter (where c.source = 'tag'),
               count(*) filter (where c.source = 'sound'), count(*) filter (where c.source = 'other')
        from counted c
        left join (select video_id, day, count(*) as added from new_viewers group by 1, 2) n using (video_id, day)
        group by c.video_id, c.day, c.creator_id
        on conflict (video_id, day) do update set
          views = s.views + excluded.views, viewers = s.viewers + excluded.viewers, watch_ms = s.watch_ms + excluded.watch_ms,
          completions = s.completions + excluded.completions, follows = s.follows + excluded.follows,
          for_you = s.for_you + excluded.for_you, following = s.following + excluded.following,
          profile = s.profile + excluded.profile, search = s.search + excluded.search, share = s.share + excluded.share,
          tag = s.tag + excluded.tag, sound = s.sound + excluded.sound, other = s.other + excluded.other
      )
      select count(*)::int as taken from taken`.execute(trx);
    await this.foldViewerSketches(trx, mergeSketches);
    return result.rows[0].taken;
  }

  /**
   * Merges the batch's sketches into the stored ones, in the rollup's transaction. A new day takes the batch's as
   * it is while sparse is smaller (else an empty one to merge into). The rest are locked in key order, so workers
   * wait rather than deadlock, by a second statement: its snapshot sees a day another worker has just added.
   */
  private async foldViewerSketches(trx: Db, mergeSketches: MergeSketches): Promise<void> {
    await sql`with added as (
        insert into creator_viewer_sketches (creator_id, day, registers)
        select creator_id, day, case when length(registers) < 16384 then registers else ''::bytea end
        from batch_viewer_sketches order by creator_id, day
        on conflict do nothing returning creator_id, day, registers
      )
      delete from batch_viewer_sketches b using added a where b.creator_id = a.creator_id and b.day = a.day and a.registers <> ''::bytea`.execute(trx);
    const { rows } = await sql<{ creatorId: string; day: string; stored: Buffer; batch: Buffer }>`
      select s.creator_id, s.day::text as day, s.registers as stored, b.registers as batch
      from batch_viewer_sketches b join creator_viewer_sketches s using (creator_id, day)
      order by s.creator_id, s.day for update of s`.execute(trx);
    const [creators, days, merged] = [rows.map((row) => row.creatorId), rows.map((row) => row.day), rows.map((row) => mergeSketches(row.stored, row.batch))];
    await sql`update creator_viewer_sketches s set registers = m.registers from unnest(${creators}::uuid[], ${days}::date[], ${merged}::bytea[]) as m(creator_id, day, registers)
      where s.creator_id = m.creator_id and s.day = m.day`.execute(trx);
  }

  /** Who watched on which day, and each creator's day sketches, are kept only as long as the longest range needs them. */
  async pruneViewerDays(keepDays: number): Promise<void> {
    await sql`delete from video_viewer_days where day < (now() at time zone 'UTC')::date - ${keepDays}::int`.execute(this.db);
    await sql`delete from creator_viewer_sketches where day < (now() at time zone 'UTC')::date - ${keepDays}::int`.execute(this.db);
  }
}
