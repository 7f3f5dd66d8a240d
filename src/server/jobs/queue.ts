import { sql, type Transaction } from 'kysely';
import type { Database } from '../data/db-types.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../data/db.ts';
import { PgListener } from '../data/pg-listener.ts';
import { GroupCaps, type JobGroup } from './job-groups.ts';

interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/** What makes two waiting jobs the same for enqueueOnce (and for SQL that queues one itself, like a view). */
export const dedupeKey = (kind: string, payload: object) => `${kind}:${JSON.stringify(payload)}`;

/** A failure that another attempt cannot fix (a video with no sound): the job fails at once, with this message. */
export class PermanentJobError extends Error {}

/** `lastAttempt` lets a handler record a final failure where users see it (e.g. a video's status). */
export type JobHandler = (payload: any, job: { id: string; attempts: number; lastAttempt: boolean }) => Promise<void>;

/**
 * Workers wake the moment a job is queued (a trigger NOTIFYs `popreel_jobs` on commit) or falls due (a timer
 * set for the next run_at); this slow poll only catches a notification lost while the listener reconnected,
 * and jobs whose worker died.
 */
const FALLBACK_POLL_MS = 30_000;
export const JOBS_CHANNEL = 'popreel_jobs';
/** A job locked longer than this was held by a worker that died; it is retried. */
const STALE_LOCK = '15 minutes';

/**
 * A PostgreSQL-backed queue: rows in `jobs`, claimed with FOR UPDATE SKIP LOCKED so any number of workers
 * (in the app or `npm run worker`) share them. Failures retry with exponential backoff, then stay as failed
 * with their last error.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly caps = new GroupCaps();
  private running = 0;
  /** tick() runs one at a time, so a group's cap is never passed by two claims in flight; `again` re-runs it. */
  private ticking = false;
  private again = false;
  private stopping = false;
  private timer: NodeJS.Timeout | null = null;
  private idle: (() => void) | null = null;
  private concurrency = 2;
  private listener: PgListener | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    /** The database URL for the wake-up listener; without it, workers rely on the timers alone. */
    private readonly url: string | null = null,
  ) {}

  /** `group`: kinds that share a per-worker cap (media tools at most one per core, AI calls a few). */
  register(kind: string, handler: JobHandler, options: { group?: JobGroup } = {}) {
    this.handlers.set(kind, handler);
    if (options.group) this.caps.assign(kind, options.group);
  }

  /**
   * Queues a job. Given `within`, the job is part of that transaction: it exists exactly when the caller's
   * rows do; workers hear of it at commit (NOTIFY), and without a listener the caller should `nudge()` after.
   */
  async enqueue(kind: string, payload: object, options: { delaySeconds?: number; maxAttempts?: number; within?: Transaction<Database> } = {}) {
    const job = await (options.within ?? this.db)
      .insertInto('jobs')
      .values({
        kind,
        payload: JSON.stringify(payload),
        run_at: new Date(Date.now() + (options.delaySeconds ?? 0) * 1000),
        max_attempts: options.maxAttempts ?? 5,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Listening workers hear of it from the database; without a listener, a job due now is taken at once here.
    if (!options.within && !options.delaySeconds) this.nudge();
    return job.id;
  }

  /**
   * Queues a job unless the same kind with the same payload is already waiting (debounced signals): one
   * INSERT … ON CONFLICT DO NOTHING on the queued-only unique dedupe key, no lookup first.
   */
  async enqueueOnce(kind: string, payload: object, options: { delaySeconds?: number } = {}) {
    const job = await this.db
      .insertInto('jobs')
      .values({ kind, payload: JSON.stringify(payload), run_at: new Date(Date.now() + (options.delaySeconds ?? 0) * 1000), dedupe_key: dedupeKey(kind, payload) })
      .onConflict((conflict) => conflict.column('dedupe_key').where('status', '=', 'queued').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (job && !options.delaySeconds) this.nudge();
    return job?.id ?? null;
  }

  /** Without a listener, a job due now is taken at once rather than at the next timer. */
  nudge() {
    if (this.timer && !this.listener) setImmediate(() => void this.tick());
  }

  /** Starts working with up to `concurrency` jobs at once, woken by NOTIFY and by the next due time. */
  start(concurrency = 2) {
    this.stopping = false;
    this.concurrency = concurrency;
    if (this.url) {
      PgListener.start(this.url, JOBS_CHANNEL, () => void this.wake(), (error) => this.log.warn({ err: error }, 'job listener error'))
        .then((listener) => (this.stopping ? void listener.close() : (this.listener = listener)))
        .catch((error) => this.log.error({ err: error }, 'job listener failed; falling back to polling'));
    }
    this.schedule(50);
  }

  private schedule(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.wake(), ms);
  }

  /** Works what is due, then sleeps until the next job falls due (or the fallback poll). */
  private async wake() {
    await this.tick();
    if (this.stopping) return;
    const next = await this.msUntilNextDue().catch(() => FALLBACK_POLL_MS);
    if (!this.stopping) this.schedule(Math.min(next, FALLBACK_POLL_MS));
  }

  private async msUntilNextDue(): Promise<number> {
    // Null when nothing is queued. (greatest(0, null) would be 0 — PostgreSQL's greatest skips nulls — and an
    // idle queue would claim again at once, hundreds of times a second.)
    const row = await sql<{ ms: number | null }>`
      select (extract(epoch from min(run_at) - now()) * 1000)::float8 as ms
      from jobs where status = 'queued' and kind in (${sql.join([...this.handlers.keys()])})`.execute(this.db);
    const ms = row.rows[0]?.ms;
    return ms === null || ms === undefined ? FALLBACK_POLL_MS : Math.max(0, Math.ceil(ms));
  }

  private async tick() {
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = true;
    try {
      do {
        this.again = false;
        await this.claimWhileRoom();
      } while (this.again && !this.stopping);
    } finally {
      this.ticking = false;
    }
  }

  private async claimWhileRoom() {
    while (!this.stopping && this.running < this.concurrency) {
      const kinds = this.caps.claimable([...this.handlers.keys()]);
      if (kinds.length === 0) return;
      // A claim in flight counts as running, so stop() waits for the job it may return.
      this.running++;
      const job = await this.claim(kinds).catch((error) => {
        this.log.error({ err: error }, 'job claim failed');
        return undefined;
      });
      if (!job) {
        this.finished();
        return;
      }
      this.caps.started(job.kind);
      void this.runAndContinue(job);
    }
  }

  private finished(kind?: string) {
    if (kind) this.caps.ended(kind);
    this.running--;
    if (this.running === 0) this.idle?.();
  }

  /** A finished job frees a slot: look for the next one now rather than at the next wake-up. */
  private async runAndContinue(job: ClaimedJob) {
    try {
      await this.run(job);
    } catch (error) {
      this.log.error({ err: error, job: job.id }, 'could not record a job outcome; it is retried after its lock goes stale');
    } finally {
      this.finished(job.kind);
    }
    if (!this.stopping) void this.tick();
  }

  private async claim(kinds: string[]) {
    const result = await sql<ClaimedJob>`
      update jobs set status = 'running', locked_at = now(), attempts = attempts + 1, updated_at = now(), dedupe_key = null
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

  private async run(job: ClaimedJob) {
    try {
      await this.handlers.get(job.kind)!(job.payload, { id: job.id, attempts: job.attempts, lastAttempt: job.attempts >= job.max_attempts });
      await this.db.updateTable('jobs').set({ status: 'done', locked_at: null, updated_at: new Date() }).where('id', '=', job.id).execute();
    } catch (error) {
      const message = (error as Error)?.message ?? String(error);
      const final = error instanceof PermanentJobError || job.attempts >= job.max_attempts;
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

  /**
   * Waits until a job has run (done or failed for good), looking every 100 ms, for at most `timeoutMs`; a
   * request that hands heavy work to the queue can still answer with its result when the queue keeps up.
   */
  async waitFor(jobId: string, timeoutMs: number): Promise<{ status: 'done' | 'failed' | 'pending'; error: string | null }> {
    for (const deadline = Date.now() + timeoutMs; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
      const job = await this.db.selectFrom('jobs').select(['status', 'last_error']).where('id', '=', jobId).executeTakeFirst();
      if (!job) return { status: 'failed', error: null };
      if (job.status === 'done' || job.status === 'failed') return { status: job.status, error: job.last_error };
      if (Date.now() >= deadline) return { status: 'pending', error: null };
    }
  }

  /** Stops claiming and waits for running jobs to finish (ordered shutdown drains the queue). */
  async stop(timeoutMs = 30_000) {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.listener?.close();
    this.listener = null;
    if (this.running === 0) return;
    await Promise.race([new Promise<void>((resolve) => (this.idle = resolve)), new Promise((r) => setTimeout(r, timeoutMs))]);
  }
}
