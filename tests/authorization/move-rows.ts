import type { RouteRow } from './route-rows.ts';

/**
 * Issue 58: moving an account is its owner's business. Anyone signed in reads and sets their own "Also known as"
 * and may ask to move (here to an account that cannot be found: 422); a banned account changes nothing.
 */
// Columns:                                                         visitor user owner  mod admin banned
export const MOVE_ROWS: RouteRow[] = [
  { route: 'GET /api/me/move',              expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/move' }) },
  { route: 'PUT /api/me/also-known-as',     expect: [401, 200, 200, 200, 200, 403], request: () => ({ path: '/api/me/also-known-as', body: { handles: [] } }) },
  { route: 'POST /api/me/move',             expect: [401, 422, 422, 422, 422, 403], request: () => ({ path: '/api/me/move', body: { target: 'nobody@unreachable.invalid' } }) },
];
