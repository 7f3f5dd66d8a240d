/**
 * bench/jobs — Popreel's job queue beside graphile-worker, in one run on one PostgreSQL (each in its own fresh
 * database), on no-op jobs so the queue's own cost is what is measured:
 *   - pickup latency: idle workers; one job queued from another connection at a time; from just before the
 *     INSERT to the handler starting (p50/p99);
 *   - throughput: JOBS_FILL jobs queued at once, then drained by 1 worker and by JOBS_MANY_WORKERS workers
 *     (each its own queue and pool, as separate processes would be), jobs per second, and every job run once.
 * The two take turns for JOBS_ROUNDS rounds, each on fresh databases, and each figure is the median of its
 * rounds: on two shared cores one run of either swings by a third.
 *   npm run bench:jobs   (JOBS_FILL=10000  JOBS_LATENCY=200  JOBS_CONCURRENCY=4  JOBS_MANY_WORKERS=8  JOBS_ROUNDS=3
 *                         DATABASE_URL=… to use another server)
 */
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { ensureDatabase } from '../src/server/data/db.ts';
import { migrate } from '../src/server/data/migrate.ts';
import pg from 'pg';
import { benchServer } from './lib/bench-db.ts';
import { graphileQueue, ourQueue, type QueueUnderTest } from './lib/job-queues.ts';
import { wholeSetting } from './lib/bench-settings.ts';

const FILL = wholeSetting('JOBS_FILL', 10_000);
const LATENCY_SAMPLES = wholeSetting('JOBS_LATENCY', 200);
const CONCURRENCY = wholeSetting('JOBS_CONCURRENCY', 4);
const MANY = wholeSetting('JOBS_MANY_WORKERS', 8);
const ROUNDS = wholeSetting('JOBS_ROUNDS', 3);

interface Row {
  queue: string;
  pickupP50: number;
  pickupP99: number;
  oneWorker: number;
  manyWorkers: number;
  duplicates: number;
}

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function pickup(queue: QueueUnderTest) {
  const started = new Map<number, number>();
  const stop = await queue.startWorkers(1, CONCURRENCY, (id) => started.set(id, performance.now()));
  const waits: number[] = [];
  for (let id = 1; id <= LATENCY_SAMPLES + 10; id++) {
    const at = performance.now();
    await queue.queueOne(id);
    while (!started.has(id)) await new Promise((r) => setImmediate(r));
    if (id > 10) waits.push(started.get(id)! - at); // the first ten warm up
    await new Promise((r) => setTimeout(r, 5));
  }
  await stop();
  waits.sort((a, b) => a - b);
  return { p50: percentile(waits, 0.5), p99: percentile(waits, 0.99) };
}

/** Fills, starts `workers`, waits for every job; jobs per second from the start of the workers. */
async function drain(queue: QueueUnderTest, from: number, workers: number) {
  await queue.fill(from, FILL);
  const runs = new Map<number, number>();
  let done = 0;
  let finished!: () => void;
  const all = new Promise<void>((resolve) => (finished = resolve));
  const at = performance.now();
  const stop = await queue.startWorkers(workers, CONCURRENCY, (id) => {
    runs.set(id, (runs.get(id) ?? 0) + 1);
    if (++done === FILL) finished();
  });
  const timeout = setTimeout(() => finished(), 120_000);
  await all;
  const seconds = (performance.now() - at) / 1000;
  clearTimeout(timeout);
  await new Promise((r) => setTimeout(r, 200)); // a late second run would show here
  await stop();
  if (runs.size < FILL) throw new Error(`${queue.name}: only ${runs.size} of ${FILL} jobs ran within 120 s`);
  const duplicates = [...runs.values()].reduce((sum, n) => sum + n - 1, 0);
  return { perSecond: FILL / seconds, duplicates };
}

async function measureQueue(serverUrl: string, make: (url: string) => Promise<QueueUnderTest>, name: string): Promise<Row> {
  const url = await ensureDatabase(serverUrl, `bench_jobs_${name}_${randomBytes(3).toString('hex')}`);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  await migrate(pool);
  await pool.end();
  const queue = await make(url);
  try {
    const latency = await pickup(queue);
    const one = await drain(queue, 1_000_000, 1);
    const many = await drain(queue, 2_000_000, MANY);
    return { queue: queue.name, pickupP50: latency.p50, pickupP99: latency.p99, oneWorker: one.perSecond, manyWorkers: many.perSecond, duplicates: one.duplicates + many.duplicates };
  } finally {
    await queue.close();
  }
}

console.log(
  `${FILL} no-op jobs per drain, ${LATENCY_SAMPLES} pickups, concurrency ${CONCURRENCY} per worker, ${MANY} workers, ` +
    `median of ${ROUNDS} rounds, Node ${process.version}, ${cpus().length} cores`,
);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const server = await benchServer();
try {
  const ours: Row[] = [];
  const theirs: Row[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    ours.push(await measureQueue(server.url, ourQueue, 'ours'));
    theirs.push(await measureQueue(server.url, graphileQueue, 'graphile'));
    console.log(`round ${round}: ours ${Math.round(ours.at(-1)!.oneWorker)}/${Math.round(ours.at(-1)!.manyWorkers)} jobs/s, graphile-worker ${Math.round(theirs.at(-1)!.oneWorker)}/${Math.round(theirs.at(-1)!.manyWorkers)} (1/${MANY} workers)`);
  }
  const summary = (rows: Row[]): Row => ({
    queue: rows[0].queue,
    pickupP50: median(rows.map((r) => r.pickupP50)),
    pickupP99: median(rows.map((r) => r.pickupP99)),
    oneWorker: median(rows.map((r) => r.oneWorker)),
    manyWorkers: median(rows.map((r) => r.manyWorkers)),
    duplicates: rows.reduce((sum, r) => sum + r.duplicates, 0),
  });
  const [a, b] = [summary(ours), summary(theirs)];
  console.table(
    [a, b].map((row) => ({
      queue: row.queue,
      'pickup p50 ms': row.pickupP50.toFixed(2),
      'pickup p99 ms': row.pickupP99.toFixed(2),
      'jobs/s, 1 worker': Math.round(row.oneWorker),
      [`jobs/s, ${MANY} workers`]: Math.round(row.manyWorkers),
      'run twice (all rounds)': row.duplicates,
    })),
  );
  console.log(
    `ours ÷ graphile-worker: pickup p50 ${(a.pickupP50 / b.pickupP50).toFixed(2)}×, p99 ${(a.pickupP99 / b.pickupP99).toFixed(2)}× (lower is better); ` +
      `throughput ${(a.oneWorker / b.oneWorker).toFixed(2)}× with 1 worker, ${(a.manyWorkers / b.manyWorkers).toFixed(2)}× with ${MANY} (higher is better)`,
  );
} finally {
  await server.stop();
}
