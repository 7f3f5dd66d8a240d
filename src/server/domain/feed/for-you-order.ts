import type { RecommendationRepo, ScoredRecommendation } from '../../data/repos/recommendation.repo.ts';

/** A scored candidate of a viewer's For You list. */
export type ScoredVideo = ScoredRecommendation;

/** How many recommendations a user keeps. */
export const FOR_YOU_KEEP = 300;
/** No creator twice in any this many consecutive items, when another creator is available. */
export const CREATOR_SPACING = 5;
/** Seen videos sit this far below every unseen one, so a keyset walk meets them only after the last unseen. */
export const SEEN_OFFSET = 10;
/** The smallest step between stored scores, so the stored order is strict. */
const STEP = 1e-6;

/**
 * The order For You is walked in: unseen videos first, then already-seen ones, each tier best first,
 * reordered greedily so that no creator repeats within CREATOR_SPACING items unless nobody else is left.
 * Returned scores keep the tiers' values as closely as the new order allows (each at most the one before,
 * minus a step), so a cursor taken before a rebuild still lands near the same place after it.
 */
export function arrangeForYou(candidates: ScoredVideo[], keep: number): ScoredVideo[] {
  const byScore = (a: ScoredVideo, b: ScoredVideo) => b.score - a.score || (a.id < b.id ? 1 : -1);
  const tiers = [candidates.filter((c) => !c.seen).sort(byScore), candidates.filter((c) => c.seen).sort(byScore)];
  const arranged: ScoredVideo[] = [];
  for (const tier of tiers) {
    const pool = [...tier];
    while (pool.length > 0 && arranged.length < keep) {
      const recent = new Set(arranged.slice(-(CREATOR_SPACING - 1)).map((video) => video.creator));
      const index = Math.max(0, pool.findIndex((video) => !recent.has(video.creator)));
      arranged.push(pool.splice(index, 1)[0]);
    }
  }
  let previous = Number.POSITIVE_INFINITY;
  return arranged.map((video) => {
    const tierScore = video.seen ? video.score - SEEN_OFFSET : video.score;
    previous = Math.min(tierScore, previous - STEP);
    return { ...video, score: previous };
  });
}

/** Rebuilds one viewer's stored For You list in the order above. */
export function rebuildForYou(repo: RecommendationRepo, userId: string, now?: Date) {
  return repo.rebuild(userId, (candidates) => arrangeForYou(candidates, FOR_YOU_KEEP), now);
}
