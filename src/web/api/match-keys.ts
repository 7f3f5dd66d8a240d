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
