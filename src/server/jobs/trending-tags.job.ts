import type { AppContext } from '../context.ts';
import { TRENDING_TAGS_EVERY_SECONDS } from '../domain/search/tag.service.ts';
import { runThenRequeue, type Recurring } from './recurring.ts';

export const TRENDING_TAGS: Recurring = { kind: 'trending-tags', payload: {}, everySeconds: TRENDING_TAGS_EVERY_SECONDS };

/**
 * Recounts every tag's listed videos and uses in the last 24 hours, then queues its next run: one pending
 * run at a time however many workers there are (enqueueOnce), so requests never count.
 */
export function trendingTagsJob(ctx: Pick<AppContext, 'services' | 'jobs' | 'log'>) {
  return () =>
    runThenRequeue(ctx.jobs, TRENDING_TAGS, async () => {
      const changed = await ctx.services.tags.recount();
      ctx.log.debug({ changed }, 'trending tags recounted');
    });
}

/** Where workers start: a first count now unless one is already waiting. */
export async function scheduleTrendingTags(ctx: Pick<AppContext, 'jobs'>) {
  await ctx.jobs.enqueueOnce('trending-tags', {});
}
