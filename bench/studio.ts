/**
 * bench/studio — creator analytics (issue 42 item 5): the rollup of 10 million watches into daily rows, and
 * /studio's p50 on the 100k-video bench database (bench/feed's seed) beside the bare SQL it runs, in one run.
 * The creator owns 1,000 videos; the watches are spread over 60 days and skewed towards some videos, as views are.
 *   npm run bench:studio      (DATABASE_URL to use an external PostgreSQL; else embedded in .bench-data)
 *   BENCH_WATCHES=1000000 for a quicker run
 */
import pg from 'pg';
import { StudioRepo } from '../src/server/data/repos/studio.repo.ts';
import { WatchRepo } from '../src/server/data/repos/watch.repo.ts';
import { ROLLUP_BATCH } from '../src/server/domain/studio/studio.service.ts';
import { STUDIO_TOP_VIDEOS } from '../src/shared/studio-analytics.ts';
import { benchDatabase } from './lib/bench-db.ts';
import { benchSession, startBenchApp } from './lib/bench-app.ts';
import { seedFeedData } from './lib/seed-feed.ts';
import { measureInterleaved, printTable, ratio } from './lib/stats.ts';

const WATCHES = Number(process.env.BENCH_WATCHES ?? 10_000_000);
const CREATOR_VIDEOS = 1000;
const CHUNK = 1_000_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

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
await client.query('truncate video_watches, video_daily_stats, video_viewer_days, creator_viewer_days');
await client.query(`update videos set user_id = $1 where id in (select id from videos where not hidden order by id limit ${CREATOR_VIDEOS})`, [creatorId]);
await client.query('drop table if exists bench_videos; create table bench_videos as select row_number() over (order by id) - 1 as n, id, user_id from videos where not hidden; create index on bench_videos (n)');
const videoCount = (await client.query('select count(*)::int as n from bench_videos')).rows[0].n as number;

console.log(`writing ${WATCHES.toLocaleString('en')} settled watches over 60 days (${(WATCHES / videoCount).toFixed(0)} a video on average):`);
await timed('inserted', async () => {
  for (let done = 0; done < WATCHES; done += CHUNK) {
    const rows = Math.min(CHUNK, WATCHES - done);
    // The creator's videos (n < 1000 by id order) get about 1 in 10 watches; the rest are skewed (random()^3).
    await client.query(`
      insert into video_watches (id, video_id, creator_id, viewer, source, watched_ms, completed, followed, created_at, updated_at)
      select gen_random_uuid(), v.id, v.user_id, (random() * 200000)::bigint,
             (array['for_you','following','profile','search','share','tag','sound','other'])[1 + floor(random() * 8)::int],
             (random() * 15000)::int, random() < 0.3, random() < 0.01, t.at, t.at
      from (select g, case when random() < 0.1 then (random() * ${CREATOR_VIDEOS - 1})::bigint
                           else (power(random(), 3) * ${videoCount - 1})::bigint end as n,
                   now() - interval '3 minutes' - random() * interval '59 days' as at
            from generate_series(1, ${rows}) g) t
      join bench_videos v on v.n = t.n`);
  }
});
await client.query('analyze video_watches');

const watches = new WatchRepo(db);
console.log('rolling up (the workers\' beat, batch after batch):');
const rollup = await timed('rolled up', async () => {
  let taken = 0;
  for (let batch = ROLLUP_BATCH; batch === ROLLUP_BATCH; ) {
    batch = await watches.rollUp(60, ROLLUP_BATCH);
    taken += batch;
  }
  return taken;
});
const counts = (await client.query(`select (select count(*) from video_watches)::int as left, (select count(*) from video_daily_stats)::int as daily,
  (select coalesce(sum(views), 0)::bigint as views from video_daily_stats), (select count(*) from video_viewer_days)::int as viewer_days,
  (select count(*) from creator_viewer_days)::int as creator_days`)).rows[0];
console.log(`  ${rollup.result.toLocaleString('en')} watches → ${counts.daily.toLocaleString('en')} daily rows holding ${Number(counts.views).toLocaleString('en')} views; ` +
  `${counts.viewer_days.toLocaleString('en')} video viewer-days, ${counts.creator_days.toLocaleString('en')} creator viewer-days; ${counts.left} watches left`);
console.log(`  ${Math.round(rollup.result / rollup.seconds).toLocaleString('en')} watches a second`);
if (counts.left !== 0 || Number(counts.views) !== WATCHES) throw new Error('the rollup lost or kept watches');
await client.query('analyze video_daily_stats; analyze video_viewer_days; analyze creator_viewer_days');

// A few minutes of fresh watches not rolled up yet, as /studio always has.
await client.query(`insert into video_watches (id, video_id, creator_id, viewer, source, watched_ms, completed)
  select gen_random_uuid(), v.id, v.user_id, (random() * 200000)::bigint, 'for_you', 5000, false from bench_videos v, generate_series(1, 20) where v.n < 50`);

const studio = new StudioRepo(db);
const scope = { creatorId, videoId: null };
const topVideoId = (await getJson('/api/studio?days=28')).topVideos[0].id as string;
const videoScope = { creatorId, videoId: topVideoId };
/** Exactly the statements GET /api/studio runs (at once, as the service does). */
const bareOverview = (days: 7 | 28 | 60) => Promise.all([studio.daily(scope, days), studio.sources(scope, days), studio.totals(scope, days), studio.topVideos(creatorId, days, STUDIO_TOP_VIDEOS)]);
const bareVideo = (days: 7 | 28 | 60) => Promise.all([studio.ownVideo(creatorId, topVideoId), studio.daily(videoScope, days), studio.sources(videoScope, days), studio.totals(videoScope, days)]);

const samples = await measureInterleaved(
  [
    { name: 'GET /api/studio?days=28 (1,000 videos)', fn: () => getJson('/api/studio?days=28') },
    { name: '  bare SQL: its four statements', fn: () => bareOverview(28) },
    { name: 'GET /api/studio?days=60', fn: () => getJson('/api/studio?days=60') },
    { name: '  bare SQL: its four statements ', fn: () => bareOverview(60) },
    { name: 'GET /api/studio/videos/{id}?days=28 (its top video)', fn: () => getJson(`/api/studio/videos/${topVideoId}?days=28`) },
    { name: '  bare SQL: its four statements  ', fn: () => bareVideo(28) },
  ],
  RUNS,
);
console.log('');
printTable(samples);
console.log('');
const [overviewHttp, overviewSql, longHttp, longSql, videoHttp, videoSql] = samples;
ratio('/studio 28 days p50 / its bare SQL p50', overviewHttp.p50, overviewSql.p50, 'goal ≤ 1.5');
ratio('/studio 60 days p50 / its bare SQL p50', longHttp.p50, longSql.p50, 'goal ≤ 1.5');
ratio('one video p50 / its bare SQL p50', videoHttp.p50, videoSql.p50, 'goal ≤ 1.5');

await client.query('drop table bench_videos');
await client.end();
await stop();
await database.stop();
