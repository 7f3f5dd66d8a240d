import type { AppContext } from '../context.ts';
import { TRENDING_TAGS_EVERY_SECONDS } from '../domain/search/tag.service.ts';

/**
 * Recounts every tag's listed videos and uses in the last 24 hours, then queues its next run: one pending
 * run at a time however many workers there are (enqueueOnce), so requests never count.
 */
export function trendingTagsJob(ctx: Pick<AppContext, 'services' | 'jobs' | 'log'>) {
  return async () => {
    try {
      const changed = await ctx.services.tags.recount();
      ctx.log.debug({ changed }, 'trending tags recounted');
    } finally {
      await ctx.jobs.enqueueOnce('trending-tags', {}, { delaySeconds: TRENDING_TAGS_EVERY_SECONDS });
    }
  };
}

/** Where workers start: a first count now unless one is already waiting. */
export async function scheduleTrendingTags(ctx: Pick<AppContext, 'jobs'>) {
  await ctx.jobs.enqueueOnce('trending-tags', {});
}
