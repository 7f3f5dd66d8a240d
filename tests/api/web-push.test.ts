import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { browserKeys, decryptPush, startPushService, verifyVapid, type LoopbackPushService } from '../factories/push-service.ts';
import type { PushMessage } from '../../src/server/domain/push/push.service.ts';
import { PUSH_MESSAGES } from '../../src/shared/push.ts';
import { VapidKeyStore } from '../../src/server/domain/push/vapid-key-store.ts';
import { InstanceKeysRepo } from '../../src/server/data/repos/instance-keys.repo.ts';
import { Sealer } from '../../src/server/domain/account/sealer.ts';

/**
 * Web Push end to end on loopback (issue 37, decision 044): a browser's keys made here, the server's job
 * sending through web-push, and the payload decrypted and the VAPID JWT verified here with node:crypto alone.
 */
let app: TestApp;
let pushService: LoopbackPushService;
let alice: TestUser;
let bob: TestUser;
const aliceKeys = browserKeys();

beforeAll(async () => {
  [app, pushService] = await Promise.all([startTestApp({ workers: true, env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' } }), startPushService()]);
  [alice, bob] = await Promise.all([createUser(app), createUser(app)]);
});
afterAll(async () => {
  await app?.close();
  await pushService?.close();
});

const send = (method: string, path: string, user: TestUser | null, body?: unknown) =>
  fetch(`${app.url}${path}`, { method, headers: { 'content-type': 'application/json', ...user?.headers }, body: body === undefined ? undefined : JSON.stringify(body) });
const subscribers = (userId: string) => app.ctx.db.selectFrom('pushSubscriptions').select(['endpoint', 'lastSuccessAt']).where('userId', '=', userId).execute();

/** Queued pushes wait PUSH_GROUP_SECONDS for more of their group; the tests make them due now. */
async function runQueuedPushes() {
  await app.ctx.db.updateTable('jobs').set({ runAt: new Date() }).where('kind', '=', 'send-push').where('status', '=', 'queued').execute();
}

const liked = (count: number): PushMessage => ({
  title: count === 1 ? 'sofia_travels liked your video' : `sofia_travels and ${count - 1} others liked your video`,
  body: 'Sunset over the harbour',
  url: '/video/3c1e8c1e-0000-4000-8000-000000000001',
  tag: 'like:3c1e8c1e-0000-4000-8000-000000000001',
});

it('sends an encrypted push that the subscription keys decrypt, signed with a VAPID JWT for the push service', async () => {
  const key = await (await send('GET', '/api/push/key', null)).json();
  expect(key.publicKey).toMatch(/^B[\w-]{86}$/);
  const keys = aliceKeys;
  const subscribed = await send('POST', '/api/push/subscriptions', alice, keys.json(`${pushService.origin}/push/alice`));
  expect(subscribed.status).toBe(201);
  expect(await subscribed.json()).toMatchObject({ endpoint: `${pushService.origin}/push/alice`, lastSuccessAt: null });

  await app.ctx.services.push.notify(alice.id, { ...liked(1), icon: null, urgency: 'high' });
  await runQueuedPushes();
  const [push] = await pushService.waitFor(1);

  expect(push.path).toBe('/push/alice');
  expect(push.headers['content-encoding']).toBe('aes128gcm');
  expect(push.headers).toMatchObject({ ttl: '86400', urgency: 'high' });
  expect(push.headers.topic).toMatch(/^[\w-]{1,32}$/);
  const shown = JSON.parse(decryptPush(push.body, keys));
  expect(shown).toEqual({ title: 'sofia_travels liked your video', body: 'Sunset over the harbour', url: liked(1).url, tag: liked(1).tag, icon: null });

  const vapid = verifyVapid(push.headers.authorization);
  expect(vapid.valid).toBe(true);
  expect(vapid.header.alg).toBe('ES256');
  expect(vapid.publicKey).toBe(key.publicKey);
  expect(vapid.claims.aud).toBe(pushService.origin);
  const now = Date.now() / 1000;
  expect(vapid.claims.exp).toBeGreaterThan(now);
  expect(vapid.claims.exp).toBeLessThanOrEqual(now + 24 * 3600);
  expect(vapid.claims.sub).toMatch(/^(mailto:|https:)/);

  for (let wait = 0; (await subscribers(alice.id))[0]?.lastSuccessAt === null && wait < 40; wait++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect((await subscribers(alice.id))[0].lastSuccessAt).not.toBeNull();
});

it('makes a burst of one group one push, with the latest text', async () => {
  const before = pushService.received.length;
  for (let count = 1; count <= 5; count++) await app.ctx.services.push.notify(alice.id, { ...liked(count), icon: 'avatars/sofia.png' });
  const queued = await app.ctx.db.selectFrom('jobs').select('payload').where('kind', '=', 'send-push').where('status', '=', 'queued').execute();
  expect(queued).toHaveLength(1);
  await runQueuedPushes();
  const pushes = await pushService.waitFor(before + 1);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(pushService.received).toHaveLength(before + 1);
  const push = pushes.at(-1)!;
  expect(push.path).toBe('/push/alice');
  const shown = JSON.parse(decryptPush(push.body, aliceKeys));
  expect(shown.title).toBe('sofia_travels and 4 others liked your video');
  // The actor's avatar, signed when the push was sent.
  expect(shown.icon).toMatch(/^\/media\/avatars\/sofia\.png\?/);
});

it('pushes a notification group in its list words, one push for a burst, and none for a kind whose push is off', async () => {
  const video = await createVideo(app, alice.id);
  const fans = await Promise.all([createUser(app), createUser(app), createUser(app)]);
  const before = pushService.received.length;
  for (const fan of fans) await fetch(`${app.url}/api/videos/${video.id}/like`, { method: 'PUT', headers: fan.headers });
  // Likes within a window wait for the settle, which announces the group once (decision 073).
  await app.ctx.services.settler.settle();
  await runQueuedPushes();
  await pushService.waitFor(before + 1);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(pushService.received).toHaveLength(before + 1);
  const shown = JSON.parse(decryptPush(pushService.received.at(-1)!.body, aliceKeys));
  expect(shown).toMatchObject({ title: `${fans[2]!.username} and 2 others`, body: 'liked your video', url: `/profile/${alice.id}` });

  // Follows stay in the list but are not pushed once their push is switched off.
  expect((await send('PUT', '/api/me/notification-settings', alice, { items: [{ kind: 'follow', inApp: true, push: false }] })).status).toBe(200);
  await postJson(app, `/api/users/${alice.id}/follow`, {}, bob.headers);
  const queued = await app.ctx.db.selectFrom('jobs').select('id').where('kind', '=', 'send-push').where('status', '=', 'queued').execute();
  expect(queued).toHaveLength(0);
  expect(await app.ctx.services.notifications.unreadCount(alice.id)).toBeGreaterThan(0);
});

it('deletes a subscription its push service answers 410 Gone', async () => {
  pushService.answer('/push/bob-gone', 410);
  expect((await send('POST', '/api/push/subscriptions', bob, browserKeys().json(`${pushService.origin}/push/bob-gone`))).status).toBe(201);
  expect(await subscribers(bob.id)).toHaveLength(1);
  const before = pushService.received.length;
  await app.ctx.services.push.notify(bob.id, { ...liked(1), tag: 'follow:bob' });
  await runQueuedPushes();
  await pushService.waitFor(before + 1);
  for (let wait = 0; (await subscribers(bob.id)).length > 0 && wait < 40; wait++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await subscribers(bob.id)).toEqual([]);
});

it("moves an endpoint to another account only with its browser's keys (issue 52)", async () => {
  const endpoint = `${pushService.origin}/push/shared-browser`;
  const browser = browserKeys();
  expect((await send('POST', '/api/push/subscriptions', alice, browser.json(endpoint))).status).toBe(201);
  // Someone who learnt the endpoint, with keys of their own: refused, and alice keeps her pushes.
  const stolen = await send('POST', '/api/push/subscriptions', bob, browserKeys().json(endpoint));
  expect(stolen.status).toBe(409);
  expect(((await stolen.json()) as { error: { message: string } }).error.message).toBe(PUSH_MESSAGES.heldByAnother);
  expect((await subscribers(alice.id)).map((row) => row.endpoint)).toContain(endpoint);
  // The same browser, signed in as bob, sends the keys it made: the subscription is his now.
  expect((await send('POST', '/api/push/subscriptions', bob, browser.json(endpoint))).status).toBe(201);
  expect((await subscribers(alice.id)).map((row) => row.endpoint)).not.toContain(endpoint);
  expect((await subscribers(bob.id)).map((row) => row.endpoint)).toContain(endpoint);
  expect((await send('DELETE', '/api/push/subscriptions', bob, { endpoint })).status).toBe(204);
});

it("refuses to unsubscribe someone else's browser, and lets the owner", async () => {
  const endpoint = `${pushService.origin}/push/alice`;
  const stolen = await send('DELETE', '/api/push/subscriptions', bob, { endpoint });
  expect(stolen.status).toBe(404);
  expect((await stolen.json()).error.message).toBe(PUSH_MESSAGES.notSubscribed);
  expect(await subscribers(alice.id)).toHaveLength(1);
  expect((await send('DELETE', '/api/push/subscriptions', null, { endpoint })).status).toBe(401);
  expect((await send('DELETE', '/api/push/subscriptions', alice, { endpoint })).status).toBe(204);
  expect(await subscribers(alice.id)).toEqual([]);
});

it('refuses keys that are not a browser\'s', async () => {
  const keys = browserKeys().json(`${pushService.origin}/push/odd`);
  const short = await postJson(app, '/api/push/subscriptions', { ...keys, keys: { ...keys.keys, auth: 'c2hvcnQ' } }, alice.headers);
  expect(short.status).toBe(400);
  const offCurve = await postJson(app, '/api/push/subscriptions', { ...keys, keys: { ...keys.keys, p256dh: `B${'A'.repeat(86)}` } }, alice.headers);
  expect(offCurve.status).toBe(400);
  expect((await offCurve.json()).error.message).toBe(PUSH_MESSAGES.badKeys);
});

describe('with private endpoints off (the default)', () => {
  let strict: TestApp;
  let carol: TestUser;
  beforeAll(async () => {
    strict = await startTestApp();
    carol = await createUser(strict);
  });
  afterAll(() => strict?.close());

  it('refuses endpoints on loopback, private networks and plain http with a clear message', async () => {
    const refused = async (endpoint: string) => {
      const response = await postJson(strict, '/api/push/subscriptions', browserKeys().json(endpoint), carol.headers);
      expect(response.status, endpoint).toBe(400);
      return (await response.json()).error.message;
    };
    for (const endpoint of ['https://127.0.0.1:8443/push', 'https://10.0.0.7/push', 'https://[::1]/push', 'https://169.254.169.254/latest', 'https://localhost/push', 'https://[::ffff:192.168.0.1]/x']) {
      expect(await refused(endpoint)).toBe(PUSH_MESSAGES.notPublic);
    }
    expect(await refused(`${pushService.origin}/push/carol`)).toBe(PUSH_MESSAGES.notHttps);
    expect(await refused('ftp://push.example.com/x')).toBe(PUSH_MESSAGES.notAPushUrl);
    const allowed = await postJson(strict, '/api/push/subscriptions', browserKeys().json('https://fcm.googleapis.com/fcm/send/abc123'), carol.headers);
    expect(allowed.status).toBe(201);
  });
});

it('keeps the private key sealed, and replaces a key sealed under another ACCOUNT_SECRET', async () => {
  const stored = await app.ctx.db.selectFrom('instanceKeys').selectAll().where('name', '=', 'vapid').executeTakeFirstOrThrow();
  expect(stored.privateKeySealed).toMatch(/^v1\./);
  const before = await app.ctx.services.push.publicKey();
  expect(stored.publicKey).toBe(before);
  // Another instance started with another secret cannot open it: a new pair replaces the row, for every instance.
  const elsewhere = new VapidKeyStore(new InstanceKeysRepo(app.ctx.db), new Sealer('another-account-secret'), app.ctx.config.push, app.ctx.log);
  const replaced = await elsewhere.get();
  expect(replaced.publicKey).not.toBe(before);
  expect((await app.ctx.db.selectFrom('instanceKeys').select('publicKey').where('name', '=', 'vapid').executeTakeFirstOrThrow()).publicKey).toBe(replaced.publicKey);
});
