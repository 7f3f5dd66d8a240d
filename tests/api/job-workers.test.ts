import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { freshDatabase } from '../setup/template-database.ts';
import { sleep, waitFor } from '../setup/wait.ts';
import { WORKER_LOCK_CLASS } from '../../src/server/queue/worker-presence.ts';

/**
 * Jobs across separate worker processes (tests/setup/job-worker-process.ts, Popreel's JobQueue as `npm run
 * worker` runs it) on one PostgreSQL: shared with none run twice, and a job whose worker is killed mid-run is
 * run again by another worker within seconds (its presence lock went with its connection).
 */
let url: string;
let db: pg.Client;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  url = await freshDatabase();
  db = new pg.Client({ connectionString: url });
  await db.connect();
  await db.query('create table test_job_runs (job integer not null, attempt integer not null, pid integer not null, at timestamptz not null default clock_timestamp())');
});
afterEach(async () => {
  for (const worker of workers.splice(0)) if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
  // Their connections close a moment after the processes die; the next test counts locks from none.
  await waitFor(async () => (await presenceLocks()) === 0, 'killed workers gone', 15_000);
  await db.query('delete from jobs; delete from test_job_runs');
});
afterAll(async () => {
  await db?.end();
});

/** Starts a worker process and waits until it holds its presence lock (it claims from then on). */
async function startWorker(): Promise<ChildProcess> {
  const before = await presenceLocks();
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/setup/job-worker-process.ts'], {
    cwd: resolve(import.meta.dirname, '../..'),
    env: { ...process.env, DATABASE_URL: url, WORKER_CONCURRENCY: '4' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  workers.push(child);
  await waitFor(async () => (await presenceLocks()) > before, 'worker presence lock', 30_000);
  return child;
}

async function presenceLocks() {
  const result = await db.query<{ n: number }>(
    `select count(*)::int as n from pg_locks where locktype = 'advisory' and granted and classid = $1::oid
       and database = (select oid from pg_database where datname = current_database())`,
    [WORKER_LOCK_CLASS],
  );
  return result.rows[0].n;
}

async function queue(ids: number[], holdMs = 0) {
  await db.query(`insert into jobs (kind, payload) select 'test-record', jsonb_build_object('id', id, 'holdMs', $2::int) from unnest($1::int[]) id`, [ids, holdMs]);
}

const runs = async () => (await db.query<{ job: number; attempt: number; pid: number }>('select job, attempt, pid from test_job_runs order by at')).rows;

it('spreads jobs over two worker processes and runs none twice', { timeout: 90_000 }, async () => {
  const [a, b] = [await startWorker(), await startWorker()];
  const ids = Array.from({ length: 300 }, (_, i) => i + 1);
  await queue(ids, 0);
  await waitFor(async () => (await db.query(`select 1 from jobs where status <> 'done' limit 1`)).rowCount === 0, 'all 300 jobs done', 30_000);
  await sleep(300); // a second run of any job would land here
  const all = await runs();
  expect(all).toHaveLength(300);
  expect(new Set(all.map((run) => run.job)).size).toBe(300);
  const byWorker = (pid?: number) => all.filter((run) => run.pid === pid).length;
  expect(byWorker(a.pid)).toBeGreaterThan(0);
  expect(byWorker(b.pid)).toBeGreaterThan(0);
  expect(byWorker(a.pid) + byWorker(b.pid)).toBe(300);
});

it('runs a job again on another worker when its worker is killed mid-job', { timeout: 90_000 }, async () => {
  const first = await startWorker();
  await queue([42], 60_000); // holds a minute on its first attempt
  await waitFor(async () => (await runs()).some((run) => run.job === 42), 'the first attempt', 15_000);
  const second = await startWorker();
  first.kill('SIGKILL');
  const startedAgain = Date.now();
  const rerun = await waitFor(async () => (await runs()).find((run) => run.job === 42 && run.attempt === 2), 'a second attempt', 20_000);
  expect(rerun.pid).toBe(second.pid);
  // The live worker looks for orphaned jobs every 5 s, not after the 15-minute stale-lock timer.
  expect(Date.now() - startedAgain).toBeLessThan(8_000);
  const job = await waitFor(async () => (await db.query(`select status, attempts from jobs where payload->>'id' = '42' and status = 'done'`)).rows[0], 'the job done', 10_000);
  expect(job).toEqual({ status: 'done', attempts: 2 });
});

it('leaves a slow job alone while its worker lives', { timeout: 90_000 }, async () => {
  const only = await startWorker();
  await queue([7], 9_000);
  await waitFor(async () => (await runs()).some((run) => run.job === 7), 'the attempt', 15_000);
  await startWorker(); // would rescue it on start, and every 5 s, if its worker looked dead
  await sleep(6_000);
  expect((await runs()).filter((run) => run.job === 7)).toEqual([{ job: 7, attempt: 1, pid: only.pid }]);
  const row = (await db.query(`select status, attempts from jobs where payload->>'id' = '7'`)).rows[0];
  expect(row).toEqual({ status: 'running', attempts: 1 });
});
