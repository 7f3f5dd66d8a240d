import type { RouteRow } from './route-rows.ts';

/**
 * Issue 39 item 5 (decision 048): For You's languages are each viewer's own setting; a video's language is
 * its owner's to change, like its other settings.
 */
// Columns:                                                                                 visitor user owner  mod admin banned
export const VIDEO_LANGUAGE_ROWS: RouteRow[] = [
  { route: 'GET /api/me/feed-languages', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/feed-languages' }) },
  { route: 'PUT /api/me/feed-languages', expect: [401, 200, 200, 200, 200, 403], request: () => ({ path: '/api/me/feed-languages', body: { languages: ['es', 'en'] } }) },
  {
    route: 'PATCH /api/videos/:id', variant: 'language', expect: [401, 403, 200, 403, 403, 403],
    request: async (w) => ({ path: `/api/videos/${await w.video()}`, body: { language: 'es' } }),
  },
];
