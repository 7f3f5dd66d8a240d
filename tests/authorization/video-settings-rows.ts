import type { World } from './world.ts';
import type { RouteRow } from './route-rows.ts';

/** A new comment by a bystander on a new video of the owner's, for the creator's comment controls. */
async function commentOnOwnersVideo(w: World) {
  const videoId = await w.video();
  const author = await w.bystander();
  const row = await w.app.ctx.db.insertInto('comments').values({ videoId: videoId, userId: author.id, content: 'matrix comment to moderate' }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A new video of the owner's with comments turned off. */
async function videoWithCommentsOff(w: World) {
  const id = await w.video();
  await w.app.ctx.db.updateTable('videos').set({ commentPolicy: 'off' }).where('id', '=', id).execute();
  return id;
}

/**
 * Issue 38 part A–C (decision 046): a video's settings are its owner's; the sensitive mark is also the
 * moderators'; a video's comment controls are its creator's alone; with comments off only the creator comments.
 */
// Columns:                                                                                 visitor user owner  mod admin banned
export const VIDEO_SETTINGS_ROWS: RouteRow[] = [
  { route: 'GET /api/me/sensitive-content', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/sensitive-content' }) },
  { route: 'PUT /api/me/sensitive-content', expect: [401, 200, 200, 200, 200, 403], request: () => ({ path: '/api/me/sensitive-content', body: { showSensitive: true } }) },
  ...(['PUT', 'DELETE'] as const).flatMap((method): RouteRow[] => [
    { route: `${method} /api/comments/:id/hidden`, expect: [401, 403, 200, 403, 403, 403], request: async (w) => ({ path: `/api/comments/${await commentOnOwnersVideo(w)}/hidden` }) },
    { route: `${method} /api/comments/:id/pin`, expect: [401, 403, 200, 403, 403, 403], request: async (w) => ({ path: `/api/comments/${await commentOnOwnersVideo(w)}/pin` }) },
  ]),
  {
    route: 'PATCH /api/videos/:id', variant: 'who can watch, sensitive, who can comment', expect: [401, 403, 200, 403, 403, 403],
    request: async (w) => ({ path: `/api/videos/${await w.video()}`, body: { visibility: 'unlisted', sensitive: true, contentWarning: 'Flashing lights', commentPolicy: 'followers' } }),
  },
  {
    route: 'PATCH /api/admin/videos/:id', variant: 'mark sensitive', expect: [401, 403, 403, 200, 200, 403],
    request: async (w) => ({ path: `/api/admin/videos/${await w.video()}`, body: { sensitive: true, contentWarning: 'Matrix warning' } }),
  },
  {
    route: 'POST /api/comments', variant: 'comments off: only the creator', expect: [401, 403, 201, 403, 403, 403],
    request: async (w) => ({ path: '/api/comments', body: { videoId: await videoWithCommentsOff(w), content: 'matrix comment' } }),
  },
];
