import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Person } from '@fedify/vocab';
import type { TestApp } from '../setup/test-app.ts';
import { waitFor } from '../setup/wait.ts';
import { createUser, makeAdmin, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { send } from '../factories/moderation.ts';
import { localSide, remoteUserId, settled, startFederatedApp, startPeer, type Peer } from './federation-peers.ts';

/**
 * Issue 52 item 6 and the low findings: the inbox's door (a signature that names a key, the policy for its
 * domain, each server's share a minute, known JSON-LD contexts) answers before anything is read or fetched;
 * handle search asks the policy first; banned remote accounts are inert; remote names carry nothing invisible;
 * a Follow across a block is rejected; a Flag's content and a content warning go out escaped.
 */

/** A server that counts what it is asked and answers 404: a key, a context or a WebFinger nobody should fetch. */
interface Counter { origin: string; host: string; requests: string[]; close(): Promise<void> }
async function counter(address = '127.0.0.1'): Promise<Counter> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '/');
    response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((done) => server.listen(0, address, done));
  const host = `${address}:${(server.address() as AddressInfo).port}`;
  return { origin: `http://${host}`, host, requests, close: () => new Promise((done) => server.close(() => done())) };
}

const cavage = (keyId: string) => `keyId="${keyId}",algorithm="rsa-sha256",headers="(request-target) host date digest",signature="AAAA"`;
const follow = (actor: string, object: string, context: unknown = 'https://www.w3.org/ns/activitystreams') => ({ '@context': context, id: `${actor}#follows/${Math.random()}`, type: 'Follow', actor, object });

let app: TestApp;
let admin: TestUser;
let bob: TestUser;
let mastodon: Peer;
let alice: string;
let elsewhere: Counter;

beforeAll(async () => {
  app = await startFederatedApp();
  [admin, bob] = [await createUser(app), await createUser(app)];
  await makeAdmin(app, admin);
  mastodon = await startPeer('mastodon');
  elsewhere = await counter();
});
afterAll(async () => {
  await Promise.all([mastodon?.close(), elsewhere?.close()]);
  await app?.close();
});

const inbox = (headers: Record<string, string>, body: unknown) =>
  fetch(`${app.url}/ap/inbox`, { method: 'POST', headers: { 'content-type': 'application/activity+json', ...headers }, body: JSON.stringify(body) });
const bobActor = () => `${app.url}/ap/users/${bob.id}`;

describe('the inbox door', () => {
  it('takes a Signature header that names no key for no signature at all', async () => {
    for (const signature of ['x', 'keyId="not a url",signature="AAAA"', cavage('file:///etc/passwd')]) {
      const response = await inbox({ signature }, follow(`${elsewhere.origin}/users/m`, bobActor()));
      expect(response.status, signature).toBe(401);
    }
    expect(elsewhere.requests).toEqual([]);
  });

  it("refuses a suspended domain's subdomain on any port with 403 before its key is fetched", async () => {
    await send(app, admin, 'PUT', '/api/admin/federation/instances/door-suspended.example', { suspended: true });
    const response = await inbox({ signature: cavage('https://a.door-suspended.example:8443/users/m#main-key') }, follow('https://a.door-suspended.example:8443/users/m', bobActor()));
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe('This server does not take activities from yours');
  });

  it('refuses an activity naming an unknown JSON-LD context with 400, fetching neither the context nor the key', async () => {
    const context = await counter();
    try {
      const body = follow(`${elsewhere.origin}/users/m`, bobActor(), ['https://www.w3.org/ns/activitystreams', { toot: { '@context': `${context.origin}/ctx.jsonld` } }]);
      const response = await inbox({ signature: cavage(`${elsewhere.origin}/users/m#main-key`) }, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/^The activity names a JSON-LD context this server does not load: http:\/\/127\.0\.0\.1:\d+\/ctx\.jsonld$/);
      expect([...context.requests, ...elsewhere.requests]).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("caps one server's activities a minute with 429, while another server's still pass the door", async () => {
    // One a minute: the door's smallest burst (10), then one more a minute, however slowly the burst is sent.
    const capped = await startFederatedApp({ env: { FEDERATION_INBOX_PER_MINUTE: '1' } });
    try {
      const from = (origin: string) =>
        fetch(`${capped.url}/ap/inbox`, { method: 'POST', headers: { 'content-type': 'application/activity+json', signature: cavage(`${origin}/users/m#main-key`) }, body: JSON.stringify(follow(`${origin}/users/m`, `${capped.url}/ap/users/x`)) });
      // The door lets the burst through (their signatures then fail: 401); the next is refused before anything.
      for (let i = 0; i < 10; i++) expect((await from(elsewhere.origin)).status).toBe(401);
      // Held a second before it is written: a sender that ignores Retry-After is paced by its own connections.
      const askedAt = performance.now();
      const refused = await from(elsewhere.origin);
      expect(refused.status).toBe(429);
      expect(performance.now() - askedAt).toBeGreaterThanOrEqual(950);
      expect(refused.headers.get('retry-after')).toBe('60');
      expect((await from('http://127.0.0.3:9')).status).toBe(401);
    } finally {
      await capped.close();
    }
  });
});

describe('handle search', () => {
  it('asks the policy before its first request to another server', async () => {
    const server = await counter('127.0.0.2');
    try {
      await send(app, admin, 'PUT', '/api/admin/federation/instances/127.0.0.2', { suspended: true });
      expect((await send(app, bob, 'GET', `/api/search/people?q=${encodeURIComponent(`@nobody@${server.host}`)}`)).status).toBe(200);
      expect(server.requests).toEqual([]);
      await send(app, admin, 'PUT', '/api/admin/federation/instances/127.0.0.2', { suspended: false });
      await send(app, bob, 'GET', `/api/search/people?q=${encodeURIComponent(`@nobody@${server.host}`)}`);
      expect(server.requests.some((path) => path.startsWith('/.well-known/webfinger'))).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('remote accounts', () => {
  it('takes nothing from a banned remote account: no follow, like or video', async () => {
    const videoId = (await createVideo(app, bob.id)).id;
    const local = localSide(app.url, bob, videoId);
    expect((await mastodon.deliver(mastodon.activity('follow.json', local))).status).toBe(202);
    alice = await remoteUserId(app, mastodon.actor());
    await waitFor(() => app.ctx.db.selectFrom('follows').selectAll().where('followerId', '=', alice).executeTakeFirst(), 'follow');
    await postJson(app, `/api/users/${alice}/follow`, {}, bob.headers);
    await app.ctx.services.moderation.setBanned(alice, true);
    await mastodon.deliver(mastodon.activity('like.json', local));
    await mastodon.deliver(mastodon.activity('create-note-video.json', local), { inbox: `${app.url}/ap/inbox` });
    await settled(app);
    expect(await app.ctx.db.selectFrom('videoLikes').selectAll().where('userId', '=', alice).execute()).toEqual([]);
    expect(await app.ctx.db.selectFrom('videos').select('id').where('userId', '=', alice).execute()).toEqual([]);
    await app.ctx.services.moderation.setBanned(alice, false);
  });

  it('never makes an account whose name holds bidi marks or zero-width characters', async () => {
    for (const name of ['al\u200Bice', 'ali\u202Ece', 'bob\u2066', 'x\uFEFF']) {
      const actor = new Person({ id: new URL(`https://names.example/users/${encodeURIComponent(name)}`), inbox: new URL('https://names.example/inbox'), preferredUsername: name });
      expect(await app.ctx.federation.accounts.remember(actor), JSON.stringify(name)).toBeNull();
    }
    expect(await app.ctx.db.selectFrom('remoteActors').select('uri').where('host', '=', 'names.example').execute()).toEqual([]);
  });

  it('rejects a Follow across a block, so the other server does not keep it pending', async () => {
    const carol = await createUser(app);
    await postJson(app, '/api/blocks', { blockedId: alice }, carol.headers);
    const local = localSide(app.url, carol, (await createVideo(app, carol.id)).id);
    const asked = mastodon.activity('follow.json', local);
    // A new id: the inbox takes each activity id once.
    expect((await mastodon.deliver({ ...asked, id: `${String(asked.id)}/carol` })).status).toBe(202);
    const reject = await waitFor(async () => mastodon.received.find((activity) => activity.type === 'Reject' && JSON.stringify(activity).includes(carol.id)), 'Reject delivered', 20_000);
    expect(reject.actor).toBe(`${app.url}/ap/users/${carol.id}`);
    expect(await app.ctx.db.selectFrom('follows').selectAll().where('followerId', '=', alice).where('followeeId', '=', carol.id).execute()).toEqual([]);
  });

  it("sends a report's words and a content warning as escaped HTML", async () => {
    const reported = await postJson(app, '/api/reports', { targetKind: 'profile', targetId: alice, reason: 'other', details: '<b>fake</b> & rude' }, bob.headers);
    expect(reported.status).toBeLessThan(300);
    const flag = await waitFor(async () => mastodon.received.find((activity) => activity.type === 'Flag'), 'Flag delivered', 20_000);
    expect(flag.content).toBe('&lt;b&gt;fake&lt;/b&gt; &amp; rude');

    const warned = await createVideo(app, bob.id);
    await app.ctx.db.updateTable('videos').set({ sensitive: true, contentWarning: '<i>spoilers</i> & more' }).where('id', '=', warned.id).execute();
    const note = (await (await fetch(`${app.url}/ap/notes/v-${warned.id}`, { headers: { accept: 'application/activity+json' } })).json()) as { summary: string };
    expect(note.summary).toBe('&lt;i&gt;spoilers&lt;/i&gt; &amp; more');
  });
});
