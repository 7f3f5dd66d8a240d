import { answer, contract, type Schemas } from './contract.ts';

export type DatingProfile = Schemas['MatchProfile'];
export type MatchCandidate = Schemas['MatchCandidate'];
export type SwipeResult = Schemas['SwipeResult'];
export type MatchPick = NonNullable<Schemas['MatchTopPick']['pick']>;
export type SwipeDirection = 'left' | 'right';

/** Spec §7 "Matching": the dating profile, up to 50 unswiped candidates, swipes, and the top AI pick. */
export const matchApi = {
  profile: (signal?: AbortSignal) => answer(contract.GET('/api/match/profile', { signal })),
  saveProfile: (profile: DatingProfile) => answer(contract.PUT('/api/match/profile', { body: profile })),
  candidates: (signal?: AbortSignal) => answer(contract.GET('/api/match/candidates', { signal })),
  swipe: (swipedId: string, direction: SwipeDirection) => answer(contract.POST('/api/match/swipes', { body: { swipedId: swipedId, direction } })),
  pick: (signal?: AbortSignal) => answer(contract.GET('/api/match/picks', { signal })),
  /** Rescores now instead of waiting for the background job; limited to a few times an hour (429). */
  refreshPick: () => answer(contract.POST('/api/match/picks/refresh')),
  unmatch: (userId: string) => answer(contract.DELETE('/api/match/matches/{id}', { params: { path: { id: userId } } })),
};
