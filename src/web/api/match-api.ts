import type { DatingProfile, MatchCandidate, MatchPick, SwipeResult } from '../../shared/chat-types.ts';
import { api } from './client.ts';

export type { DatingProfile, MatchCandidate, MatchPick, SwipeResult } from '../../shared/chat-types.ts';
export type SwipeDirection = 'left' | 'right';

/**
 * Query keys of the Singles Match screen. They share the `match` root so saving the dating profile (which
 * decides who is shown at all) refreshes Discover and AI Picks in one invalidation. They are not scoped by
 * user: signing in or out already drops every cached read but the session.
 */
export const matchKeys = {
  all: ['match'] as const,
  profile: ['match', 'profile'] as const,
  candidates: ['match', 'candidates'] as const,
  pick: ['match', 'pick'] as const,
};

/** Spec §7 "Matching": the dating profile, up to 50 unswiped candidates, swipes, and the top AI pick. */
export const matchApi = {
  profile: (signal?: AbortSignal) => api.get<DatingProfile>('/api/match/profile', signal),
  saveProfile: (profile: DatingProfile) => api.put<DatingProfile>('/api/match/profile', profile),
  candidates: (signal?: AbortSignal) => api.get<{ items: MatchCandidate[] }>('/api/match/candidates', signal),
  swipe: (swipedId: string, direction: SwipeDirection) => api.post<SwipeResult>('/api/match/swipes', { swiped_id: swipedId, direction }),
  pick: (signal?: AbortSignal) => api.get<{ pick: MatchPick | null }>('/api/match/picks', signal),
  /** Rescores now instead of waiting for the background job; limited to a few times an hour (429). */
  refreshPick: () => api.post<{ pick: MatchPick | null }>('/api/match/picks/refresh'),
  unmatch: (userId: string) => api.delete<void>(`/api/match/matches/${encodeURIComponent(userId)}`),
};
