import type { AppContext } from '../context.ts';
import { RateLimitRepo } from '../data/repos/rate-limit.repo.ts';
import { SignInFailuresRepo } from '../data/repos/sign-in-failures.repo.ts';
import { scheduleTrendingTags } from './trending-tags.job.ts';
import { queueMissingSmallAvatars } from './small-avatar.job.ts';
import { startScheduledPosts } from './scheduled-posts.ts';
import { startViewRollup } from './view-rollup.ts';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Hourly, wherever workers run: finished jobs older than a week and rate-limit windows older than a day are
 * deleted, so neither table grows without bound, and so are uploads that failed processing a week ago and
 * were never retried, with their files, and so are expired stories. Failed jobs stay for inspection. It also
 * makes sure the trending-tags count is queued (it re-queues itself every ten minutes; this restarts it at
 * start and if a run was ever lost), and that every public video has a share card: at the first start, the
 * demo's videos get theirs in the background (decision 027), and every avatar its small copy (decision 034).
 * Resumable uploads past their day go with their parts (decision 053).
 */
export function startHousekeeping(ctx: Pick<AppContext, 'db' | 'log' | 'services' | 'jobs' | 'federation'>): () => void {
  const rateLimits = new RateLimitRepo(ctx.db);
  const run = async () => {
    try {
      await scheduleTrendingTags(ctx);
      await ctx.services.sharePreviews.queueMissingCards();
      await queueMissingSmallAvatars(ctx);
      await ctx.jobs.pruneDone();
      await rateLimits.prune();
      await new SignInFailuresRepo(ctx.db).prune();
      await ctx.services.videoManagement.removeAbandonedFailures();
      await ctx.services.stories.expireDue();
      // Issue 24: expired link tokens and challenges, week-old exports' files, accounts past their grace period.
      await ctx.services.accountTokens.prune();
      await ctx.services.dataExports.expireOld();
      await ctx.services.accountDeletion.queueDue();
      // Issue 40: Fedify's expired cache and idempotence entries.
      await ctx.federation.kv.sweepExpired();
      // Issue 52: subscribed blocklists, each fetched once a day.
      await ctx.services.blocklists.queueDue();
      // Issue 42: resumable uploads a day old, finished or not, with any parts left.
      await ctx.services.resumableUploads.purgeExpired();
      // Issue 42: who watched which day, once past the longest /studio range.
      await ctx.services.studio.pruneViewerDays();
    } catch (error) {
      ctx.log.warn({ err: error }, 'housekeeping failed');
    }
  };
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  void run();
  // Issue 42: scheduled posts and the views rollup have their own, much shorter, beats.
  const stopScheduled = startScheduledPosts(ctx);
  const stopRollup = startViewRollup(ctx);
  return () => {
    clearInterval(timer);
    stopScheduled();
    stopRollup();
  };
}
