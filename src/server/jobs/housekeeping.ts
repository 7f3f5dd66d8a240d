import type { AppContext } from '../context.ts';
import type { HousekeepingStep, JobPayload } from '../queue/job-catalog.ts';
import { PermanentJobError } from '../queue/queue.ts';
import { runThenRequeue, type Recurring } from './recurring.ts';
import { TRENDING_TAGS } from './trending-tags.job.ts';
import { SCHEDULED_POSTS } from './scheduled-posts.ts';
import { VIEW_ROLLUP } from './view-rollup.ts';

export const HOUSEKEEPING_EVERY_SECONDS = 60 * 60;

type Ctx = Pick<AppContext, 'services' | 'jobs' | 'federation'>;

/**
 * The hourly housekeeping, wherever workers run, one `housekeeping` job per step (decision 060): each step calls
 * one service method, then queues its own next run an hour on, so a step that throws is logged by the queue and
 * retried by its attempts while every other step runs as usual. So no table grows without bound, and what
 * should exist is queued.
 */
const STEPS: Record<HousekeepingStep, (ctx: Ctx) => Promise<unknown>> = {
  // Every public video has a share card: at the first start the demo's videos get theirs in the background
  // (decision 027), and so does any whose card failed.
  'share-cards': (ctx) => ctx.services.sharePreviews.queueMissingCards(),
  // Every avatar has its small copy (decision 034).
  'small-avatars': (ctx) => ctx.services.avatars.queueMissingSmallCopies(),
  // Finished jobs older than a week, and the periodic ones' own runs once an hour old (failed ones stay for
  // inspection): the queue's own table.
  'done-jobs': (ctx) => ctx.jobs.pruneDone([...new Set(PERIODIC_JOBS.map((job) => job.kind))]),
  // Rate-limit windows that have ended, and sign-in failures nobody has repeated for a day.
  'rate-limits': (ctx) => ctx.services.writeLimits.pruneEnded(),
  'sign-in-failures': (ctx) => ctx.services.signInGuard.prune(),
  // Uploads that failed processing a week ago and were never retried, with their files.
  'failed-uploads': (ctx) => ctx.services.videoManagement.removeAbandonedFailures(),
  'expired-stories': (ctx) => ctx.services.stories.expireDue(),
  // Issue 24: expired link tokens and challenges, week-old exports' files, accounts past their grace period.
  'account-tokens': (ctx) => ctx.services.accountTokens.prune(),
  'data-exports': (ctx) => ctx.services.dataExports.expireOld(),
  // Issue 58: an archive uploaded to move in is kept a week for its videos to be picked.
  'import-archives': (ctx) => ctx.services.archiveImports.expireArchives(),
  'account-erasures': (ctx) => ctx.services.accountDeletion.queueDue(),
  // Issue 40: Fedify's expired cache and idempotence entries.
  'federation-cache': (ctx) => ctx.federation.kv.sweepExpired(),
  // Issue 52: subscribed blocklists, each fetched once a day.
  blocklists: (ctx) => ctx.services.blocklists.queueDue(),
  // Issue 42: resumable uploads a day old, finished or not, with any parts left (decision 053).
  'resumable-uploads': (ctx) => ctx.services.resumableUploads.purgeExpired(),
  // Issue 42: who watched which day, once past the longest /studio range.
  'viewer-days': (ctx) => ctx.services.studio.pruneViewerDays(),
  // Issue 57: videos from before streaming ladders get theirs, a batch an hour (LADDER_BACKFILL_PER_HOUR).
  ladders: (ctx) => ctx.services.ladders.queueMissing(),
  // Issue 55: watch history past 90 days.
  'watch-history': (ctx) => ctx.services.watchHistory.prune(),
};

const housekeepingStep = (step: HousekeepingStep): Recurring => ({ kind: 'housekeeping', payload: { step }, everySeconds: HOUSEKEEPING_EVERY_SECONDS });

/** Every periodic job, each queuing its own next run: the trending count, scheduled posts, the views rollup and each housekeeping step. */
export const PERIODIC_JOBS: readonly Recurring[] = [TRENDING_TAGS, SCHEDULED_POSTS, VIEW_ROLLUP, ...(Object.keys(STEPS) as HousekeepingStep[]).map(housekeepingStep)];

/** One housekeeping step; its failure names the step, for the queue's log line and the job's `last_error`. */
export function housekeepingJob(ctx: Ctx) {
  return async ({ step }: JobPayload<'housekeeping'>) => {
    // A step this build does not know (queued by a newer build, or dropped since) fails for good and is not
    // queued again; a worker of the build that knows it queues it again within the hour (startHousekeeping).
    if (!Object.hasOwn(STEPS, step)) throw new PermanentJobError(`no housekeeping step "${String(step)}" in this build`);
    await runThenRequeue(ctx.jobs, housekeepingStep(step), async () => {
      try {
        await STEPS[step](ctx);
      } catch (error) {
        throw new Error(`housekeeping step ${step} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    });
  };
}

/**
 * Where workers start: every periodic job is queued to run now unless its next run already waits (enqueueOnce,
 * so several workers starting together queue each once). Each run then queues the next itself; this process
 * looks again every hour and queues, a period on, any whose next run was lost (its run and every retry failed to
 * reach the database). Returns the stop function, which ends that hourly look; the runs are the queue's.
 */
export function startHousekeeping(ctx: Pick<AppContext, 'jobs' | 'log'>): () => void {
  let stopped = false;
  const ensureQueued = async (atStart: boolean) => {
    for (const job of PERIODIC_JOBS) {
      if (stopped) return;
      try {
        await ctx.jobs.enqueueOnce(job.kind, job.payload, atStart ? {} : { delaySeconds: job.everySeconds });
      } catch (error) {
        // The database is away (or the process is stopping): one line says so, and the next look tries them all.
        if (!stopped) ctx.log.warn({ err: error, kind: job.kind, payload: job.payload }, 'could not queue the periodic jobs');
        return;
      }
    }
  };
  const timer = setInterval(() => void ensureQueued(false), HOUSEKEEPING_EVERY_SECONDS * 1000);
  timer.unref();
  void ensureQueued(true);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
