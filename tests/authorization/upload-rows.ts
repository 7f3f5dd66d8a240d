import { sql } from 'kysely';
import type { World } from './world.ts';
import type { RouteRow } from './route-rows.ts';

/**
 * Issue 42: resumable uploads (tus), drafts and scheduled posts are their owner's alone. Another account's upload is not there for anyone
 * else (404, as if it did not exist); a visitor is asked to sign in; a banned account may start none.
 */
const TUS = { 'tus-resumable': '1.0.0' };
const upload = async (w: World, finished = false, suffix = '') => `/api/uploads/${await w.resumableUpload(finished)}${suffix}`;

const OWNERS: RouteRow['expect'] = [401, 404, 200, 404, 404, 404];

/** A processed draft of the owner's (decision 054), or a post scheduled an hour ahead (decision 055): held, not posted. */
async function draft(w: World, when: 'draft' | 'scheduled' = 'draft') {
  const id = await w.video();
  const publishAt = when === 'draft' ? sql<Date>`'infinity'::timestamptz` : sql<Date>`now() + interval '1 hour'`;
  await w.app.ctx.db.updateTable('videos').set({ status: 'held', publishAt: publishAt }).where('id', '=', id).execute();
  return id;
}
const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

// Columns:                                                                   visitor user owner  mod admin banned
export const UPLOAD_ROWS: RouteRow[] = [
  { route: 'POST /api/uploads',             expect: [401, 201, 201, 201, 201, 403], request: (w) => ({ path: '/api/uploads', headers: { ...TUS, 'upload-length': String(w.files.video.length) } }) },
  { route: 'HEAD /api/uploads/:id',         expect: OWNERS, request: async (w) => ({ path: await upload(w), headers: TUS }) },
  { route: 'PATCH /api/uploads/:id',        expect: [401, 404, 204, 404, 404, 403], request: async (w) => ({
    path: await upload(w),
    headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    bytes: w.files.video,
  }) },
  { route: 'DELETE /api/uploads/:id',       expect: [401, 404, 204, 404, 404, 403], request: async (w) => ({ path: await upload(w), headers: TUS }) },
  { route: 'POST /api/uploads/:id/video',   expect: [401, 404, 201, 404, 404, 403], request: async (w) => ({ path: await upload(w, true, '/video'), body: { caption: 'matrix resumable' } }) },
  // Drafts: each account lists its own; only the owner posts theirs, or even sees it.
  { route: 'GET /api/me/drafts',            expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/drafts' }) },
  { route: 'POST /api/videos/:id/publish',  expect: [401, 403, 200, 403, 403, 403], request: async (w) => ({ path: `/api/videos/${await draft(w)}/publish` }) },
  { route: 'GET /api/me/scheduled',         expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/scheduled' }) },
  { route: 'PUT /api/videos/:id/schedule',  expect: [401, 403, 200, 403, 403, 403], request: async (w) => ({ path: `/api/videos/${await draft(w)}/schedule`, body: { publishAt: inAnHour() } }) },
  { route: 'DELETE /api/videos/:id/schedule', expect: [401, 403, 204, 403, 403, 403], request: async (w) => ({ path: `/api/videos/${await draft(w, 'scheduled')}/schedule` }) },
  { route: 'GET /api/videos/:id', variant: 'a draft', expect: [404, 404, 200, 404, 404, 404], request: async (w) => ({ path: `/api/videos/${await draft(w)}` }) },
];
