import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { waitFor } from '../setup/wait.ts';
import { HOUSEKEEPING_EVERY_SECONDS, PERIODIC_JOBS, startHousekeeping } from '../../src/server/jobs/housekeeping.ts';

/**
 * Issue 54 item 5 (decision 060): periodic work is queued jobs, each housekeeping step a job of its own that
 * queues its own next run. A step that throws is logged and retried by the queue, and every other step still
 * runs: had the steps shared one run and one try block, the first step throwing would skip all the others.
 */
let app: TestApp;
beforeAll(async () => {
  // No workers yet: the broken step is put in place before anything runs.
  app = await startTestApp();
}, 60_000);
afterAll(() => app?.close());

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

interface StepJob {
  id: string;
  step: string;
  status: string;
  attempts: number;
  lastError: string | null;
  waitS: number;
}
const stepJobs = async () =>
  (
    await sql<StepJob>`
      select id::text as id, payload->>'step' as step, status, attempts, last_error, extract(epoch from run_at - now())::float8 as wait_s
      from jobs where kind = 'housekeeping' order by id`.execute(app.ctx.db)
  ).rows;

it('runs each step as its own job: one that throws is logged and retried, and the steps after it still run', { timeout: 120_000 }, async () => {
  const steps = PERIODIC_JOBS.flatMap((job) => (job.kind === 'housekeeping' ? [job.payload.step] : []));
  expect(steps[0], 'the broken step is the one that ran first in the old single run').toBe('share-cards');
  const broken = vi.spyOn(app.ctx.services.sharePreviews, 'queueMissingCards').mockRejectedValue(new Error('share previews unavailable'));
  const warn = vi.spyOn(app.ctx.log, 'warn');

  // What only two later steps delete (rate limits, sign-in failures), beside rows they must keep.
  await app.ctx.db
    .insertInto('rateLimits')
    .values([
      { key: 'test:ended', windowStart: new Date(Date.now() - 2 * HOUR_MS), windowSeconds: 60, hits: 3 },
      { key: 'test:open', windowStart: new Date(), windowSeconds: 3600, hits: 1 },
    ])
    .execute();
  await app.ctx.db
    .insertInto('signInFailures')
    .values([
      { key: 'test:forgotten', failures: 2, lastFailedAt: new Date(Date.now() - 2 * DAY_MS) },
      { key: 'test:recent', failures: 2, lastFailedAt: new Date() },
    ])
    .execute();

  app.ctx.jobs.start();
  const stopHousekeeping = startHousekeeping(app.ctx);
  try {
    // Every other step ran to the end and has its next run queued an hour on.
    const others = steps.filter((step) => step !== 'share-cards');
    const settled = await waitFor(
      async () => {
        const jobs = await stepJobs();
        const done = new Set(jobs.filter((job) => job.status === 'done').map((job) => job.step));
        const failed = jobs.find((job) => job.step === 'share-cards' && job.lastError && job.status === 'queued');
        return others.every((step) => done.has(step)) && failed ? jobs : null;
      },
      'every other housekeeping step done and the broken one failed',
      45_000,
    ).catch(async (error: Error) => {
      throw new Error(`${error.message}; the housekeeping jobs: ${JSON.stringify(await stepJobs())}`);
    });
    for (const step of others) {
      const next = settled.filter((job) => job.step === step && job.status === 'queued');
      expect(next, `${step}: one next run`).toHaveLength(1);
      expect(next[0].waitS, `${step}: an hour on`).toBeGreaterThan(HOUSEKEEPING_EVERY_SECONDS - 60);
    }
    const ranKeys = async (table: 'rateLimits' | 'signInFailures') => (await app.ctx.db.selectFrom(table).select('key').where('key', 'like', 'test:%').orderBy('key').execute()).map((row) => row.key);
    expect(await ranKeys('rateLimits')).toEqual(['test:open']);
    expect(await ranKeys('signInFailures')).toEqual(['test:recent']);

    // The broken step: its run is waiting for a retry with the error, logged by the queue, and its next hourly
    // run is queued as well, so even a step that fails every attempt keeps its schedule.
    const mine = settled.filter((job) => job.step === 'share-cards');
    const failedRun = mine.find((job) => job.lastError)!;
    expect(failedRun.attempts).toBeGreaterThanOrEqual(1);
    expect(failedRun.waitS, 'retried in seconds, not an hour').toBeLessThan(600);
    expect(failedRun.lastError).toBe('housekeeping step share-cards failed: share previews unavailable');
    expect(mine.filter((job) => job.status === 'queued' && job.waitS > HOUSEKEEPING_EVERY_SECONDS - 60), 'its next hourly run').toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ kind: 'housekeeping', attempt: 1, final: false }), 'job failed');
    expect(broken).toHaveBeenCalled();

    // Mended, its retry succeeds, and the step still has exactly one next run.
    broken.mockRestore();
    await waitFor(
      async () => {
        // Brought forward while it waits (a retry already under way when the step was mended may wait again).
        await app.ctx.db.updateTable('jobs').set({ runAt: new Date() }).where(sql<string>`id::text`, '=', failedRun.id).where('status', '=', 'queued').execute();
        app.ctx.jobs.nudge();
        return (await stepJobs()).some((job) => job.id === failedRun.id && job.status === 'done');
      },
      'the retried share-cards step done',
      20_000,
      250,
    );
    expect((await stepJobs()).filter((job) => job.step === 'share-cards' && job.status === 'queued'), 'one next run of the mended step').toHaveLength(1);

    // Starting again (another worker, a restart) queues nothing twice: each step's next run already waits.
    const before = (await stepJobs()).filter((job) => job.status === 'queued').length;
    startHousekeeping(app.ctx)();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await stepJobs()).filter((job) => job.status === 'queued')).toHaveLength(before);
  } finally {
    stopHousekeeping();
    warn.mockRestore();
  }
});
