import type { World } from './world.ts';
import type { RouteRow } from './route-rows.ts';
import type { VideoVisibility } from '../../src/shared/audience.ts';

/**
 * Issue 41: a video's caption tracks are its creator's to change; anyone who may watch the video reads the
 * published ones, and a track's signed link still answers only to who may watch it now.
 */
const VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nMatrix caption\n';

/** A new video of the owner's with one track, its setting and the track's status chosen. */
async function captioned(w: World, visibility: VideoVisibility = 'public', status: 'draft' | 'published' = 'published') {
  const id = await w.video();
  const { db, services } = w.app.ctx;
  await db.updateTable('videos').set({ visibility }).where('id', '=', id).execute();
  await services.captions.put(w.accounts.owner.id, id, 'en', { vtt: VTT, status });
  return id;
}

/** The track's signed link, as the owner's card names it. */
async function trackLink(w: World, visibility: VideoVisibility) {
  const id = await captioned(w, visibility);
  const { items } = await w.app.ctx.services.captions.list(w.accounts.owner.id, id);
  return { path: items[0].url! };
}

const OWNER_ONLY: RouteRow['expect'] = [404, 404, 200, 404, 404, 404];
const CHANGE: RouteRow['expect'] = [401, 403, 200, 403, 403, 403];

// Columns:                                                                                     visitor user owner  mod admin banned
export const CAPTION_ROWS: RouteRow[] = [
  { route: 'GET /api/videos/:id/captions', expect: [200, 200, 200, 200, 200, 200], request: async (w) => ({ path: `/api/videos/${await captioned(w)}/captions` }) },
  { route: 'GET /api/videos/:id/captions', variant: 'Only me', expect: OWNER_ONLY, request: async (w) => ({ path: `/api/videos/${await captioned(w, 'only_me')}/captions` }) },
  { route: 'PUT /api/videos/:id/captions/:language', expect: CHANGE, request: async (w) => ({ path: `/api/videos/${await w.video()}/captions/en`, body: { vtt: VTT } }) },
  {
    route: 'PUT /api/videos/:id/captions/:language', variant: 'still processing (the upload screen adds its track at once)', expect: [401, 404, 200, 404, 404, 403],
    request: async (w) => ({ path: `/api/videos/${await w.video({ status: 'processing' })}/captions/en`, body: { cues: [{ start: 0, end: 1, text: 'Hi' }] } }),
  },
  { route: 'POST /api/videos/:id/captions/:language/publish', expect: CHANGE, request: async (w) => ({ path: `/api/videos/${await captioned(w, 'public', 'draft')}/captions/en/publish` }) },
  { route: 'DELETE /api/videos/:id/captions/:language', expect: [401, 403, 204, 403, 403, 403], request: async (w) => ({ path: `/api/videos/${await captioned(w)}/captions/en` }) },
  // This matrix's server has no speech model nor endpoint: the owner is told so (captions.test.ts runs a real one).
  { route: 'POST /api/videos/:id/captions/transcribe', expect: [401, 403, 409, 403, 403, 403], request: async (w) => ({ path: `/api/videos/${await w.video()}/captions/transcribe`, body: {} }) },
  { route: 'GET /api/videos/:id/captions/:language/track.vtt', expect: [200, 200, 200, 200, 200, 200], request: (w) => trackLink(w, 'public') },
  { route: 'GET /api/videos/:id/captions/:language/track.vtt', variant: 'Followers (nobody follows the owner)', expect: OWNER_ONLY, request: (w) => trackLink(w, 'followers') },
  {
    route: 'GET /api/videos/:id/captions/:language/track.vtt', variant: 'a forged signature', expect: [403, 403, 403, 403, 403, 403],
    request: async (w) => ({ path: (await trackLink(w, 'public')).path.replace(/sig=[^&]+/, 'sig=forged') }),
  },
];
