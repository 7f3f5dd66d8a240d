import type { RouteRow } from './route-rows.ts';
import type { Role, World } from './world.ts';

/**
 * Issue 55 item 2: collections. Each account makes and orders its own; the owner's private collection is 404
 * to everyone else (moderators and admins too: it is private, not reported content), a public one is read by
 * anyone signed in; only the owner changes either. Banned accounts read but do not write.
 */
async function collection(w: World, isPublic = false) {
  const { db } = w.app.ctx;
  const made = await db.insertInto('collections').values({ userId: w.accounts.owner.id, name: 'Matrix picks', public: isPublic }).returning('id').executeTakeFirstOrThrow();
  return made.id;
}

/** A collection of the owner's holding one of the owner's videos (saved first, as adding does). */
async function filled(w: World) {
  const id = await collection(w);
  const videoId = await w.video();
  const userId = w.accounts.owner.id;
  await w.app.ctx.db.insertInto('videoFavourites').values({ userId, videoId }).execute();
  await w.app.ctx.db.insertInto('collectionVideos').values({ collectionId: id, userId, videoId }).execute();
  return { id, videoId };
}

/** The asking account's own collections, in any order it likes: the order route needs every one of them. */
async function ownOrder(w: World, role: Role) {
  if (role === 'visitor') return [];
  const rows = await w.app.ctx.db.selectFrom('collections').select('id').where('userId', '=', w.accounts[role].id).execute();
  return rows.map((row) => row.id).reverse();
}

// Columns:                                                                            visitor user owner  mod admin banned
export const COLLECTION_ROWS: RouteRow[] = [
  { route: 'GET /api/me/collections', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/collections' }) },
  { route: 'POST /api/me/collections', expect: [401, 201, 201, 201, 201, 403], request: () => ({ path: '/api/me/collections', body: { name: 'Mine' } }) },
  { route: 'PUT /api/me/collections/order', expect: [401, 200, 200, 200, 200, 403], request: async (w, role) => ({ path: '/api/me/collections/order', body: { ids: await ownOrder(w, role) } }) },
  { route: 'GET /api/profiles/:id/collections', expect: [401, 200, 200, 200, 200, 200], request: (w) => ({ path: `/api/profiles/${w.accounts.owner.id}/collections` }) },
  { route: 'GET /api/collections/:id', expect: [401, 404, 200, 404, 404, 404], request: async (w) => ({ path: `/api/collections/${await collection(w)}` }) },
  { route: 'GET /api/collections/:id', variant: 'a public collection', expect: [401, 200, 200, 200, 200, 200], request: async (w) => ({ path: `/api/collections/${await collection(w, true)}` }) },
  { route: 'PATCH /api/collections/:id', expect: [401, 404, 200, 404, 404, 403], request: async (w) => ({ path: `/api/collections/${await collection(w)}`, body: { name: 'Renamed' } }) },
  { route: 'DELETE /api/collections/:id', expect: [401, 404, 204, 404, 404, 403], request: async (w) => ({ path: `/api/collections/${await collection(w)}` }) },
  { route: 'GET /api/collections/:id/videos', expect: [401, 404, 200, 404, 404, 404], request: async (w) => ({ path: `/api/collections/${(await filled(w)).id}/videos` }) },
  { route: 'GET /api/collections/:id/feed', expect: [401, 404, 200, 404, 404, 404], request: async (w) => ({ path: `/api/collections/${(await filled(w)).id}/feed` }) },
  {
    route: 'PUT /api/collections/:id/videos/:videoId', expect: [401, 404, 200, 404, 404, 403],
    request: async (w) => ({ path: `/api/collections/${await collection(w)}/videos/${await w.video()}` }),
  },
  {
    route: 'DELETE /api/collections/:id/videos/:videoId', expect: [401, 404, 200, 404, 404, 403],
    request: async (w) => {
      const { id, videoId } = await filled(w);
      return { path: `/api/collections/${id}/videos/${videoId}` };
    },
  },
];
