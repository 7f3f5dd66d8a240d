import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * Workers start a job the moment it is queued, even by another process (the app queues, `npm run worker`
 * works): the database NOTIFYs them on commit, instead of their polling every second.
 */
let app: TestApp;
let other: pg.Client;
const started: Array<{ id: number; at: number }> = [];

beforeAll(async () => {
  app = await startTestApp({ workers: true });
  app.ctx.jobs.register('test-ping', async (payload: { id: number }) => {
    started.push({ id: payload.id, at: Date.now() });
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
