import { sql } from 'kysely';
import type { Db } from '../db.ts';

/** Failed jobs shown at most on the health page; the count says how many there are in all. */
const FAILED_SHOWN = 50;
/** Remote servers shown at most, the ones with the most failing deliveries first. */
const FAILING_SHOWN = 20;

/** What the admin health page reads from the database (issue 60): the queue, deliveries, backups, versions. */
export class ServerHealthRepo {
  constructor(private readonly db: Db) {}

  async postgresVersion(): Promise<string> {
    const { rows } = await sql<{ version: string }>`select current_setting('server_version') as version`.execute(this.db);
    return rows[0].version;
  }

  /**
   * Jobs waiting (due or scheduled) and failed for good, by kind, and how long each kind's oldest due job has
   * waited: the health page's totals and the metrics' gauges both come from this one statement.
   */
  async queueByKind() {
    const { rows } = await sql<{ kind: string; waiting: number; failed: number; oldestDueSeconds: number | null }>`
      select kind,
        count(*) filter (where status = 'queued')::int as waiting,
        count(*) filter (where status = 'failed')::int as failed,
        extract(epoch from now() - min(run_at) filter (where status = 'queued' and run_at <= now()))::float8 as oldest_due_seconds
      from jobs where status in ('queued', 'failed') group by kind`.execute(this.db);
    return rows;
  }

  /** The most recently failed jobs, newest first. */
  failedJobs() {
    return this.db
      .selectFrom('jobs')
      .select(['id', 'kind', 'attempts', 'lastError', 'updatedAt'])
      .where('status', '=', 'failed')
      .orderBy('updatedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(FAILED_SHOWN)
      .execute();
  }

  /** Queues a failed job again with a fresh set of attempts; false when no failed job has this id. */
  async retry(jobId: number): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({ status: 'queued', attempts: 0, runAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
      .where('id', '=', jobId)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Deliveries waiting, the oldest due one's wait, and the servers whose deliveries are retrying or failed. */
  async deliveries() {
    const host = sql<string>`lower(split_part(payload->>'inbox', '/', 3))`;
    const [backlog, failing] = await Promise.all([
      sql<{ waiting: number; oldestDueSeconds: number | null }>`
        select count(*)::int as waiting,
          extract(epoch from now() - min(run_at) filter (where run_at <= now()))::float8 as oldest_due_seconds
        from jobs where kind = 'deliver' and status = 'queued'`.execute(this.db),
      sql<{ host: string; failed: number; retrying: number; lastError: string | null }>`
        select ${host} as host,
          count(*) filter (where status = 'failed')::int as failed,
          count(*) filter (where status = 'queued' and attempts > 0)::int as retrying,
          (array_agg(last_error order by updated_at desc))[1] as last_error
        from jobs
        where kind = 'deliver' and (status = 'failed' or (status = 'queued' and attempts > 0))
        group by 1 order by count(*) desc, 1 limit ${FAILING_SHOWN}`.execute(this.db),
    ]);
    return { ...backlog.rows[0], failing: failing.rows };
  }

  lastBackup() {
    return this.db.selectFrom('backupRuns').select(['finishedAt', 'archive', 'bytes']).orderBy('finishedAt', 'desc').limit(1).executeTakeFirst();
  }
}
