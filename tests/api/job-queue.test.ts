import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { waitFor } from '../setup/wait.ts';
import { PermanentJobError, type JobQueue } from '../../src/server/queue/queue.ts';
import type { JobCatalog } from '../../src/server/queue/job-catalog.ts';
import { TRENDING_TAGS_EVERY_SECONDS } from '../../src/server/domain/search/tag.service.ts';
import { scheduleTrendingTags } from '../../src/server/jobs/trending-tags.job.ts';

/**
 * Workers start a job the moment it is queued, even by another process (the app queues, `npm run worker`
 * works): the database NOTIFYs them on commit, instead of their polling every second. Failures retry with
 * growing waits; waiting duplicates are refused; a recurring job keeps exactly one next run queued.
 * (Jobs across worker processes, and a killed worker's job: job-workers.test.ts.)
 */
let app: TestApp;
/** The app's queue, also told of this file's own kinds (the app's catalog rightly refuses them). */
let jobs: JobQueue<JobCatalog & { 'test-ping': { id: number }; 'test-flaky': { failures: number; key?: string }; 'test-hopeless': Record<string, never> }>;
let other: pg.Client;
const started: Array<{ id: number; at: number }> = [];

beforeAll(async () => {
  app = await startTestApp({ workers: true });
  jobs = app.ctx.jobs as typeof jobs;
  jobs.register('test-ping', async (payload: { id: number }) => {
    started.push({ id: payload.id, at: Date.now() });
  });
  jobs.register('test-flaky', async (payload: { failures: number }, job) => {
    if (job.attempts <= payload.failures) throw new Error(`failure number ${job.attempts}`);
  });
  jobs.register('test-hopeless', async () => {
    throw new PermanentJobError('this input can never work');
  });
  other = new pg.Client({ connectionString: app.databaseUrl });
  await other.connect();
  await new Promise((r) => setTimeout(r, 500)); // the worker's listener is connected
});
afterAll(async () => {
  await other?.end();
  await app?.close();
});

async function queueElsewhere(id: number, delaySeconds = 0) {
  const queuedAt = Date.now();
  await other.query(`insert into jobs (kind, payload, run_at) values ('test-ping', $1, now() + make_interval(secs => $2))`, [{ id }, delaySeconds]);
  return queuedAt;
}

async function startedAt(id: number, within: number) {
  for (let waited = 0; waited < within; waited += 10) {
    const found = started.find((job) => job.id === id);
    if (found) return found.at;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`job ${id} did not start within ${within} ms`);
}

it('starts a job queued by another connection at once, not at the next poll (30 s away)', async () => {
  const waits: number[] = [];
  for (let id = 1; id <= 5; id++) {
    const queuedAt = await queueElsewhere(id);
    waits.push((await startedAt(id, 5_000)) - queuedAt);
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(Math.max(...waits)).toBeLessThan(1_000);
});

it('starts a job queued for later when it falls due', async () => {
  const queuedAt = await queueElsewhere(100, 1.5);
  const wait = (await startedAt(100, 10_000)) - queuedAt;
  expect(wait).toBeGreaterThanOrEqual(1_400);
  expect(wait).toBeLessThan(3_500);
});

it('sits still while nothing is queued: no claim loop against the database', async () => {
  // Let anything queued by earlier tests finish, then count this database's transactions for a second.
  await new Promise((r) => setTimeout(r, 300));
  const commits = async () =>
    Number((await other.query<{ n: string }>('select xact_commit as n from pg_stat_database where datname = current_database()')).rows[0].n);
  await other.query('select pg_stat_clear_snapshot()');
  const before = await commits();
  await new Promise((r) => setTimeout(r, 1000));
  await other.query('select pg_stat_clear_snapshot()');
  const during = (await commits()) - before;
  // Our own two reads and a handful of housekeeping statements at most; a spinning queue makes hundreds.
  expect(during).toBeLessThan(20);
});

interface JobRow {
  status: string;
  attempts: number;
  lastError: string | null;
  waitS: number;
}
/** clock_timestamp(), not now(): now() is this statement's start, which may come before the worker's commit it then sees. */
const jobRow = async (id: number) =>
  (await other.query<JobRow>(`select status, attempts, last_error as "lastError", extract(epoch from run_at - clock_timestamp())::float8 as "waitS" from jobs where id = $1`, [id])).rows[0];
/** A queued retry, when the test cannot wait for its backoff: as if the wait were over (this NOTIFYs the workers). */
const dueNow = (id: number) => other.query(`update jobs set run_at = now() where id = $1`, [id]);

it('retries a failed job with a growing wait, then succeeds', async () => {
  const id = await jobs.enqueue('test-flaky', { failures: 2 });
  const first = await waitFor(async () => ((row) => (row.attempts === 1 && row.status === 'queued' ? row : null))(await jobRow(id)), 'a first failure', 5_000);
  expect(first.lastError).toBe('failure number 1');
  expect(first.waitS).toBeGreaterThan(8);
  expect(first.waitS).toBeLessThanOrEqual(10);
  await dueNow(id);
  const second = await waitFor(async () => ((row) => (row.attempts === 2 && row.status === 'queued' ? row : null))(await jobRow(id)), 'a second failure', 5_000);
  expect(second.lastError).toBe('failure number 2');
  expect(second.waitS).toBeGreaterThan(18);
  expect(second.waitS).toBeLessThanOrEqual(20);
  await dueNow(id);
  expect(await jobs.waitFor(id, 5_000)).toEqual({ status: 'done', error: 'failure number 2' });
  expect((await jobRow(id)).attempts).toBe(3);
});

it('stops retrying after the last attempt, and at once for a permanent failure', async () => {
  const id = await jobs.enqueue('test-flaky', { failures: 99 }, { maxAttempts: 2 });
  await waitFor(async () => ((row) => row.attempts === 1 && row.status === 'queued')(await jobRow(id)), 'a first failure', 5_000);
  await dueNow(id);
  expect(await jobs.waitFor(id, 5_000)).toEqual({ status: 'failed', error: 'failure number 2' });
  const hopeless = await jobs.enqueue('test-hopeless', {});
  expect(await jobs.waitFor(hopeless, 5_000)).toEqual({ status: 'failed', error: 'this input can never work' });
  expect((await jobRow(hopeless)).attempts).toBe(1);
});

it('queues one job for a key while one waits, and a new one once it has run', async () => {
  const payload = { failures: 0, key: 'dedupe' };
  const ids = await Promise.all(Array.from({ length: 10 }, () => jobs.enqueueOnce('test-flaky', payload, { delaySeconds: 60 })));
  const queued = ids.filter((id) => id !== null);
  expect(queued).toHaveLength(1);
  expect(await jobs.enqueueOnce('test-flaky', payload, { delaySeconds: 60 })).toBeNull();
  // Another payload is another key.
  expect(await jobs.enqueueOnce('test-flaky', { ...payload, key: 'other' }, { delaySeconds: 60 })).not.toBeNull();
  await dueNow(queued[0]!);
  expect((await jobs.waitFor(queued[0]!, 5_000)).status).toBe('done');
  const again = await jobs.enqueueOnce('test-flaky', payload, { delaySeconds: 60 });
  expect(again).not.toBeNull();
  expect(again).not.toBe(queued[0]);
});

it('prunes finished runs of periodic kinds after an hour and other finished jobs after a week, never failed ones', async () => {
  const insert = async (kind: string, status: string, hoursAgo: number) =>
    (await other.query<{ id: number }>(`insert into jobs (kind, payload, status, run_at, updated_at) values ($1, '{}', $2, now(), now() - make_interval(hours => $3)) returning id`, [kind, status, hoursAgo])).rows[0].id;
  const periodicOld = await insert('test-ping', 'done', 2);
  const periodicNew = await insert('test-ping', 'done', 0);
  const periodicFailed = await insert('test-ping', 'failed', 2);
  const otherOld = await insert('test-hopeless', 'done', 2);
  const otherAWeek = await insert('test-hopeless', 'done', 8 * 24);
  await jobs.pruneDone(['test-ping']);
  const left = (await other.query<{ id: number }>('select id from jobs where id = any($1)', [[periodicOld, periodicNew, periodicFailed, otherOld, otherAWeek]])).rows.map((row) => row.id);
  expect(left.sort((a, b) => a - b)).toEqual([periodicNew, periodicFailed, otherOld].sort((a, b) => a - b));
});

it('keeps exactly one next run of a recurring job queued (trending tags, every ten minutes)', async () => {
  // Workers queue the first count at start (housekeeping, not started here); each run queues the next, ten minutes on.
  await scheduleTrendingTags(app.ctx);
  const next = async () =>
    (await other.query<{ id: number; waitS: number }>(
      `select id, extract(epoch from run_at - clock_timestamp())::float8 as "waitS" from jobs where kind = $1 and status = 'queued'`,
      ['trending-tags'],
    )).rows;
  const [first] = await waitFor(async () => ((rows) => (rows.length === 1 && rows[0].waitS > 60 ? rows : null))(await next()), 'the next trending run', 10_000);
  expect(first.waitS).toBeGreaterThan(TRENDING_TAGS_EVERY_SECONDS - 30);
  expect(first.waitS).toBeLessThanOrEqual(TRENDING_TAGS_EVERY_SECONDS);
  await dueNow(first.id);
  expect((await jobs.waitFor(first.id, 10_000)).status).toBe('done');
  const after = await waitFor(async () => ((rows) => (rows.length === 1 && rows[0].id !== first.id ? rows : null))(await next()), 'the run after', 10_000);
  expect(after[0].waitS).toBeGreaterThan(TRENDING_TAGS_EVERY_SECONDS - 30);
});
