import type { RouteRow } from './route-rows.ts';
import type { World } from './world.ts';
import type { VideoVisibility } from '../../src/shared/audience.ts';
import { shareOrigin } from '../../src/server/domain/share/share-meta.ts';

/**
 * Issue 38 (decision 045): who can watch, on every surface, and the audience controls' own routes. Nobody in
 * the matrix follows the owner, so a Followers video is the owner's alone here, like an Only me one; Unlisted
 * answers everyone by its link and no list holds it. A private account nobody follows posts a Public video:
 * it answers no one. The lists are read as each role; a 200 must not hold the caption of what it may not list.
 */
const CAPTION: Record<Exclude<VideoVisibility, 'public'>, string> = { followers: 'mxfollowersonly', only_me: 'mxonlyme', unlisted: 'mxunlisted' };
const PRIVATE_CAPTION = 'mxprivateaccount';

interface AudienceContent {
  videos: Record<Exclude<VideoVisibility, 'public'>, string>;
  privateUserId: string;
  privateVideoId: string;
}

const made = new WeakMap<World, Promise<AudienceContent>>();

function content(w: World): Promise<AudienceContent> {
  if (!made.has(w)) made.set(w, post(w));
  return made.get(w)!;
}

/** Posted once per world, with the world's sound and place and the tag #mxaudience, so every list could show them. */
async function post(w: World): Promise<AudienceContent> {
  const { db } = w.app.ctx;
  const insert = async (userId: string, caption: string, visibility: VideoVisibility) => {
    const row = await db
      .insertInto('videos')
      .values({ userId: userId, caption: `${caption} #mxaudience`, storagePath: `${userId}/${caption}.mp4`, status: 'ready', visibility, musicTrackId: w.soundId, placeId: w.placeId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const videos = {
    followers: await insert(w.accounts.owner.id, CAPTION.followers, 'followers'),
    only_me: await insert(w.accounts.owner.id, CAPTION.only_me, 'only_me'),
    unlisted: await insert(w.accounts.owner.id, CAPTION.unlisted, 'unlisted'),
  };
  const locked = await w.bystander();
  await db.updateTable('profiles').set({ privateAccount: true }).where('userId', '=', locked.id).execute();
  return { videos, privateUserId: locked.id, privateVideoId: await insert(locked.id, PRIVATE_CAPTION, 'public') };
}

const ALL_404: RouteRow['expect'] = [404, 404, 404, 404, 404, 404];
const OWNER_ONLY: RouteRow['expect'] = [404, 404, 200, 404, 404, 404];

/** The reads of one video by its link, for one setting. */
function byLink(variant: string, id: (c: AudienceContent) => string, card: RouteRow['expect'], preview: { card: RouteRow['expect']; video: RouteRow['expect'] }): RouteRow[] {
  const path = (template: string) => async (w: World) => ({ path: template.replace(':id', id(await content(w))) });
  return [
    { route: 'GET /api/videos/:id', variant, expect: card, request: path('/api/videos/:id') },
    { route: 'GET /api/videos/:id/comments', variant, expect: card, request: path('/api/videos/:id/comments') },
    { route: 'GET /v/:id/card.jpg', variant, expect: preview.card, request: path('/v/:id/card.jpg') },
    { route: 'GET /v/:id/video.mp4', variant, expect: preview.video, request: path('/v/:id/video.mp4') },
    // Issue 57: the embed player and its oEmbed answer follow the visitor's rule, like the preview links, and a
    // 404 names nothing.
    { route: 'GET /embed/:id', variant, expect: preview.card, request: path('/embed/:id') },
    {
      route: 'GET /oembed', variant, expect: preview.card,
      request: async (w) => ({ path: `/oembed?url=${encodeURIComponent(`${shareOrigin(w.app.ctx.config.publicUrl, w.app.ctx.config.port, new URL(w.app.url).host)}/v/${id(await content(w))}`)}` }),
    },
  ];
}

/** A list read by every role, which must never hold what it may not list. */
function listed(route: string, variant: string, path: (w: World, c: AudienceContent) => string, absent: string, expect: RouteRow['expect'] = [401, 200, 200, 200, 200, 200]): RouteRow {
  return { route, variant, expect, request: async (w) => ({ path: path(w, await content(w)) }), absent: () => absent };
}

/** A video's media key (issue 52): what the links sent to its remote followers carry. */
async function keyed(w: World, id: string, template: string, key?: string) {
  const row = await w.app.ctx.db.selectFrom('videos').select('mediaKey').where('id', '=', id).executeTakeFirstOrThrow();
  return { path: `${template.replace(':id', id)}?key=${key ?? row.mediaKey}` };
}
const ALL: (status: number) => RouteRow['expect'] = (status) => [status, status, status, status, status, status];

// Columns:                                                                                   visitor user owner  mod admin banned
export const AUDIENCE_ROWS: RouteRow[] = [
  // Issue 52: a followers-only video's media answers whoever holds its key (its remote followers' servers);
  // a wrong key is no key, and a key never opens Only me.
  { route: 'GET /v/:id/video.mp4', variant: 'Followers, with its media key', expect: ALL(302), request: async (w) => keyed(w, (await content(w)).videos.followers, '/v/:id/video.mp4') },
  { route: 'GET /v/:id/card.jpg', variant: 'Followers, with its media key', expect: ALL(200), request: async (w) => keyed(w, (await content(w)).videos.followers, '/v/:id/card.jpg') },
  { route: 'GET /v/:id/video.mp4', variant: 'Followers, with a wrong key', expect: ALL_404, request: async (w) => keyed(w, (await content(w)).videos.followers, '/v/:id/video.mp4', 'f'.repeat(32)) },
  { route: 'GET /v/:id/video.mp4', variant: 'Only me, with its media key', expect: ALL_404, request: async (w) => keyed(w, (await content(w)).videos.only_me, '/v/:id/video.mp4') },
  ...byLink('Followers (nobody follows the owner)', (c) => c.videos.followers, OWNER_ONLY, { card: ALL_404, video: ALL_404 }),
  ...byLink('Only me', (c) => c.videos.only_me, OWNER_ONLY, { card: ALL_404, video: ALL_404 }),
  ...byLink('Unlisted', (c) => c.videos.unlisted, [200, 200, 200, 200, 200, 200], { card: [200, 200, 200, 200, 200, 200], video: [302, 302, 302, 302, 302, 302] }),
  ...byLink("a private account's Public video", (c) => c.privateVideoId, ALL_404, { card: ALL_404, video: ALL_404 }),
  {
    route: 'POST /api/videos/:id/reaction', variant: 'Only me', expect: [401, 404, 200, 404, 404, 403],
    request: async (w) => ({ path: `/api/videos/${(await content(w)).videos.only_me}/reaction`, body: { type: 'pop' } }),
  },
  ...[CAPTION.only_me, CAPTION.unlisted, PRIVATE_CAPTION].flatMap((caption): RouteRow[] => [
    listed('GET /api/search/videos', `never lists ${caption}`, () => `/api/search/videos?q=${caption}`, caption),
    listed('GET /api/tags/:name/videos', `never lists ${caption}`, () => '/api/tags/mxaudience/videos?sort=newest', caption),
    listed('GET /api/sounds/:id/videos', `never lists ${caption}`, (w) => `/api/sounds/${w.soundId}/videos`, caption),
    listed('GET /api/places/:id/videos', `never lists ${caption}`, (w) => `/api/places/${w.placeId}/videos`, caption, [200, 200, 200, 200, 200, 200]),
    listed('GET /api/feed/following', `never lists ${caption}`, () => '/api/feed/following', caption),
    listed('GET /api/feed/foryou', `never lists ${caption}`, () => '/api/feed/foryou', caption),
  ]),
  listed('GET /api/profiles/:id/videos', 'a private account nobody follows', (_w, c) => `/api/profiles/${c.privateUserId}/videos`, PRIVATE_CAPTION),

  { route: 'POST /api/users/:id/mute', expect: [401, 201, 400, 201, 201, 403], request: (w) => ({ path: `/api/users/${w.accounts.owner.id}/mute` }) },
  {
    route: 'DELETE /api/users/:id/mute', variant: 'each role first mutes the owner (the owner cannot)', expect: [401, 204, 404, 204, 204, 403],
    request: async (w, role) => {
      if (role !== 'visitor' && role !== 'owner') await w.app.ctx.db.insertInto('mutes').values({ muterId: w.accounts[role].id, mutedId: w.accounts.owner.id }).onConflict((oc) => oc.doNothing()).execute();
      return { path: `/api/users/${w.accounts.owner.id}/mute` };
    },
  },
  { route: 'GET /api/me/mutes', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/mutes' }) },
  { route: 'GET /api/me/muted-words', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/muted-words' }) },
  { route: 'POST /api/me/muted-words', expect: [401, 201, 201, 201, 201, 403], request: () => ({ path: '/api/me/muted-words', body: { word: 'matrix', duration: 'day' } }) },
  {
    route: 'DELETE /api/me/muted-words/:id', variant: "the owner's word", expect: [401, 404, 204, 404, 404, 403],
    request: async (w) => {
      const row = await w.app.ctx.db.insertInto('mutedWords').values({ userId: w.accounts.owner.id, word: `mx${Math.random().toString(36).slice(2, 8)}` }).returning('id').executeTakeFirstOrThrow();
      return { path: `/api/me/muted-words/${row.id}` };
    },
  },
  { route: 'GET /api/me/privacy', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/privacy' }) },
  { route: 'PUT /api/me/privacy', expect: [401, 200, 200, 200, 200, 403], request: () => ({ path: '/api/me/privacy', body: { privateAccount: false } }) },
  { route: 'GET /api/me/follow-requests', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/follow-requests' }) },
  ...(['POST /api/me/follow-requests/:id/approve', 'DELETE /api/me/follow-requests/:id'] as const).map(
    (route): RouteRow => ({
      route, variant: 'a bystander asked to follow the owner', expect: [401, 404, 204, 404, 404, 403],
      request: async (w) => {
        const asker = await w.bystander();
        await w.app.ctx.db.insertInto('followRequests').values({ requesterId: asker.id, targetId: w.accounts.owner.id }).execute();
        return { path: route.replace('POST ', '').replace('DELETE ', '').replace(':id', asker.id) };
      },
    }),
  ),
];
