/**
 * A worker process for job-queue tests: Popreel's JobQueue, as `npm run worker` runs it, on DATABASE_URL, with
 * one test job kind. `test-record` writes (job, attempt, this pid) to test_job_runs when it starts, then, on
 * its first attempt only, holds for `holdMs`, so a test can kill the process while the job runs.
 *   node --import tsx tests/setup/job-worker-process.ts   (DATABASE_URL, WORKER_CONCURRENCY)
 */
import { connect } from '../../src/server/data/db.ts';
import { createLogger } from '../../src/server/logger.ts';
import { JobQueue } from '../../src/server/queue/queue.ts';
import { sql } from 'kysely';

const url = process.env.DATABASE_URL!;
const handle = connect(url, 10);
const queue = new JobQueue<{ 'test-record': { id: number; holdMs?: number } }>(handle.db, handle.pool, createLogger('silent'), url);
queue.register('test-record', async (payload, job) => {
  await sql`insert into test_job_runs (job, attempt, pid) values (${payload.id}, ${job.attempts}, ${process.pid})`.execute(handle.db);
  if (job.attempts === 1 && payload.holdMs) await new Promise((resolve) => setTimeout(resolve, payload.holdMs));
});
queue.start(Number(process.env.WORKER_CONCURRENCY ?? 4));

process.on('SIGTERM', () => {
  void queue.stop(5_000).then(() => handle.close()).then(() => process.exit(0));
});
