import type { RouteRow } from './route-rows.ts';

/**
 * Issue 39 (decision 049): the account's language is its own; every signed-in person reads and sets theirs
 * (a banned one reads it, and like every other write, cannot change it).
 */
// Columns:                                                                      visitor user owner  mod admin banned
export const LANGUAGE_ROWS: RouteRow[] = [
  { route: 'GET /api/me/language', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/language' }) },
  { route: 'PUT /api/me/language', expect: [401, 200, 200, 200, 200, 403], request: () => ({ path: '/api/me/language', body: { locale: 'es' } }) },
];
