import { sql, type Transaction } from 'kysely';
import type { Database } from '../data/db-types.ts';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db } from '../data/db.ts';
import { PgListener } from '../data/pg-listener.ts';
import { GroupCaps, type JobGroup } from './job-groups.ts';
import { claimJobs, pruneDoneJobs, recordOutcome, rescueOrphanedJobs, type ClaimedJob } from './job-statements.ts';
import { WorkerPresence } from './worker-presence.ts';
import type { JobCatalog } from './job-catalog.ts';
import { recordJobRun } from '../metrics/metrics.ts';
import { logContext, type LogContext } from '../log-context.ts';
import { inSpan } from '../metrics/tracing.ts';

/** What makes two waiting jobs the same for enqueueOnce (and for SQL that queues one itself, like a view). */
const sameJobKey = (kind: string, payload: object) => `${kind}:${JSON.stringify(payload)}`;
export const dedupeKey = <K extends keyof JobCatalog>(kind: K, payload: JobCatalog[K]) => sameJobKey(kind, payload);

/** Seconds before attempt n+1 after attempt n failed: 10, 20, 40, 80 … up to an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(2 ** attempts * 5, 3600);

/** A failure that another attempt cannot fix (a video with no sound): the job fails at once, with this message. */
export class PermanentJobError extends Error {}

/** What a handler is told of the run besides its payload. */
export interface JobRun {
  id: number;
  attempts: number;
  /** Lets a handler record a final failure where users see it (e.g. a video's status). */
  lastAttempt: boolean;
}

export type JobHandler<P> = (payload: P, job: JobRun) => Promise<void>;

/** A catalog: each kind's payload. The app's is job-catalog.ts; tests and benches run queues of their own kinds. */
export type JobKinds<C> = Record<keyof C, object>;
type KindOf<C> = Extract<keyof C, string>;

/**
 * Workers wake the moment a job is queued (a trigger NOTIFYs `popreel_jobs` on commit) or falls due (a timer
 * set for the next run_at); this slow poll only catches a notification lost while the listener reconnected,
 * and jobs whose worker died.
 */
const FALLBACK_POLL_MS = 30_000;
/** How soon a worker looks again for a job that is due but was taken by another worker's claim. */
const DUE_NOW_RETRY_MS = 25;
export const JOBS_CHANNEL = 'popreel_jobs';
/** How often a worker looks for jobs whose worker died (worker-presence.ts); at start too. */
const RESCUE_EVERY_MS = 5_000;

/**
 * A PostgreSQL-backed queue: rows in `jobs`, claimed in batches with FOR UPDATE SKIP LOCKED so any number of
 * workers (in the app or `npm run worker`) share them, none twice. Failures retry with exponential backoff,
 * then stay as failed with their last error. A job whose worker is killed is queued again within seconds
 * (worker-presence.ts). bench:jobs measures it beside graphile-worker (decision 036).
 */
export class JobQueue<C extends JobKinds<C> = JobCatalog> {
  /** Each handler as the engine calls it, with the payload read back from the row that enqueue wrote. */
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly caps = new GroupCaps();
  private running = 0;
  /** Claims in flight; a wake-up that finds every slot taken by them is remembered in `missedWake`. */
  private claiming = 0;
  private missedWake = false;
  private stopping = false;
  private timer: NodeJS.Timeout | null = null;
  private idle: (() => void) | null = null;
  private concurrency = 2;
  private listener: PgListener | null = null;
  private presence: WorkerPresence | null = null;
  private rescueTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    /** The same database as `db`, for the claim's prepared statement. */
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
    /** The database URL for the wake-up listener; without it, workers rely on the timers alone. */
    private readonly url: string | null = null,
  ) {}

  /** `group`: kinds that share a per-worker cap (media tools at most one per core, AI calls a few). */
  register<K extends KindOf<C>>(kind: K, handler: JobHandler<C[K]>, options: { group?: JobGroup } = {}) {
    // The row's payload was written by enqueue for this same kind, so it has this handler's payload type.
    this.handlers.set(kind, handler as JobHandler<unknown>);
    if (options.group) this.caps.assign(kind, options.group);
  }

  /**
   * Queues a job. Given `within`, the job is part of that transaction: it exists exactly when the caller's
   * rows do; workers hear of it at commit (NOTIFY), and without a listener the caller should `nudge()` after.
   */
  async enqueue<K extends KindOf<C>>(kind: K, payload: C[K], options: { delaySeconds?: number; maxAttempts?: number; within?: Transaction<Database> } = {}) {
    const job = await (options.within ?? this.db)
      .insertInto('jobs')
      .values({
        kind,
        payload: JSON.stringify(payload),
        runAt: new Date(Date.now() + (options.delaySeconds ?? 0) * 1000),
        maxAttempts: options.maxAttempts ?? 5,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Listening workers hear of it from the database; without a listener, a job due now is taken at once here.
    if (!options.within && !options.delaySeconds) this.nudge();
    return job.id;
  }

  /** Queues many jobs of one kind in one statement (a delivery to every inbox of a fan-out). */
  async enqueueMany<K extends KindOf<C>>(kind: K, payloads: C[K][], options: { delaySeconds?: number; maxAttempts?: number } = {}) {
    if (payloads.length === 0) return;
    const runAt = new Date(Date.now() + (options.delaySeconds ?? 0) * 1000);
    await this.db
      .insertInto('jobs')
      .values(payloads.map((payload) => ({ kind, payload: JSON.stringify(payload), runAt: runAt, maxAttempts: options.maxAttempts ?? 5 })))
      .execute();
    if (!options.delaySeconds) this.nudge();
  }

  /**
   * Queues a job unless the same kind with the same payload is already waiting (debounced signals): one
   * INSERT … ON CONFLICT DO NOTHING on the queued-only unique dedupe key, no lookup first.
   */
  async enqueueOnce<K extends KindOf<C>>(kind: K, payload: C[K], options: { delaySeconds?: number } = {}) {
    const job = await this.db
      .insertInto('jobs')
      .values({ kind, payload: JSON.stringify(payload), runAt: new Date(Date.now() + (options.delaySeconds ?? 0) * 1000), dedupeKey: sameJobKey(kind, payload) })
      .onConflict((conflict) => conflict.column('dedupeKey').where('status', '=', 'queued').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (job && !options.delaySeconds) this.nudge();
    return job?.id ?? null;
  }

  /**
   * Queues a job under `key` unless one with that key is still waiting, which then takes this payload and keeps
   * its run time: a burst within the delay is one run with the latest payload, and a steady stream one run per
   * delay (grouped pushes). One INSERT … ON CONFLICT DO UPDATE on the queued-only unique dedupe key.
   */
  async enqueueLatest<K extends KindOf<C>>(kind: K, key: string, payload: C[K], options: { delaySeconds: number; maxAttempts?: number }) {
    await this.db
      .insertInto('jobs')
      .values({
        kind,
        payload: JSON.stringify(payload),
        runAt: new Date(Date.now() + options.delaySeconds * 1000),
        maxAttempts: options.maxAttempts ?? 5,
        dedupeKey: `${kind}#${key}`,
      })
      .onConflict((conflict) => conflict.column('dedupeKey').where('status', '=', 'queued').doUpdateSet((eb) => ({ payload: eb.ref('excluded.payload') })))
      .execute();
  }

  /** Without a listener, a job due now is taken at once rather than at the next timer. */
  nudge() {
    if (this.timer && !this.listener) setImmediate(() => this.tick());
  }

  /** Starts working with up to `concurrency` jobs at once, woken by NOTIFY and by the next due time. */
  start(concurrency = 2) {
    this.stopping = false;
    this.concurrency = concurrency;
    void this.startPresence().then(() => {
      if (this.stopping) return;
      this.schedule(0);
      this.rescueTimer = setInterval(() => void this.rescue(), RESCUE_EVERY_MS);
      this.rescueTimer.unref();
      void this.rescue();
    });
    if (this.url) {
      PgListener.start(this.url, JOBS_CHANNEL, () => void this.wake(), (error) => this.log.warn({ err: error }, 'job listener error'))
        .then((listener) => (this.stopping ? void listener.close() : (this.listener = listener)))
        .catch((error) => this.log.error({ err: error }, 'job listener failed; falling back to polling'));
    }
  }

  /** Claims are stamped with the presence key, so they must wait for it; without one, the stale timer applies. */
  private async startPresence() {
    if (!this.url) return;
    try {
      const presence = await WorkerPresence.start(this.url, (error) => this.log.warn({ err: error }, 'worker presence connection error'));
      if (this.stopping) await presence.close();
      else this.presence = presence;
    } catch (error) {
      this.log.error({ err: error }, 'worker presence failed; jobs of a killed worker wait for the stale-lock timer');
    }
  }

  /** Queues again the jobs of workers that died, and wakes this one if there were any. */
  private async rescue() {
    const rescued = await rescueOrphanedJobs(this.db).catch((error) => (this.log.warn({ err: error }, 'job rescue failed'), 0));
    if (rescued > 0) {
      this.log.warn({ rescued }, 'jobs of a stopped worker queued again');
      if (!this.stopping) void this.wake();
    }
  }

  private schedule(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.wake(), ms);
  }

  /** Works what is due, then sleeps until the next job falls due (or the fallback poll). */
  private async wake() {
    this.tick();
    if (this.stopping) return;
    const next = await this.msUntilNextDue().catch(() => FALLBACK_POLL_MS);
    // A job due now while every slot is taken (or a claim is on its way) needs no timer: a finished job or that
    // claim's answer looks again. Without this, a backlog would keep the timer at zero, spinning on this query.
    const busy = this.running >= this.concurrency || this.claiming > 0;
    if (!this.stopping) this.schedule(next === 0 && busy ? FALLBACK_POLL_MS : Math.min(next, FALLBACK_POLL_MS));
  }

  /** The kinds this worker handles whose group has room now. */
  private claimableKinds() {
    return this.caps.claimable([...this.handlers.keys()]);
  }

  /** Over the kinds this worker could claim now: a kind whose group is full is looked at when a place frees. */
  private async msUntilNextDue(): Promise<number> {
    const kinds = this.claimableKinds();
    if (kinds.length === 0) return FALLBACK_POLL_MS;
    // Null when nothing is queued. (greatest(0, null) would be 0 — PostgreSQL's greatest skips nulls — and an
    // idle queue would claim again at once, hundreds of times a second.)
    const row = await sql<{ ms: number | null }>`
      select (extract(epoch from min(run_at) - now()) * 1000)::float8 as ms
      from jobs where status = 'queued' and kind in (${sql.join(kinds)})`.execute(this.db);
    const ms = row.rows[0]?.ms;
    return ms === null || ms === undefined ? FALLBACK_POLL_MS : Math.max(0, Math.ceil(ms));
  }

  /**
   * Claims for every free slot at once, without waiting: a slot freed by a finished job claims again while
   * other claims are in flight, as independent workers would. Group places are held during each claim.
   */
  private tick() {
    const inFlight = this.claiming;
    while (!this.stopping && this.running < this.concurrency) {
      const kinds = this.claimableKinds();
      const limit = Math.min(this.concurrency - this.running, this.caps.room(kinds));
      if (kinds.length === 0 || limit <= 0) break;
      // Claims in flight count as running, so stop() waits for the jobs they may return.
      this.running += limit;
      void this.claim(kinds, limit);
    }
    // Claims sent before this look may have missed what it was told of; the last of them to answer looks again.
    if (inFlight > 0 && this.claiming === inFlight) this.missedWake = true;
  }

  /** Returns how many jobs it claimed. */
  private async claim(kinds: string[], limit: number): Promise<number> {
    this.claiming++;
    const release = this.caps.reserve(kinds, limit);
    const key = this.presence?.key ?? null;
    const jobs = await claimJobs(this.db, this.pool, kinds, limit, key).catch((error) => {
      this.log.error({ err: error }, 'job claim failed');
      return [] as ClaimedJob[];
    });
    release();
    this.claiming--;
    for (let unused = limit - jobs.length; unused > 0; unused--) this.finished();
    for (const job of jobs) {
      this.caps.started(job.kind);
      void this.runAndContinue(job);
    }
    // An empty answer ends the round, unless a job was announced while this claim was in flight.
    if (jobs.length < limit && this.missedWake && this.claiming === 0) {
      this.missedWake = false;
      if (!this.stopping) this.tick();
    } else if (jobs.length < limit && this.claiming === 0 && !this.stopping) {
      // Nothing more is due now: the timer is set for the next job that falls due (a delayed one, say), which
      // a wake-up made while every slot was busy had left to the slow fallback poll.
      void this.scheduleNextDue();
    }
    return jobs.length;
  }

  private async scheduleNextDue() {
    const next = await this.msUntilNextDue().catch(() => FALLBACK_POLL_MS);
    // A job due now that this claim did not get is another worker's to take; look again shortly, not in a spin.
    if (!this.stopping) this.schedule(Math.min(Math.max(next, DUE_NOW_RETRY_MS), FALLBACK_POLL_MS));
  }

  private finished() {
    this.running--;
    if (this.running === 0) this.idle?.();
  }

  /**
   * Runs a job and records its outcome (done; or a retry with backoff, or failed for good). After a success
   * the slot's next claim goes out beside the outcome, on another connection, so a job costs one round trip.
   */
  private async runAndContinue(job: ClaimedJob) {
    let succeeded = false;
    const started = performance.now();
    // Every line the handler logs names the job (log-context.ts); with tracing on, the run is a trace of its own.
    const store: LogContext = { job: job.id, jobKind: job.kind };
    try {
      const run = { id: job.id, attempts: job.attempts, lastAttempt: job.attempts >= job.maxAttempts };
      const handler = this.handlers.get(job.kind)!;
      await logContext.run(store, () =>
        inSpan(`job ${job.kind}`, { 'popreel.job.id': job.id, 'popreel.job.kind': job.kind, 'popreel.job.attempt': job.attempts }, (span) => {
          if (span) store.traceId = span.spanContext().traceId;
          return handler(job.payload, run);
        }, { root: true }),
      );
      succeeded = true;
      recordJobRun(job.kind, 'done', (performance.now() - started) / 1000, job.id, store.traceId);
    } catch (error) {
      const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
      recordJobRun(job.kind, final ? 'failed' : 'retry', (performance.now() - started) / 1000, job.id, store.traceId);
      this.log.warn({ job: job.id, kind: job.kind, attempt: job.attempts, final, err: error }, 'job failed');
      await this.record(job, { error: (error as Error)?.message ?? String(error), final, retryInSeconds: retryDelaySeconds(job.attempts) });
    }
    this.caps.ended(job.kind);
    if (succeeded && !this.stopping) {
      const kinds = this.claimableKinds();
      if (kinds.length > 0 && this.caps.room(kinds) > 0) {
        const [, claimed] = await Promise.all([this.record(job, null), this.claim(kinds, 1)]);
        // The queue still has work: other free slots (a claim that came back empty) may take some too.
        if (claimed > 0) this.tick();
        return;
      }
    }
    if (succeeded) await this.record(job, null);
    this.finished();
    if (!this.stopping) this.tick();
  }

  /** A job whose outcome cannot be recorded stays running under this worker's lock until the worker goes. */
  private async record(job: ClaimedJob, outcome: Parameters<typeof recordOutcome>[3]) {
    await recordOutcome(this.db, job, this.presence?.key ?? null, outcome).catch((error) =>
      this.log.error({ err: error, job: job.id }, 'could not record a job outcome; it is run again when this worker stops'),
    );
  }

  /**
   * Waits until a job has run (done or failed for good), looking every 100 ms, for at most `timeoutMs`; a
   * request that hands heavy work to the queue can still answer with its result when the queue keeps up.
   */
  async waitFor(jobId: number, timeoutMs: number): Promise<{ status: 'done' | 'failed' | 'pending'; error: string | null }> {
    for (const deadline = Date.now() + timeoutMs; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
      const job = await this.db.selectFrom('jobs').select(['status', 'lastError']).where('id', '=', jobId).executeTakeFirst();
      if (!job) return { status: 'failed', error: null };
      if (job.status === 'done' || job.status === 'failed') return { status: job.status, error: job.lastError };
      if (Date.now() >= deadline) return { status: 'pending', error: null };
    }
  }

  /**
   * Deletes done jobs older than a week, and done runs of `briefKinds` older than an hour, so the table does not
   * grow without bound (housekeeping, hourly): periodic work leaves a row a run, 17,000 a day for a 5 s sweep.
   */
  pruneDone(briefKinds: readonly KindOf<C>[] = []) {
    return pruneDoneJobs(this.db, briefKinds);
  }

  /** Stops claiming and waits for running jobs to finish (ordered shutdown drains the queue). */
  async stop(timeoutMs = 30_000) {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.rescueTimer) clearInterval(this.rescueTimer);
    this.timer = this.rescueTimer = null;
    await this.listener?.close();
    this.listener = null;
    if (this.running > 0) await Promise.race([new Promise<void>((resolve) => (this.idle = resolve)), new Promise((r) => setTimeout(r, timeoutMs))]);
    // Released last: a job still running past the timeout is then rescued by another worker, not lost.
    await this.presence?.close();
    this.presence = null;
  }
}
