import type { AppContext } from '../context.ts';
import { RecommendationRepo } from '../data/repos/recommendation.repo.ts';
import { rebuildForYou } from '../domain/feed/for-you-order.ts';

/** Reruns a user's recommendations after their signals change (queued once, shortly after). */
export function recommendationsJob(ctx: Pick<AppContext, 'db'>) {
  const repo = new RecommendationRepo(ctx.db);
  return async ({ userId }: { userId: string }) => rebuildForYou(repo, userId);
}
