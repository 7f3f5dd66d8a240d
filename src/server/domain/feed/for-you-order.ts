import type { RecommendationRepo } from '../../data/repos/recommendation.repo.ts';
import { DISCOVERY_EVERY } from '../../../shared/for-you.ts';
import { scoreCandidate, type ScoredVideo } from './for-you-score.ts';

export type { ScoredVideo };

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
 * Every DISCOVERY_EVERY-th unseen item is a discovery: the candidate of most merit (how everyone watches and
 * engages with it) from outside the viewer's follows, picks and history, so a page is never only more of the
 * same (issue 56). Returned scores keep the tiers' values as closely as the new order allows (each at most the
 * one before, minus a step), so a cursor taken before a rebuild still lands near the same place after it.
 */
export function arrangeForYou(candidates: ScoredVideo[], keep: number): ScoredVideo[] {
  const byScore = (a: ScoredVideo, b: ScoredVideo) => b.score - a.score || (a.id < b.id ? 1 : -1);
  const byMerit = (a: ScoredVideo, b: ScoredVideo) => b.merit - a.merit || byScore(a, b);
  const arranged: ScoredVideo[] = [];
  const taken = new Set<string>();
  /** The best of `pool` not yet taken whose creator is not among the last few, else the best not yet taken. */
  const next = (pool: ScoredVideo[]) => {
    const recent = new Set(arranged.slice(-(CREATOR_SPACING - 1)).map((video) => video.creator));
    let fallback: ScoredVideo | undefined;
    for (const video of pool) {
      if (taken.has(video.id)) continue;
      if (!recent.has(video.creator)) return video;
      fallback ??= video;
    }
    return fallback;
  };
  const unseen = candidates.filter((c) => !c.seen).sort(byScore);
  const discoveries = unseen.filter((c) => c.discovery).sort(byMerit);
  while (arranged.length < keep) {
    const slot = (arranged.length + 1) % DISCOVERY_EVERY === 0;
    const discovery = slot ? next(discoveries) : undefined;
    const video = discovery ?? next(unseen);
    if (!video) break;
    taken.add(video.id);
    arranged.push(discovery ? { ...discovery, reasons: ['discovery', ...discovery.reasons].slice(0, 2) } : video);
  }
  const seen = candidates.filter((c) => c.seen).sort(byScore);
  while (arranged.length < keep) {
    const video = next(seen);
    if (!video) break;
    taken.add(video.id);
    arranged.push(video);
  }
  let previous = Number.POSITIVE_INFINITY;
  return arranged.map((video) => {
    const tierScore = video.seen ? video.score - SEEN_OFFSET : video.score;
    previous = Math.min(tierScore, previous - STEP);
    return { ...video, score: previous };
  });
}

/** Rebuilds one viewer's stored For You list in the order above; `now` is the moment ranked for. */
export function rebuildForYou(repo: RecommendationRepo, userId: string, now?: Date) {
  return repo.rebuild(userId, (candidates) => arrangeForYou(candidates.map(scoreCandidate), FOR_YOU_KEEP), now);
}
