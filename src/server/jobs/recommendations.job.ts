import type { AppContext } from '../context.ts';

/** Reruns a user's recommendations after their signals change (queued once, shortly after). */
export function recommendationsJob(ctx: Pick<AppContext, 'services'>) {
  return async ({ userId }: { userId: string }) => ctx.services.feed.rebuildForYou(userId);
}
