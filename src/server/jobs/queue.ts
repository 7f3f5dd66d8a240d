import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../data/db.ts';

/** `lastAttempt` lets a handler record a final failure where users see it (e.g. a video's status). */
export type JobHandler = (payload: any, job: { id: string; attempts: number; lastAttempt: boolean }) => Promise<void>;

const POLL_MS = 1000;
/** A job locked longer than this was held by a worker that died; it is retried. */
const STALE_LOCK = '15 minutes';

/**
 * A PostgreSQL-backed queue: rows in `jobs`, claimed with FOR UPDATE SKIP LOCKED so any number of workers
 * (in the app or `npm run worker`) share them. Failures retry with exponential backoff, then stay as failed
 * with their last error.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private running = 0;
  private stopping = false;
  private timer: NodeJS.Timeout | null = null;
  private idle: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  register(kind: string, handler: JobHandler) {
    this.handlers.set(kind, handler);
  }

  async enqueue(kind: string, payload: object, options: { delaySeconds?: number; maxAttempts?: number } = {}) {
    const job = await this.db
      .insertInto('jobs')
      .values({
        kind,
        payload: JSON.stringify(payload),
        run_at: new Date(Date.now() + (options.delaySeconds ?? 0) * 1000),
        max_attempts: options.maxAttempts ?? 5,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (this.timer) setImmediate(() => void this.tick());
    return job.id;
  }

  /** Queues a job unless the same kind with the same payload is already waiting (debounced signals). */
  async enqueueOnce(kind: string, payload: object, options: { delaySeconds?: number } = {}) {
    const waiting = await this.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', kind)
      .where('status', '=', 'queued')
      .where(sql<boolean>`payload = ${JSON.stringify(payload)}::jsonb`)
      .executeTakeFirst();
    return waiting?.id ?? this.enqueue(kind, payload, options);
  }

  /** Starts polling with up to `concurrency` jobs at once. */
  start(concurrency = 2) {
    this.stopping = false;
    const loop = async () => {
      await this.tick(concurrency);
      if (!this.stopping) this.timer = setTimeout(loop, POLL_MS);
    };
    this.timer = setTimeout(loop, 50);
  }

  private async tick(concurrency = 2) {
    while (!this.stopping && this.running < concurrency) {
      // A claim in flight counts as running, so stop() waits for the job it may return.
      this.running++;
      const job = await this.claim().catch((error) => {
        this.log.error({ err: error }, 'job claim failed');
        return undefined;
      });
      if (!job) {
        this.finished();
        return;
      }
      void this.run(job).finally(() => this.finished());
    }
  }

  private finished() {
    this.running--;
    if (this.running === 0) this.idle?.();
  }

  private async claim() {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return undefined;
    const result = await sql<{ id: string; kind: string; payload: unknown; attempts: number; max_attempts: number }>`
      update jobs set status = 'running', locked_at = now(), attempts = attempts + 1, updated_at = now()
      where id = (
        select id from jobs
        where kind in (${sql.join(kinds)})
          and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_at < now() - ${STALE_LOCK}::interval))
        order by run_at, id
        for update skip locked
        limit 1
      )
      returning id, kind, payload, attempts, max_attempts`.execute(this.db);
    return result.rows[0];
  }

  private async run(job: { id: string; kind: string; payload: unknown; attempts: number; max_attempts: number }) {
    try {
      await this.handlers.get(job.kind)!(job.payload, { id: job.id, attempts: job.attempts, lastAttempt: job.attempts >= job.max_attempts });
      await this.db.updateTable('jobs').set({ status: 'done', locked_at: null, updated_at: new Date() }).where('id', '=', job.id).execute();
    } catch (error) {
      const message = (error as Error)?.message ?? String(error);
      const final = job.attempts >= job.max_attempts;
      this.log.warn({ job: job.id, kind: job.kind, attempt: job.attempts, final, err: error }, 'job failed');
      const backoffSeconds = Math.min(2 ** job.attempts * 5, 3600);
      await this.db
        .updateTable('jobs')
        .set({
          status: final ? 'failed' : 'queued',
          last_error: message.slice(0, 4000),
          locked_at: null,
          run_at: new Date(Date.now() + backoffSeconds * 1000),
          updated_at: new Date(),
        })
        .where('id', '=', job.id)
        .execute();
    }
  }

  /** Stops claiming and waits for running jobs to finish (ordered shutdown drains the queue). */
  async stop(timeoutMs = 30_000) {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.running === 0) return;
    await Promise.race([new Promise<void>((resolve) => (this.idle = resolve)), new Promise((r) => setTimeout(r, timeoutMs))]);
  }
}
