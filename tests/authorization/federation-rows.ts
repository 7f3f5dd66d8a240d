import { randomUUID } from 'node:crypto';
import type { World } from './world.ts';
import type { RouteRow } from './route-rows.ts';

/**
 * Issue 40's ActivityPub endpoints. Other servers hold no session, so every column gets the same answer: a
 * session neither opens nor closes anything here (the bridge answers before the session is read). Inboxes
 * refuse what is not signed by its actor's key.
 */
const AP = { accept: 'application/activity+json' };
const same = (status: number): RouteRow['expect'] => [status, status, status, status, status, status];
/** The host WebFinger names accounts on: the app's origin (http://localhost:PORT when PUBLIC_URL is unset). */
const host = (w: World) => new URL(w.app.ctx.federation.deps.urls.origin).host;
const actor = (w: World) => `/ap/users/${w.accounts.owner.id}`;
const unsignedFollow = (w: World) => ({
  '@context': 'https://www.w3.org/ns/activitystreams',
  id: `https://elsewhere.example/${randomUUID()}`,
  type: 'Follow',
  actor: 'https://elsewhere.example/users/mallory',
  object: `http://${host(w)}${actor(w)}`,
});

/** A video of the owner's with this audience; a media key when asked for. */
async function videoWith(w: World, visibility: 'followers' | 'only_me') {
  const id = await w.video();
  const row = await w.app.ctx.db.updateTable('videos').set({ visibility }).where('id', '=', id).returning('mediaKey').executeTakeFirstOrThrow();
  return { id, key: row.mediaKey };
}

/** A comment on a public video, hidden by the video's creator. */
async function hiddenComment(w: World) {
  const videoId = await w.video();
  const row = await w.app.ctx.db
    .insertInto('comments')
    .values({ videoId: videoId, userId: w.accounts.user.id, content: 'matrix hidden comment', hiddenAt: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A domain suspended for the cell: an activity signed by a key on one of its subdomains, on any port. */
async function suspendedKeyId(w: World) {
  const domain = `suspended-${randomUUID().slice(0, 8)}.example`;
  await w.app.ctx.db.insertInto('federationInstances').values({ host: domain, suspendedAt: new Date() }).execute();
  w.app.ctx.services.instancePolicy.forget();
  return `https://a.${domain}:8443/users/mallory#main-key`;
}
const signedBy = (keyId: string) => ({ 'content-type': 'application/activity+json', signature: `keyId="${keyId}",algorithm="rsa-sha256",headers="(request-target) host date",signature="AAAA"` });

export const FEDERATION_ROWS: RouteRow[] = [
  { route: 'GET /.well-known/webfinger', expect: same(200), request: (w) => ({ path: `/.well-known/webfinger?resource=acct:${w.accounts.owner.username}@${host(w)}` }) },
  { route: 'GET /.well-known/webfinger', variant: 'nobody by that name', expect: same(404), request: (w) => ({ path: `/.well-known/webfinger?resource=acct:nobody_here@${host(w)}` }) },
  { route: 'GET /.well-known/nodeinfo', expect: same(200), request: () => ({ path: '/.well-known/nodeinfo' }) },
  { route: 'GET /nodeinfo/2.1', expect: same(200), request: () => ({ path: '/nodeinfo/2.1' }) },
  { route: 'GET /ap/users/:id', expect: same(200), request: (w) => ({ path: actor(w), headers: AP }) },
  { route: 'GET /ap/users/:id', variant: 'a browser: the profile page', expect: same(303), request: (w) => ({ path: actor(w), headers: { accept: 'text/html' } }) },
  { route: 'GET /ap/users/:id', variant: 'nobody', expect: same(404), request: () => ({ path: `/ap/users/${randomUUID()}`, headers: AP }) },
  { route: 'GET /ap/users/:id/outbox', expect: same(200), request: (w) => ({ path: `${actor(w)}/outbox`, headers: AP }) },
  { route: 'GET /ap/users/:id/followers', expect: same(200), request: (w) => ({ path: `${actor(w)}/followers`, headers: AP }) },
  { route: 'GET /ap/users/:id/following', expect: same(200), request: (w) => ({ path: `${actor(w)}/following`, headers: AP }) },
  { route: 'GET /ap/users/:id/featured', expect: same(200), request: (w) => ({ path: `${actor(w)}/featured`, headers: AP }) },
  { route: 'GET /ap/notes/:id', expect: same(200), request: async (w) => ({ path: `/ap/notes/v-${await w.video()}`, headers: AP }) },
  { route: 'GET /ap/notes/:id', variant: 'a hidden video', expect: same(404), request: async (w) => ({ path: `/ap/notes/v-${await w.video({ hidden: true })}`, headers: AP }) },
  // Issue 52: the audience rule at the door, for an unsigned fetch.
  { route: 'GET /ap/notes/:id', variant: 'a followers-only video', expect: same(404), request: async (w) => ({ path: `/ap/notes/v-${(await videoWith(w, 'followers')).id}`, headers: AP }) },
  { route: 'GET /ap/notes/:id', variant: 'an Only me video', expect: same(404), request: async (w) => ({ path: `/ap/notes/v-${(await videoWith(w, 'only_me')).id}`, headers: AP }) },
  { route: 'GET /ap/notes/:id', variant: 'a hidden comment', expect: same(404), request: async (w) => ({ path: `/ap/notes/c-${await hiddenComment(w)}`, headers: AP }) },
  {
    route: 'POST /ap/users/:id/inbox', variant: 'unsigned', expect: same(401),
    request: (w) => ({ path: `${actor(w)}/inbox`, body: unsignedFollow(w), headers: { 'content-type': 'application/activity+json' } }),
  },
  { route: 'POST /ap/inbox', variant: 'unsigned', expect: same(401), request: (w) => ({ path: '/ap/inbox', body: unsignedFollow(w), headers: { 'content-type': 'application/activity+json' } }) },
  {
    route: 'POST /ap/inbox', variant: 'a Signature header that names no key', expect: same(401),
    request: (w) => ({ path: '/ap/inbox', body: unsignedFollow(w), headers: { 'content-type': 'application/activity+json', signature: 'x' } }),
  },
  {
    route: 'POST /ap/inbox', variant: "signed by a suspended domain's subdomain", expect: same(403),
    request: async (w) => ({ path: '/ap/inbox', body: unsignedFollow(w), headers: signedBy(await suspendedKeyId(w)) }),
  },
];
