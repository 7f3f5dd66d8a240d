/**
 * bench/studio — creator analytics (issue 42 item 5): the rollup of 10 million watches into daily rows, and
 * /studio's p50 on the 100k-video bench database (bench/feed's seed) beside the bare SQL it runs, in one run.
 * The creator owns 1,000 videos; the watches are spread over 60 days and skewed towards some videos, as views are.
 * Beside the 60-day page it times the exact count of the creator's unique viewers (what /studio ran before the
 * day sketches, issue 56 item 4) and prints the sketch's error against it.
 *   npm run bench:studio      (DATABASE_URL to use an external PostgreSQL; else embedded in .bench-data)
 *   BENCH_WATCHES=1000000 for a quicker run; BENCH_CREATOR_SHARE=1 gives them all to the creator (default 0.1);
 *   BENCH_VIEWERS sizes the pool of viewers the watches are drawn from (default 1,000,000)
 */
import pg from 'pg';
import { StudioRepo } from '../src/server/data/repos/studio.repo.ts';
import { WatchRepo } from '../src/server/data/repos/watch.repo.ts';
import { mergeDaySketches, ROLLUP_BATCH } from '../src/server/domain/studio/studio.service.ts';
import { STUDIO_TOP_VIDEOS } from '../src/shared/studio-analytics.ts';
import { benchDatabase } from './lib/bench-db.ts';
import { benchSession, startBenchApp } from './lib/bench-app.ts';
import { seedFeedData } from './lib/seed-feed.ts';
import { measureInterleaved, printTable, ratio } from './lib/stats.ts';

const WATCHES = Number(process.env.BENCH_WATCHES ?? 10_000_000);
const CREATOR_VIDEOS = 1000;
const CHUNK = 1_000_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const CREATOR_SHARE = Number(process.env.BENCH_CREATOR_SHARE ?? 0.1);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 1_000_000);
/** A viewer as the server stores one: a uniform 64-bit hash (here md5's first 8 bytes of a number from the pool). */
const viewerHash = `('x' || substr(md5(floor(random() * ${VIEWERS})::bigint::text), 1, 16))::bit(64)::bigint`;

const database = await benchDatabase('popreel_bench_studio');
await seedFeedData(database.url, console.log);
const { runtime, stop, base } = await startBenchApp(database.url);
const { db } = runtime.ctx;
const { userId: creatorId, getJson } = await benchSession(base, { username: 'bench_creator', email: 'creator@bench.example.com', password: 'bench-password-1' });

const client = new pg.Client({ connectionString: database.url });
await client.connect();
const timed = async <T>(label: string, work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  console.log(`  ${label}: ${seconds.toFixed(1)} s`);
  return { result, seconds };
};

// A fresh start each run: the creator's videos, no watches, no daily rows.
await client.query('truncate video_watches, video_daily_stats, video_viewer_days, creator_viewer_sketches');
await client.query(`update videos set user_id = $1 where id in (select id from videos where not hidden order by id limit ${CREATOR_VIDEOS})`, [creatorId]);
await client.query('drop table if exists bench_videos; create table bench_videos as select row_number() over (order by id) - 1 as n, id, user_id from videos where not hidden; create index on bench_videos (n)');
const videoCount = (await client.query('select count(*)::int as n from bench_videos')).rows[0].n as number;

console.log(`writing ${WATCHES.toLocaleString('en')} settled watches over 60 days, ${CREATOR_SHARE * 100} % of them the creator's, from ${VIEWERS.toLocaleString('en')} viewers:`);
await timed('inserted', async () => {
  for (let done = 0; done < WATCHES; done += CHUNK) {
    const rows = Math.min(CHUNK, WATCHES - done);
    // The creator's videos (n < 1000 by id order) get CREATOR_SHARE of the watches; the rest are skewed (random()^3).
    await client.query(`
      insert into video_watches (id, video_id, creator_id, viewer, source, watched_ms, completed, followed, created_at, updated_at)
      select gen_random_uuid(), v.id, v.user_id, ${viewerHash},
             (array['for_you','following','profile','search','share','tag','sound','other'])[1 + floor(random() * 8)::int],
             (random() * 15000)::int, random() < 0.3, random() < 0.01, t.at, t.at
      from (select g, case when random() < ${CREATOR_SHARE} then (random() * ${CREATOR_VIDEOS - 1})::bigint
                           else (power(random(), 3) * ${videoCount - 1})::bigint end as n,
                   now() - interval '3 minutes' - random() * interval '59 days' as at
            from generate_series(1, ${rows}) g) t
      join bench_videos v on v.n = t.n`);
  }
});
await client.query('analyze video_watches');
// The creator's viewer-days as the table /studio counted exactly before the sketches (creator_viewer_days).
await client.query(`drop table if exists bench_viewer_days; create table bench_viewer_days as
  select distinct creator_id, (created_at at time zone 'UTC')::date as day, viewer from video_watches where creator_id = '${creatorId}';
  alter table bench_viewer_days add primary key (creator_id, day, viewer)`);
await client.query('vacuum analyze bench_viewer_days');

const watches = new WatchRepo(db);
console.log('rolling up (the workers\' beat, batch after batch):');
const rollup = await timed('rolled up', async () => {
  let taken = 0;
  for (let batch = ROLLUP_BATCH; batch === ROLLUP_BATCH; ) {
    batch = await watches.rollUp(60, ROLLUP_BATCH, mergeDaySketches);
    taken += batch;
  }
  return taken;
});
const counts = (await client.query(`select (select count(*) from video_watches)::int as left, (select count(*) from video_daily_stats)::int as daily,
  (select coalesce(sum(views), 0)::bigint as views from video_daily_stats), (select count(*) from video_viewer_days)::int as viewer_days,
  (select count(*) from creator_viewer_sketches)::int as sketches, (select coalesce(sum(pg_column_size(registers)), 0)::bigint from creator_viewer_sketches) as sketch_bytes`)).rows[0];
console.log(`  ${rollup.result.toLocaleString('en')} watches → ${counts.daily.toLocaleString('en')} daily rows holding ${Number(counts.views).toLocaleString('en')} views; ` +
  `${counts.viewer_days.toLocaleString('en')} video viewer-days, ${counts.sketches.toLocaleString('en')} creator day sketches ` +
  `(${(Number(counts.sketch_bytes) / 1e6).toFixed(1)} MB stored); ${counts.left} watches left`);
console.log(`  ${Math.round(rollup.result / rollup.seconds).toLocaleString('en')} watches a second`);
if (counts.left !== 0 || Number(counts.views) !== WATCHES) throw new Error('the rollup lost or kept watches');
await client.query('analyze video_daily_stats; analyze video_viewer_days; analyze creator_viewer_sketches');

// A few minutes of fresh watches not rolled up yet, as /studio always has.
await client.query(`insert into video_watches (id, video_id, creator_id, viewer, source, watched_ms, completed)
  select gen_random_uuid(), v.id, v.user_id, ${viewerHash}, 'for_you', 5000, false from bench_videos v, generate_series(1, 20) where v.n < 50`);

const studio = new StudioRepo(db);
const scope = { creatorId, videoId: null };
const topVideoId = (await getJson('/api/studio?days=28')).topVideos[0].id as string;
const videoScope = { creatorId, videoId: topVideoId };
/** Exactly the statements GET /api/studio runs (at once, as the service does); the sketches' merge is the service's. */
const bareOverview = (days: 7 | 28 | 60) =>
  Promise.all([studio.daily(scope, days), studio.sources(scope, days), studio.totals(scope, days), studio.creatorViewers(creatorId, days), studio.topVideos(creatorId, days, STUDIO_TOP_VIDEOS)]);
const bareVideo = (days: 7 | 28 | 60) =>
  Promise.all([studio.ownVideo(creatorId, topVideoId), studio.daily(videoScope, days), studio.sources(videoScope, days), studio.totals(videoScope, days), studio.videoViewers(creatorId, topVideoId, days)]);
/** The creator's unique viewers counted exactly, as /studio did before the sketches: viewer-days plus pending watches. */
const exactViewers = async (days: 7 | 28 | 60) =>
  (await client.query(`select count(*)::int as n from (
    select viewer from bench_viewer_days where creator_id = $1 and day >= (now() at time zone 'UTC')::date - ${days - 1}
    union select viewer from video_watches where creator_id = $1) u`, [creatorId])).rows[0].n as number;

const samples = await measureInterleaved(
  [
    { name: 'GET /api/studio?days=28 (1,000 videos)', fn: () => getJson('/api/studio?days=28') },
    { name: '  bare SQL: its five statements', fn: () => bareOverview(28) },
    { name: 'GET /api/studio?days=60', fn: () => getJson('/api/studio?days=60') },
    { name: '  bare SQL: its five statements ', fn: () => bareOverview(60) },
    { name: '  the exact count of unique viewers, 60 days (before)', fn: () => exactViewers(60) },
    { name: 'GET /api/studio/videos/{id}?days=28 (its top video)', fn: () => getJson(`/api/studio/videos/${topVideoId}?days=28`) },
    { name: '  bare SQL: its five statements  ', fn: () => bareVideo(28) },
  ],
  RUNS,
);
console.log('');
printTable(samples);
console.log('');
const [overviewHttp, overviewSql, longHttp, longSql, exactSql, videoHttp, videoSql] = samples;
ratio('/studio 28 days p50 / its bare SQL p50', overviewHttp.p50, overviewSql.p50, 'goal ≤ 1.5');
ratio('/studio 60 days p50 / its bare SQL p50', longHttp.p50, longSql.p50, 'goal ≤ 1.5');
ratio('one video p50 / its bare SQL p50', videoHttp.p50, videoSql.p50, 'goal ≤ 1.5');
ratio('/studio 60 days p50 / the exact count alone p50', longHttp.p50, exactSql.p50, 'was > 1');
console.log(`/studio 60 days p50: ${longHttp.p50.toFixed(1)} ms (goal ≤ 100 ms)`);
console.log('');
for (const days of [7, 28, 60] as const) {
  const [shown, exact] = [(await getJson(`/api/studio?days=${days}`)).totals.uniqueViewers as number, await exactViewers(days)];
  console.log(`unique viewers, ${days} days: sketch ${shown.toLocaleString('en')}, exact ${exact.toLocaleString('en')}, error ${((shown / exact - 1) * 100).toFixed(2)} % (goal within 2 %)`);
}

await client.query('drop table bench_videos; drop table bench_viewer_days');
await client.end();
await stop();
await database.stop();
