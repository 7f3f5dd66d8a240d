import { sql } from 'kysely';
import type pg from 'pg';
import type { Db } from '../data/db.ts';
import { runPrepared } from '../data/prepared.ts';
import { WORKER_LOCK_CLASS } from './worker-presence.ts';

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

/**
 * A job locked longer than this by a worker without a presence lock is taken for dead and queued again. A job
 * of a worker with one is never timed out: a long transcode is not a dead worker.
 */
const STALE_LOCK = '15 minutes';

/**
 * Claims up to `limit` due jobs of the given kinds for this worker, oldest due first, in one statement. The
 * inner select walks the queued-only (run_at, id) index and skips rows other workers are claiming, so many
 * workers never wait on each other or take one job twice.
 *
 * It must not also record another job's outcome: FOR UPDATE keeps its lock on a row it reached through a
 * stale index entry (a job just claimed elsewhere) even when the row no longer qualifies, so a statement
 * that both claimed and finished could wait on another that waits on it — a deadlock bench:jobs met.
 */
export async function claimJobs(db: Db, pool: pg.Pool, kinds: string[], limit: number, lockedBy: number | null): Promise<ClaimedJob[]> {
  // Prepared: one claim per job makes planning a measurable share of a short job (bench:jobs).
  return runPrepared(db, pool, sql<ClaimedJob>`
    update jobs set status = 'running', locked_at = now(), locked_by = ${lockedBy}, attempts = attempts + 1, updated_at = now(), dedupe_key = null
    where id = any(array(
      select id from jobs
      where status = 'queued' and run_at <= now() and kind in (${sql.join(kinds)})
      order by run_at, id
      for update skip locked
      limit ${limit}
    ))
    returning id, kind, payload, attempts, max_attempts`);
}

/**
 * Queues again every running job whose worker is gone: its presence lock is no longer held (the process or
 * its connection died), or, for a worker without one, its lock is older than STALE_LOCK. A job that had
 * already been given its one run past max_attempts fails instead, so a job that kills its worker every time
 * does not loop. Returns how many were rescued.
 */
export async function rescueOrphanedJobs(db: Db): Promise<number> {
  const result = await sql`
    update jobs set
      status = case when attempts > max_attempts then 'failed' else 'queued' end,
      last_error = 'its worker stopped while running it',
      locked_at = null, locked_by = null, run_at = now(), updated_at = now()
    where status = 'running' and (
      (locked_by is null and locked_at < now() - ${STALE_LOCK}::interval)
      or (locked_by is not null and not exists (
        select 1 from pg_locks held
        where held.locktype = 'advisory' and held.granted and held.objsubid = 2
          and held.database = (select oid from pg_database where datname = current_database())
          and held.classid = ${WORKER_LOCK_CLASS}::oid and held.objid = jobs.locked_by::oid
      ))
    )`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Records a run's outcome, unless another worker has taken the job since (it was rescued from this one). */
export async function recordOutcome(db: Db, job: ClaimedJob, lockedBy: number | null, outcome: { error: string; final: boolean; retryInSeconds: number } | null) {
  const update = db.updateTable('jobs').where('id', '=', job.id).where('status', '=', 'running').where(sql<boolean>`locked_by is not distinct from ${lockedBy}`);
  if (!outcome) {
    await update.set({ status: 'done', lockedAt: null, lockedBy: null, updatedAt: new Date() }).execute();
    return;
  }
  await update
    .set({
      status: outcome.final ? 'failed' : 'queued',
      lastError: outcome.error.slice(0, 4000),
      lockedAt: null,
      lockedBy: null,
      // The database's clock, as every other run_at is compared with: workers on other machines may drift.
      runAt: sql<Date>`now() + make_interval(secs => ${outcome.retryInSeconds})`,
      updatedAt: new Date(),
    })
    .execute();
}

/**
 * Finished jobs older than a week are deleted (housekeeping), and finished runs of `briefKinds` (periodic
 * work that queues itself every few seconds) once an hour old; failed ones stay for inspection.
 */
export async function pruneDoneJobs(db: Db, briefKinds: readonly string[] = []) {
  await db
    .deleteFrom('jobs')
    .where('status', '=', 'done')
    .where((eb) =>
      eb.or([
        eb('updatedAt', '<', sql<Date>`now() - interval '7 days'`),
        ...(briefKinds.length ? [eb.and([eb('kind', 'in', briefKinds), eb('updatedAt', '<', sql<Date>`now() - interval '1 hour'`)])] : []),
      ]),
    )
    .execute();
}
