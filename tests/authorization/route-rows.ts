import { randomBytes } from 'node:crypto';
import type { Role, World } from './world.ts';
import { BANNED_CONTENT_ROWS } from './banned-content-rows.ts';
import { ACCOUNT_ROWS } from './account-rows.ts';
import { APP_TOKEN_ROWS } from './app-token-rows.ts';
import { PUSH_ROWS } from './push-rows.ts';
import { AUDIENCE_ROWS } from './audience-rows.ts';
import { REPORT_ROWS } from './report-rows.ts';
import { VIDEO_SETTINGS_ROWS } from './video-settings-rows.ts';
import { VIDEO_LANGUAGE_ROWS } from './video-language-rows.ts';
import { LANGUAGE_ROWS } from './language-rows.ts';
import { FEDERATION_ROWS } from './federation-rows.ts';
import { INSTANCE_POLICY_ROWS } from './instance-policy-rows.ts';
import { CAPTION_ROWS } from './caption-rows.ts';
import { STREAM_ROWS } from './stream-rows.ts';
import { UPLOAD_ROWS } from './upload-rows.ts';
import { IMPORT_ROWS } from './import-rows.ts';
import { MOVE_ROWS } from './move-rows.ts';
import { STUDIO_ROWS } from './studio-rows.ts';
import { COLLECTION_ROWS } from './collection-rows.ts';
import { FOR_YOU_ROWS } from './for-you-rows.ts';

/** What one cell sends; the runner adds the role's session cookie (unless `cookie` replaces it) and Origin. */
export interface MatrixRequest {
  path: string;
  body?: unknown;
  form?: FormData;
  /** A raw body (a tus PATCH's bytes), sent with the content type `headers` name. */
  bytes?: Uint8Array;
  cookie?: string;
  /** Headers of the request's own (an ActivityPub Accept, say), over the runner's. */
  headers?: Record<string, string>;
}

export interface RouteRow {
  /** Method and URL exactly as Fastify registers the route. */
  route: string;
  /** A variant of the route's rule, when one route has several rows. */
  variant?: string;
  /** Expected status for visitor, user, owner, moderator, admin, banned. */
  expect: [number, number, number, number, number, number];
  request(world: World, role: Role): Promise<MatrixRequest> | MatrixRequest;
  /** Text no 200 answer may hold, whoever asks (a banned author's content: banned-content-rows.ts). */
  absent?(world: World): string;
}

const newAccount = () => {
  const suffix = randomBytes(4).toString('hex');
  return { username: `mx_${suffix}`, email: `mx_${suffix}@example.com`, password: 'correct-horse-battery' };
};
const credentials = (world: World, role: Role) => {
  const account = world.accounts[role === 'visitor' ? 'user' : role];
  return { email: account.email, password: account.password };
};
const upload = (world: World) => {
  const form = new FormData();
  form.append('title', 'matrix upload');
  form.append('file', new Blob([new Uint8Array(world.files.video)], { type: 'video/mp4' }), 'clip.mp4');
  return form;
};
const edit = (world: World) => {
  const form = new FormData();
  form.append('mode', 'new');
  form.append('musicTrackId', world.soundId);
  form.append('file', new Blob([new Uint8Array(world.files.video)], { type: 'video/mp4' }), 'edited.mp4');
  return form;
};
const avatar = (world: World) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(world.files.png)], { type: 'image/png' }), 'avatar.png');
  return form;
};
const storyImage = (world: World) => {
  const form = new FormData();
  form.append('caption', 'matrix story');
  form.append('file', new Blob([new Uint8Array(world.files.png)], { type: 'image/png' }), 'story.png');
  return form;
};
const video = async (world: World, path: string, options?: Parameters<World['video']>[0]) => ({ path: path.replace(':id', await world.video(options)) });

/** The four routes of one room, read, send and mark read, with the statuses each role gets. */
type Statuses = RouteRow['expect'];
function chatRoomRows(variant: string, room: (w: World) => string, expect: { read: Statuses; send: Statuses; mark: Statuses }): RouteRow[] {
  return [
    { route: 'GET /api/chat/rooms/:id', variant, expect: expect.read, request: (w) => ({ path: `/api/chat/rooms/${room(w)}` }) },
    { route: 'GET /api/chat/rooms/:id/messages', variant, expect: expect.read, request: (w) => ({ path: `/api/chat/rooms/${room(w)}/messages` }) },
    { route: 'POST /api/chat/rooms/:id/messages', variant, expect: expect.send, request: (w) => ({ path: `/api/chat/rooms/${room(w)}/messages`, body: { content: 'matrix hello' } }) },
    { route: 'POST /api/chat/rooms/:id/read', variant, expect: expect.mark, request: (w) => ({ path: `/api/chat/rooms/${room(w)}/read`, body: { seq: 1 } }) },
  ];
}

// Columns:                                                              visitor user owner  mod admin banned
export const ROUTE_ROWS: RouteRow[] = [
  { route: 'GET /api/health', expect: [200, 200, 200, 200, 200, 200], request: () => ({ path: '/api/health' }) },
  // Off in the matrix's app (no METRICS_TOKEN): 404 for everyone; tests/api/metrics.test.ts covers the token.
  { route: 'GET /metrics', expect: [404, 404, 404, 404, 404, 404], request: () => ({ path: '/metrics' }) },
  { route: 'GET /api/config', expect: [200, 200, 200, 200, 200, 200], request: () => ({ path: '/api/config' }) },
  { route: 'GET /api/realtime', variant: 'plain GET without the upgrade', expect: [426, 426, 426, 426, 426, 426], request: () => ({ path: '/api/realtime' }) },
  { route: 'GET /media/:bucket/*', variant: 'a signed link', expect: [200, 200, 200, 200, 200, 200], request: async (w) => ({ path: await w.signedMediaPath() }) },
  { route: 'GET /media/:bucket/*', variant: 'unsigned', expect: [403, 403, 403, 403, 403, 403], request: async (w) => ({ path: (await w.signedMediaPath()).split('?')[0] }) },

  { route: 'POST /api/auth/sign-up', expect: [201, 201, 201, 201, 201, 403], request: () => ({ path: '/api/auth/sign-up', body: newAccount() }) },
  { route: 'POST /api/auth/sign-in', expect: [200, 200, 200, 200, 200, 403], request: (w, role) => ({ path: '/api/auth/sign-in', body: credentials(w, role) }) },
  { route: 'POST /api/auth/token', expect: [200, 200, 200, 200, 200, 403], request: (w, role) => ({ path: '/api/auth/token', body: credentials(w, role) }) },
  {
    route: 'POST /api/auth/sign-out', expect: [204, 204, 204, 204, 204, 204],
    request: async (w, role) => ({ path: '/api/auth/sign-out', cookie: role === 'visitor' ? '' : await w.newSession(w.accounts[role]) }),
  },
  { route: 'GET /api/me', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me' }) },
  // The web app's session probe: a visitor is an answer, not an error (decision 028).
  { route: 'GET /api/session', expect: [200, 200, 200, 200, 200, 200], request: () => ({ path: '/api/session' }) },

  { route: 'GET /api/notifications', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/notifications' }) },
  { route: 'GET /api/notifications/unread-count', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/notifications/unread-count' }) },
  { route: 'POST /api/notifications/:id/read', expect: [401, 404, 204, 404, 404, 403], request: async (w) => ({ path: `/api/notifications/${await w.notification()}/read` }) },
  { route: 'POST /api/notifications/read-all', expect: [401, 204, 204, 204, 204, 403], request: () => ({ path: '/api/notifications/read-all' }) },
  { route: 'GET /api/notifications/:id/actors', expect: [401, 404, 200, 404, 404, 404], request: async (w) => ({ path: `/api/notifications/${await w.notification()}/actors` }) },
  { route: 'GET /api/me/notification-settings', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/notification-settings' }) },
  {
    route: 'PUT /api/me/notification-settings', expect: [401, 200, 200, 200, 200, 403],
    request: () => ({ path: '/api/me/notification-settings', body: { items: [{ kind: 'like', inApp: true, push: true }] } }),
  },

  { route: 'POST /api/analytics', expect: [204, 204, 204, 204, 204, 403], request: () => ({ path: '/api/analytics', body: { name: 'place_view', props: { source: 'matrix' } } }) },
  { route: 'GET /api/admin/analytics', expect: [401, 403, 403, 403, 200, 403], request: () => ({ path: '/api/admin/analytics' }) },
  // Issue 60: the health page and its retry, admins only (the retry of a job that is not failed is a 404).
  { route: 'GET /api/admin/health', expect: [401, 403, 403, 403, 200, 403], request: () => ({ path: '/api/admin/health' }) },
  { route: 'POST /api/admin/jobs/:id/retry', expect: [401, 403, 403, 403, 404, 403], request: () => ({ path: '/api/admin/jobs/1/retry' }) },

  // Moderation (decision 016): moderators hide and resolve; only admins ban, set verified and manage moderators.
  { route: 'GET /api/admin/reports', expect: [401, 403, 403, 200, 200, 403], request: () => ({ path: '/api/admin/reports?status=all' }) },
  { route: 'PATCH /api/admin/reports/:id', expect: [401, 403, 403, 200, 200, 403], request: async (w) => ({ path: `/api/admin/reports/${await w.report()}`, body: { resolved: true } }) },
  { route: 'PATCH /api/admin/videos/:id', expect: [401, 403, 403, 200, 200, 403], request: async (w) => ({ path: `/api/admin/videos/${await w.video()}`, body: { hidden: true } }) },
  {
    route: 'PATCH /api/admin/users/:id', variant: 'ban', expect: [401, 403, 403, 403, 200, 403],
    request: async (w) => ({ path: `/api/admin/users/${(await w.bystander()).id}`, body: { banned: true } }),
  },
  {
    route: 'PATCH /api/admin/users/:id', variant: 'set verified', expect: [401, 403, 403, 403, 200, 403],
    request: async (w) => ({ path: `/api/admin/users/${(await w.bystander()).id}`, body: { verified: true } }),
  },
  { route: 'GET /api/admin/actions', expect: [401, 403, 403, 200, 200, 403], request: () => ({ path: '/api/admin/actions' }) },
  { route: 'GET /api/admin/overview', expect: [401, 403, 403, 200, 200, 403], request: () => ({ path: '/api/admin/overview' }) },
  { route: 'GET /api/admin/moderators', expect: [401, 403, 403, 403, 200, 403], request: () => ({ path: '/api/admin/moderators' }) },
  {
    route: 'POST /api/admin/moderators', expect: [401, 403, 403, 403, 201, 403],
    request: async (w) => ({ path: '/api/admin/moderators', body: { username: (await w.bystander()).username } }),
  },
  { route: 'DELETE /api/admin/moderators/:id', expect: [401, 403, 403, 403, 204, 403], request: async (w) => ({ path: `/api/admin/moderators/${(await w.bystander()).id}` }) },

  { route: 'POST /api/videos', expect: [401, 201, 201, 201, 201, 403], request: (w) => ({ path: '/api/videos', form: upload(w) }) },
  { route: 'GET /api/videos', expect: [200, 200, 200, 200, 200, 200], request: () => ({ path: '/api/videos?limit=5' }) },
  { route: 'GET /api/videos/:id', expect: [200, 200, 200, 200, 200, 200], request: (w) => video(w, '/api/videos/:id') },
  { route: 'GET /api/videos/:id', variant: 'hidden by moderators', expect: [404, 404, 404, 404, 404, 404], request: (w) => video(w, '/api/videos/:id', { hidden: true }) },
  { route: 'GET /api/videos/:id', variant: 'still processing', expect: [404, 404, 404, 404, 404, 404], request: (w) => video(w, '/api/videos/:id', { status: 'processing' }) },
  {
    route: 'GET /api/videos/:id', variant: 'by a banned creator', expect: [404, 404, 404, 404, 404, 404],
    request: async (w) => ({ path: `/api/videos/${await w.video({ ownerId: w.accounts.banned.id })}` }),
  },
  // Issue 25: the share page's stable preview links follow the share page's rule, for everyone alike.
  ...(['card.jpg', 'video.mp4'] as const).flatMap((leaf): RouteRow[] => {
    const shown = leaf === 'card.jpg' ? 200 : 302;
    const route = `GET /v/:id/${leaf}`;
    return [
      { route, expect: [shown, shown, shown, shown, shown, shown], request: async (w) => ({ path: `/v/${await w.video()}/${leaf}` }) },
      { route, variant: 'hidden by moderators', expect: [404, 404, 404, 404, 404, 404], request: async (w) => ({ path: `/v/${await w.video({ hidden: true })}/${leaf}` }) },
      { route, variant: 'still processing', expect: [404, 404, 404, 404, 404, 404], request: async (w) => ({ path: `/v/${await w.video({ status: 'processing' })}/${leaf}` }) },
      { route, variant: 'by a banned creator', expect: [404, 404, 404, 404, 404, 404], request: async (w) => ({ path: `/v/${await w.video({ ownerId: w.accounts.banned.id })}/${leaf}` }) },
      { route, variant: 'not an id', expect: [404, 404, 404, 404, 404, 404], request: () => ({ path: `/v/not-a-video/${leaf}` }) },
    ];
  }),
  { route: 'PATCH /api/videos/:id', expect: [401, 403, 200, 403, 403, 403], request: async (w) => ({ ...(await video(w, '/api/videos/:id')), body: { caption: 'edited' } }) },
  // Issue 42: pinning is the owner's alone (each cell pins a new video; unpinning one not pinned is a 200 too).
  { route: 'PUT /api/videos/:id/pin', expect: [401, 403, 200, 403, 403, 403], request: (w) => video(w, '/api/videos/:id/pin') },
  { route: 'DELETE /api/videos/:id/pin', expect: [401, 403, 200, 403, 403, 403], request: (w) => video(w, '/api/videos/:id/pin') },
  { route: 'DELETE /api/videos/:id', expect: [401, 403, 204, 403, 403, 403], request: (w) => video(w, '/api/videos/:id') },
  { route: 'GET /api/videos/:id/status', expect: [401, 404, 200, 404, 404, 404], request: (w) => video(w, '/api/videos/:id/status', { status: 'processing' }) },
  { route: 'POST /api/videos/:id/retry', expect: [401, 403, 202, 403, 403, 403], request: (w) => video(w, '/api/videos/:id/retry', { status: 'failed' }) },
  { route: 'GET /api/videos/:id/link', expect: [200, 200, 200, 200, 200, 200], request: (w) => video(w, '/api/videos/:id/link') },
  { route: 'GET /api/videos/:id/likes', expect: [401, 200, 200, 200, 200, 200], request: (w) => video(w, '/api/videos/:id/likes') },
  { route: 'GET /api/videos/:id/comments', expect: [200, 200, 200, 200, 200, 200], request: (w) => video(w, '/api/videos/:id/comments') },
  { route: 'POST /api/videos/:id/reaction', expect: [401, 200, 200, 200, 200, 403], request: async (w) => ({ ...(await video(w, '/api/videos/:id/reaction')), body: { type: 'pop' } }) },
  { route: 'PUT /api/videos/:id/like', expect: [401, 200, 200, 200, 200, 403], request: (w) => video(w, '/api/videos/:id/like') },
  { route: 'DELETE /api/videos/:id/like', expect: [401, 200, 200, 200, 200, 403], request: (w) => video(w, '/api/videos/:id/like') },
  { route: 'PUT /api/videos/:id/repost', expect: [401, 200, 200, 200, 200, 403], request: (w) => video(w, '/api/videos/:id/repost') },
  { route: 'DELETE /api/videos/:id/repost', expect: [401, 200, 200, 200, 200, 403], request: (w) => video(w, '/api/videos/:id/repost') },
  { route: 'PUT /api/videos/:id/favourite', expect: [401, 200, 200, 200, 200, 403], request: (w) => video(w, '/api/videos/:id/favourite') },
  { route: 'DELETE /api/videos/:id/favourite', expect: [401, 200, 200, 200, 200, 403], request: (w) => video(w, '/api/videos/:id/favourite') },
  { route: 'POST /api/videos/:id/shares', expect: [401, 201, 201, 201, 201, 403], request: (w) => video(w, '/api/videos/:id/shares') },
  { route: 'POST /api/videos/:id/not-interested', expect: [401, 204, 400, 204, 204, 403], request: (w) => video(w, '/api/videos/:id/not-interested') },
  { route: 'POST /api/videos/:id/views', expect: [204, 204, 204, 204, 204, 403], request: (w) => video(w, '/api/videos/:id/views') },

  { route: 'GET /api/feed/following', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/feed/following' }) },
  { route: 'GET /api/feed/foryou', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/feed/foryou' }) },

  { route: 'POST /api/comments', expect: [401, 201, 201, 201, 201, 403], request: async (w) => ({ path: '/api/comments', body: { videoId: await w.video(), content: 'matrix comment' } }) },
  { route: 'POST /api/reports', variant: 'the old body (video_id)', expect: [401, 201, 400, 201, 201, 403], request: async (w) => ({ path: '/api/reports', body: { videoId: await w.video(), reason: 'spam' } }) },
  { route: 'POST /api/blocks', expect: [401, 201, 400, 201, 201, 403], request: (w) => ({ path: '/api/blocks', body: { blockedId: w.accounts.owner.id } }) },
  { route: 'GET /api/blocks', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/blocks' }) },
  {
    route: 'DELETE /api/blocks/:id', variant: "each role first blocks the owner (the owner cannot)", expect: [401, 204, 404, 204, 204, 403],
    request: async (w, role) => {
      if (role !== 'visitor' && role !== 'owner') await w.blockOwner(w.accounts[role]);
      return { path: `/api/blocks/${w.accounts.owner.id}` };
    },
  },
  { route: 'POST /api/users/:id/follow', expect: [401, 200, 400, 200, 200, 403], request: (w) => ({ path: `/api/users/${w.accounts.owner.id}/follow` }) },
  { route: 'DELETE /api/users/:id/follow', expect: [401, 200, 200, 200, 200, 403], request: (w) => ({ path: `/api/users/${w.accounts.owner.id}/follow` }) },

  { route: 'GET /api/places', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/places?q=matrix' }) },
  { route: 'POST /api/places', expect: [401, 201, 201, 201, 201, 403], request: () => ({ path: '/api/places', body: { name: 'New Place', type: 'bar', lat: 48.85, lng: 2.35 } }) },
  { route: 'GET /api/places/:id', expect: [200, 200, 200, 200, 200, 200], request: (w) => ({ path: `/api/places/${w.placeId}` }) },
  { route: 'GET /api/places/:id/videos', expect: [200, 200, 200, 200, 200, 200], request: (w) => ({ path: `/api/places/${w.placeId}/videos` }) },
  // Issue 25: the grids' players, for signed-in people like the screens that open them.
  { route: 'GET /api/places/:id/videos/feed', expect: [401, 200, 200, 200, 200, 200], request: (w) => ({ path: `/api/places/${w.placeId}/videos/feed` }) },

  { route: 'GET /api/profiles/:id', expect: [200, 200, 200, 200, 200, 200], request: (w) => ({ path: `/api/profiles/${w.accounts.owner.id}` }) },
  { route: 'GET /api/profiles/:id', variant: 'a banned profile (its owner still sees it)', expect: [404, 404, 404, 404, 404, 200], request: (w) => ({ path: `/api/profiles/${w.accounts.banned.id}` }) },
  { route: 'GET /api/profiles/:id/videos', expect: [401, 200, 200, 200, 200, 200], request: (w) => ({ path: `/api/profiles/${w.accounts.owner.id}/videos` }) },
  { route: 'GET /api/profiles/:id/likes', expect: [401, 200, 200, 200, 200, 200], request: (w) => ({ path: `/api/profiles/${w.accounts.owner.id}/likes` }) },
  { route: 'GET /api/profiles/:id/videos/feed', expect: [401, 200, 200, 200, 200, 200], request: (w) => ({ path: `/api/profiles/${w.accounts.owner.id}/videos/feed` }) },
  { route: 'GET /api/profiles/:id/likes/feed', expect: [401, 200, 200, 200, 200, 200], request: (w) => ({ path: `/api/profiles/${w.accounts.owner.id}/likes/feed` }) },
  { route: 'GET /api/profiles/:id/reposts', expect: [401, 200, 200, 200, 200, 200], request: (w) => ({ path: `/api/profiles/${w.accounts.owner.id}/reposts` }) },
  { route: 'GET /api/profiles/:id/reposts/feed', expect: [401, 200, 200, 200, 200, 200], request: (w) => ({ path: `/api/profiles/${w.accounts.owner.id}/reposts/feed` }) },
  // Issue 55: Favourites are private. There is no route to another person's; each role gets its own list.
  { route: 'GET /api/me/favourites', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/favourites' }) },
  { route: 'GET /api/me/favourites/feed', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/favourites/feed' }) },
  // Issue 55: the watch history is its owner's alone; each role reads and changes only its own.
  { route: 'GET /api/me/history', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/history' }) },
  { route: 'DELETE /api/me/history/:videoId', expect: [401, 204, 204, 204, 204, 403], request: (w) => video(w, '/api/me/history/:id') },
  { route: 'DELETE /api/me/history', expect: [401, 204, 204, 204, 204, 403], request: () => ({ path: '/api/me/history' }) },
  { route: 'PUT /api/me/history/recording', expect: [401, 200, 200, 200, 200, 403], request: () => ({ path: '/api/me/history/recording', body: { paused: false } }) },
  { route: 'GET /api/usernames/:username/availability', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/usernames/someone_new/availability' }) },
  // A mention's link (issue 37): signed-in, like the profile page it opens; the same rule for a banned profile.
  { route: 'GET /api/usernames/:username', expect: [401, 200, 200, 200, 200, 200], request: (w) => ({ path: `/api/usernames/${w.accounts.owner.username.toUpperCase()}` }) },
  {
    route: 'GET /api/usernames/:username', variant: 'a banned profile (its owner still finds it)', expect: [401, 404, 404, 404, 404, 200],
    request: (w) => ({ path: `/api/usernames/${w.accounts.banned.username}` }),
  },
  { route: 'PATCH /api/me/profile', expect: [401, 200, 200, 200, 200, 403], request: () => ({ path: '/api/me/profile', body: { bio: 'matrix bio' } }) },
  { route: 'PATCH /api/me/profile', variant: 'set verified (admin only)', expect: [401, 403, 403, 403, 200, 403], request: () => ({ path: '/api/me/profile', body: { verified: true } }) },

  { route: 'GET /api/chat/rooms', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/chat/rooms' }) },
  { route: 'POST /api/chat/rooms', expect: [401, 201, 201, 201, 201, 403], request: () => ({ path: '/api/chat/rooms', body: { name: 'Matrix talk' } }) },
  ...chatRoomRows('a public room', (w) => w.roomId, { read: [401, 200, 200, 200, 200, 200], send: [401, 201, 201, 201, 201, 403], mark: [401, 204, 204, 204, 204, 403] }),
  ...chatRoomRows("the owner's private match room", (w) => w.privateRoomId, {
    read: [401, 404, 200, 404, 404, 404], send: [401, 404, 201, 404, 404, 403], mark: [401, 404, 204, 404, 404, 403],
  }),

  { route: 'GET /api/match/profile', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/match/profile' }) },
  { route: 'PUT /api/match/profile', expect: [401, 200, 200, 200, 200, 403], request: () => ({ path: '/api/match/profile', body: { gender: null, age: 30, interests: ['music'], location: null, optedIn: true } }) },
  { route: 'GET /api/match/candidates', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/match/candidates' }) },
  { route: 'POST /api/match/swipes', expect: [401, 201, 404, 201, 201, 403], request: (w) => ({ path: '/api/match/swipes', body: { swipedId: w.accounts.owner.id, direction: 'left' } }) },
  { route: 'GET /api/match/picks', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/match/picks' }) },
  { route: 'POST /api/match/picks/refresh', expect: [401, 200, 200, 200, 200, 403], request: () => ({ path: '/api/match/picks/refresh' }) },
  {
    route: 'DELETE /api/match/matches/:id', variant: 'each role first matches the owner (the owner cannot)', expect: [401, 204, 404, 204, 204, 403],
    request: async (w, role) => {
      if (role !== 'visitor' && role !== 'owner' && role !== 'banned') await w.matchOwner(w.accounts[role]);
      return { path: `/api/match/matches/${w.accounts.owner.id}` };
    },
  },

  { route: 'POST /api/stories', expect: [401, 201, 201, 201, 201, 403], request: (w) => ({ path: '/api/stories', form: storyImage(w) }) },
  { route: 'GET /api/stories/rings', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/stories/rings' }) },
  { route: 'GET /api/users/:id/stories', expect: [401, 200, 200, 200, 200, 200], request: (w) => ({ path: `/api/users/${w.accounts.owner.id}/stories` }) },
  { route: 'GET /api/stories/:id/status', expect: [401, 404, 200, 404, 404, 404], request: async (w) => ({ path: `/api/stories/${await w.story()}/status` }) },
  ...(['media', 'thumbnail'] as const).flatMap((which): RouteRow[] => [
    // An image story has no thumbnail: the route answers 404 to everyone, after the same visibility check.
    { route: `GET /api/stories/:id/${which}`, variant: 'a public story', expect: which === 'media' ? [401, 302, 302, 302, 302, 302] : [401, 404, 404, 404, 404, 404], request: async (w) => ({ path: `/api/stories/${await w.story()}/${which}` }) },
  ]),
  { route: 'GET /api/stories/:id/media', variant: 'followers only (nobody in the matrix follows the owner)', expect: [401, 404, 302, 404, 404, 404], request: async (w) => ({ path: `/api/stories/${await w.story('followers')}/media` }) },
  { route: 'POST /api/stories/:id/seen', expect: [401, 204, 204, 204, 204, 403], request: async (w) => ({ path: `/api/stories/${await w.story()}/seen` }) },
  { route: 'DELETE /api/stories/:id', expect: [401, 404, 204, 404, 404, 403], request: async (w) => ({ path: `/api/stories/${await w.story()}` }) },

  // Search, hashtag pages and suggestions (issue 23): signed-in reads; visibility is tested in banned-content-rows.ts.
  { route: 'GET /api/search/top', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/search/top?q=matrix' }) },
  { route: 'GET /api/search/videos', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/search/videos?q=matrix' }) },
  { route: 'GET /api/search/people', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/search/people?q=mx' }) },
  { route: 'GET /api/search/sounds', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/search/sounds?q=matrix' }) },
  { route: 'GET /api/search/tags', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/search/tags?q=test' }) },
  { route: 'GET /api/search/places', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/search/places?q=matrix' }) },
  { route: 'GET /api/tags/trending', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/tags/trending' }) },
  { route: 'GET /api/tags/:name', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/tags/test' }) },
  { route: 'GET /api/tags/:name/videos', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/tags/test/videos?sort=newest' }) },
  { route: 'GET /api/tags/:name/videos/feed', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/tags/test/videos/feed' }) },
  { route: 'GET /api/users/suggested', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/users/suggested' }) },
  { route: 'GET /api/sounds', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/sounds?q=matrix' }) },
  { route: 'GET /api/sounds/trending', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/sounds/trending' }) },
  { route: 'GET /api/sounds/:id', expect: [401, 200, 200, 200, 200, 200], request: (w) => ({ path: `/api/sounds/${w.soundId}` }) },
  { route: 'GET /api/sounds/:id/videos', expect: [401, 200, 200, 200, 200, 200], request: (w) => ({ path: `/api/sounds/${w.soundId}/videos` }) },
  { route: 'GET /api/sounds/:id/videos/feed', expect: [401, 200, 200, 200, 200, 200], request: (w) => ({ path: `/api/sounds/${w.soundId}/videos/feed` }) },
  { route: 'GET /api/sounds/:id/audio', expect: [401, 200, 200, 200, 200, 200], request: (w) => ({ path: `/api/sounds/${w.soundId}/audio?purpose=editor` }) },
  // Only the owner edits (spec §4 Editor); a banned owner's writes stop at the ban.
  { route: 'GET /api/videos/:id/edit-source', expect: [401, 403, 200, 403, 403, 403], request: (w) => video(w, '/api/videos/:id/edit-source') },
  { route: 'GET /api/videos/:id/edit-source', variant: 'hidden by moderators', expect: [401, 403, 403, 403, 403, 403], request: (w) => video(w, '/api/videos/:id/edit-source', { hidden: true }) },
  { route: 'POST /api/videos/:id/edits', expect: [401, 403, 202, 403, 403, 403], request: async (w) => ({ ...(await video(w, '/api/videos/:id/edits')), form: edit(w) }) },
  { route: 'GET /api/video-edits/:id', expect: [401, 404, 200, 404, 404, 404], request: async (w) => ({ path: `/api/video-edits/${await w.edit()}` }) },
  { route: 'POST /api/videos/:id/original-sound', expect: [401, 403, 202, 403, 403, 403], request: async (w) => ({ path: `/api/videos/${await w.videoWithFile()}/original-sound` }) },
  { route: 'GET /api/videos/:id/original-sound', variant: 'nothing asked for yet', expect: [401, 403, 404, 403, 403, 403], request: async (w) => ({ path: `/api/videos/${await w.videoWithFile()}/original-sound` }) },

  { route: 'PUT /api/me/avatar', expect: [401, 200, 200, 200, 200, 403], request: (w) => ({ path: '/api/me/avatar', form: avatar(w) }) },
  ...ACCOUNT_ROWS,
  ...APP_TOKEN_ROWS,
  ...PUSH_ROWS,
  ...AUDIENCE_ROWS,
  ...REPORT_ROWS,
  ...VIDEO_SETTINGS_ROWS,
  ...VIDEO_LANGUAGE_ROWS,
  ...LANGUAGE_ROWS,
  ...FEDERATION_ROWS,
  ...INSTANCE_POLICY_ROWS,
  ...CAPTION_ROWS,
  ...STREAM_ROWS,
  ...UPLOAD_ROWS,
  ...IMPORT_ROWS,
  ...MOVE_ROWS,
  ...STUDIO_ROWS,
  ...COLLECTION_ROWS,
  ...FOR_YOU_ROWS,
  ...BANNED_CONTENT_ROWS,
];
