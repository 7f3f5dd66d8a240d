import type { RouteRow } from './route-rows.ts';

/**
 * Issue 56: a person's say over their own For You. Interests and hidden creators are each account's own (a
 * banned account reads but may not change them); hiding oneself is refused; "Why am I seeing this?" answers
 * for a video the asker may watch.
 */
// Columns:                                                                        visitor user owner  mod admin banned
export const FOR_YOU_ROWS: RouteRow[] = [
  { route: 'GET /api/me/interests', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/interests' }) },
  { route: 'PUT /api/me/interests', expect: [401, 200, 200, 200, 200, 403], request: () => ({ path: '/api/me/interests', body: { tags: [], creators: [] } }) },
  { route: 'GET /api/interests/choices', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/interests/choices' }) },
  { route: 'GET /api/me/hidden-creators', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/hidden-creators' }) },
  {
    route: 'POST /api/users/:id/hide-from-for-you', expect: [401, 200, 400, 200, 200, 403],
    request: (w) => ({ path: `/api/users/${w.accounts.owner.id}/hide-from-for-you` }),
  },
  {
    route: 'DELETE /api/users/:id/hide-from-for-you', expect: [401, 200, 200, 200, 200, 403],
    request: (w) => ({ path: `/api/users/${w.accounts.owner.id}/hide-from-for-you` }),
  },
  { route: 'GET /api/videos/:id/for-you-reasons', expect: [401, 200, 200, 200, 200, 200], request: async (w) => ({ path: `/api/videos/${await w.video()}/for-you-reasons` }) },
  {
    route: 'GET /api/videos/:id/for-you-reasons', variant: 'a video hidden by a moderator', expect: [401, 404, 404, 404, 404, 404],
    request: async (w) => ({ path: `/api/videos/${await w.video({ hidden: true })}/for-you-reasons` }),
  },
];
