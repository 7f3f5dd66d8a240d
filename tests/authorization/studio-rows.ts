import { randomUUID } from 'node:crypto';
import type { RouteRow } from './route-rows.ts';
import type { World } from './world.ts';

/**
 * Issue 42 item 5: analytics. Anyone who may watch a video reports its watch (visitors too, banned accounts
 * not); a video they may not watch is 404. The numbers are the creator's alone: each account reads its own
 * /studio, and another's video is 404 there, as if it did not exist.
 */
const watch = () => ({ watchId: randomUUID(), watchedMs: 5000, completed: false, source: 'for_you' });
const hidden = async (w: World) => w.video({ hidden: true });

// Columns:                                                                   visitor user owner  mod admin banned
export const STUDIO_ROWS: RouteRow[] = [
  { route: 'POST /api/videos/:id/watches', expect: [204, 204, 204, 204, 204, 403], request: async (w) => ({ path: `/api/videos/${await w.video()}/watches`, body: watch() }) },
  {
    route: 'POST /api/videos/:id/watches', variant: 'a video hidden by a moderator', expect: [404, 404, 404, 404, 404, 403],
    request: async (w) => ({ path: `/api/videos/${await hidden(w)}/watches`, body: watch() }),
  },
  { route: 'GET /api/studio', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/studio?days=7' }) },
  { route: 'GET /api/studio/videos/:id', expect: [401, 404, 200, 404, 404, 404], request: async (w) => ({ path: `/api/studio/videos/${await w.video()}?days=60` }) },
];
