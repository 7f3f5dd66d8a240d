import type { ReactionState, ReactionType } from '../../../api/videos-api.ts';

/**
 * Spec §4 "Reaction": tapping the current reaction removes it, tapping the other switches it; counts never
 * go below 0. The server applies the same machine; this is the optimistic guess shown meanwhile.
 */
export function nextReaction(state: ReactionState, type: ReactionType): ReactionState {
  const counts = { pop: state.popCount, unpop: state.unpopCount };
  let reaction: ReactionType | null;
  if (state.reaction === type) {
    counts[type] = Math.max(0, counts[type] - 1);
    reaction = null;
  } else {
    if (state.reaction) counts[state.reaction] = Math.max(0, counts[state.reaction] - 1);
    counts[type] += 1;
    reaction = type;
  }
  return { reaction, popCount: counts.pop, unpopCount: counts.unpop };
}
