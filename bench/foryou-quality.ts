/**
 * bench/foryou-quality — an offline evaluation of For You (issue 56 item 1): how good are its pages, beside
 * simple baselines, on a log whose tastes we planted and therefore know.
 *   npm run bench:foryou-quality                 (DATABASE_URL to use an external PostgreSQL; else a throwaway embedded one)
 *   FORYOU_SEED=7 npm run bench:foryou-quality   (another world and log; default 5601)
 *   FORYOU_BEFORE=<another checkout> npm run bench:foryou-quality   (also that checkout's ranker, as a column)
 *
 * The world (bench/lib/foryou-sim/generator.ts): 60 creators posting 1,500 videos over 21 days in 12 topics
 * (hashtags) and 3 languages; 300 viewers with planted tastes (three topics, a language, two favourite
 * creators), about one in seven joining near the end with two picked interests (cold start). The log
 * (log.ts) comes from a logging policy blind to every ranker (followed creators 15 %, yesterday's popular
 * 45 %, any recent video 40 %), the viewers reacting by a hidden p(engage | viewer, video) (taste.ts). It is
 * written day by day through production's tables with the simulated timestamps, the watches rolled up by
 * WatchRepo.rollUp (replay-writer.ts).
 *
 * Days 0–15 are replayed; then for each of days 16–20, before replaying it (the last is only ranked), 100 sampled viewers are ranked as
 * of the day's start by the real rebuildForYou (and FORYOU_BEFORE's), by three baselines over the same
 * candidates (newest, most popular by 7-day likes + shares, random) and by an oracle that knows the hidden
 * tastes. A page is judged against what the viewer would do that day with each candidate (graded: complete
 * watch 1, like 2, share or save 3), drawn once so every ranker meets the same set; expected watch time sums
 * the ground truth's expected seconds, so it depends on no draw. FORYOU_BEFORE needs a checkout whose
 * rebuildForYou takes `now` (commit "For You ranks as of a given moment" or later): an older one ranks as of
 * the real clock and cannot replay a past day, so it is refused.
 */
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import pg from 'pg';
import { connect, ensureDatabase, withDatabase } from '../src/server/data/db.ts';
import { startEmbeddedPostgres } from '../src/server/data/embedded-postgres.ts';
import { migrate } from '../src/server/data/migrate.ts';
import { createLogger } from '../src/server/logger.ts';
import { ReplayedHistory } from './lib/foryou-sim/baselines.ts';
import { evaluateDay, printScores, Scoreboard } from './lib/foryou-sim/evaluate.ts';
import { generateWorld, type SimulationSize } from './lib/foryou-sim/generator.ts';
import { simulateLog } from './lib/foryou-sim/log.ts';
import { seededStream, shuffled } from './lib/foryou-sim/random.ts';
import { baselineRankers, forYouRanker, loadCheckoutRanker, oracleRanker, type Ranker } from './lib/foryou-sim/rankers.ts';
import { writeDay } from './lib/foryou-sim/replay-writer.ts';

const SEED = Number(process.env.FORYOU_SEED ?? 5601);
const SIZE: SimulationSize = { creators: 60, videos: 1500, viewers: 300, days: 21, topics: 12 };
const HELD_OUT_DAYS = 5;
const SAMPLED_VIEWERS = 100;
const DATABASE = 'popreel_bench_foryou';

const started = performance.now();
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

// Refused before any database is made: a checkout whose ranker cannot take the replayed moment (rankers.ts).
const before = process.env.FORYOU_BEFORE ? await loadCheckoutRanker(process.env.FORYOU_BEFORE) : null;
const world = generateWorld(SEED, SIZE);
const log = simulateLog(world);
// The last day is only ranked, never replayed: the totals are what the rankers could learn from.
const total = (pick: (day: (typeof log)[number]) => unknown[]) => log.slice(0, -1).reduce((sum, day) => sum + pick(day).length, 0).toLocaleString('en');
console.log(`seed ${SEED}: ${SIZE.creators} creators, ${SIZE.videos.toLocaleString('en')} videos over ${SIZE.days} days, ${SIZE.viewers} viewers `
  + `(${world.viewers.filter((viewer) => viewer.picks).length} cold starts), ${SIZE.topics} topics, 3 languages`);
console.log(`log replayed (days 0–${SIZE.days - 2}): ${total((d) => d.watches)} watches, ${total((d) => d.likes)} likes, ${total((d) => d.shares)} shares, ${total((d) => d.saves)} saves, `
  + `${total((d) => d.comments)} comments, ${total((d) => d.follows)} follows, ${total((d) => d.notInterested)} not interested`);

// A throwaway cluster of its own (unless DATABASE_URL): the log is replayed from nothing each run, so the shared
// .bench-data cluster has nothing to offer, and starting that one would stop another bench's server running on it.
const server = await ownServer();
const admin = new pg.Client({ connectionString: withDatabase(server.url, 'postgres') });
await admin.connect();
await admin.query(`drop database if exists ${admin.escapeIdentifier(DATABASE)}`);
await admin.end();
const url = await ensureDatabase(server.url, DATABASE);
const migrations = new pg.Pool({ connectionString: url, max: 2 });
await migrate(migrations);
await migrations.end();
const handle = connect(url, 4);
const { db } = handle;

const rankers: Ranker[] = [forYouRanker(db, world, 'For You')];
if (before) rankers.push(forYouRanker(db, world, 'before', before.rebuild, before.Repo));
rankers.push(...baselineRankers(seededStream(SEED ^ 0xbadcafe)), oracleRanker());
const boards = rankers.map((ranker) => new Scoreboard(ranker));
const available = new Set<number>();
const history = new ReplayedHistory(world);
const sampling = seededStream(SEED ^ 0x5a3b1e);

// Whatever happens, the database is dropped and the server stopped: a crash of a ranker is reported, not left running.
try {
  let replaying = 0;
  let ranking = 0;
  const firstHeldOut = SIZE.days - HELD_OUT_DAYS;
  for (const day of log) {
    if (day.day >= firstHeldOut) {
      const startedRanking = performance.now();
      const sample = shuffled([...history.joined].sort((a, b) => a - b), sampling).slice(0, SAMPLED_VIEWERS).map((n) => world.viewers[n]);
      await evaluateDay(world, history, day.day, sample, boards, available);
      ranking += performance.now() - startedRanking;
    }
    // The last day is only ranked: nothing is asked after it.
    if (day.day === SIZE.days - 1) break;
    const startedReplay = performance.now();
    await writeDay(db, world, day);
    history.add(day);
    replaying += performance.now() - startedReplay;
  }

  console.log(`\nheld out: days ${firstHeldOut}–${SIZE.days - 1}, ${SAMPLED_VIEWERS} viewers a day, ranked as of each day's start; `
    + `${available.size.toLocaleString('en')} videos were candidates\n`);
  printScores(world, boards, available);
  console.log(`\nreplaying the log ${(replaying / 1000).toFixed(1)} s, ranking ${(ranking / 1000).toFixed(1)} s, run ${seconds(started)}`);
} finally {
  await handle.close();
  const cleanup = new pg.Client({ connectionString: withDatabase(server.url, 'postgres') });
  await cleanup.connect();
  await cleanup.query(`drop database ${cleanup.escapeIdentifier(DATABASE)}`);
  await cleanup.end();
  await server.stop();
}

/** DATABASE_URL's server, else an embedded one in a folder of this run's own, gone when it stops. */
async function ownServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const folder = resolve('.bench-data', `foryou-quality-${process.pid}`);
  const embedded = await startEmbeddedPostgres(folder, createLogger('warn'), { port: 0, persistent: false });
  return {
    url: embedded.url,
    stop: async () => {
      await embedded.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
