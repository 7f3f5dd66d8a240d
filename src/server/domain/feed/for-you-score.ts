import type { ForYouReasonKind } from '../../../shared/for-you.ts';
import type { ForYouCandidate, ForYouFeatures } from '../../data/repos/recommendation.repo.ts';

/** How much each signal weighs; every part that can be a reason is named as one. */
const WEIGHTS = { new: 0.2, follow: 0.2, popular: 0.1, quality: 0.2, creator: 0.25, tag: 0.2, peers: 0.1, interest: 0.5 } as const;

export interface ForYouScore {
  score: number;
  /** The parts that raised the score most, strongest first, as stored reasons (`kind` or `kind:tag`). */
  reasons: string[];
  /** Outside the viewer's graph, picks and history: a candidate for a discovery slot. */
  discovery: boolean;
  /** What a discovery slot is chosen by: how people watch it and engage with it, not the viewer's taste. */
  merit: number;
}

export function scoreForYou(f: ForYouFeatures): ForYouScore {
  const interest = (f.interestTag !== null || f.interestCreator ? 1 : 0) * f.newcomer;
  const parts: Array<[ForYouReasonKind, number, string?]> = [
    ['new', WEIGHTS.new * f.fresh],
    ['follow', WEIGHTS.follow * (f.followed ? 1 : 0)],
    ['popular', WEIGHTS.popular * f.popular],
    ['quality', WEIGHTS.quality * f.quality],
    ['creator', WEIGHTS.creator * f.creatorAffinity],
    ['tag', WEIGHTS.tag * f.tagAffinity, f.topTag ?? undefined],
    ['peers', WEIGHTS.peers * f.peers],
    ['interest', WEIGHTS.interest * interest, f.interestTag ?? undefined],
  ];
  const penalties =
    (f.unpopped ? 0.5 : 0) + (f.notInterested ? 1 : 0) + 0.6 * Math.min(f.skipped, 1) + 0.5 * f.seenRecently;
  const score = parts.reduce((sum, [, value]) => sum + value, 0) - penalties;
  // Outside the graph and the history: nothing the viewer did touches it or its creator, for or against.
  const discovery = !f.followed && f.creatorAffinity === 0 && f.interestTag === null && !f.interestCreator && !f.seen && f.skipped === 0 && !f.notInterested && !f.unpopped;
  const reasons = parts
    .filter(([, value]) => value > 0.02)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([kind, , tag]) => (tag ? `${kind}:${tag}` : kind));
  return {
    score,
    reasons,
    discovery,
    merit: WEIGHTS.quality * f.quality + WEIGHTS.popular * f.popular + 0.05 * f.fresh,
  };
}

/** A candidate with its score: what the arranging works on. */
export interface ScoredVideo extends ForYouScore {
  id: string;
  creator: string;
  seen: boolean;
}

export function scoreCandidate(candidate: ForYouCandidate): ScoredVideo {
  return { id: candidate.id, creator: candidate.creator, seen: candidate.seen, ...scoreForYou(candidate) };
}
