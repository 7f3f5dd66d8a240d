import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';

let app: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  [alice, bob] = await Promise.all([createUser(app), createUser(app)]);
});
afterAll(() => app?.close());

const list = async (user: TestUser) => (await (await fetch(`${app.url}/api/notifications`, { headers: user.headers })).json()).items;
const unread = async (user: TestUser) => (await (await fetch(`${app.url}/api/notifications/unread-count`, { headers: user.headers })).json()).count;

it('lists the newest first with the sender, and nobody can read or mark another user’s', async () => {
  const video = await createVideo(app, alice.id);
  await fetch(`${app.url}/api/users/${alice.id}/follow`, { method: 'POST', headers: bob.headers });
  await fetch(`${app.url}/api/videos/${video.id}/like`, { method: 'PUT', headers: bob.headers });
  const items = await list(alice);
  expect(items.map((n: { type: string }) => n.type)).toEqual(['like', 'follow']);
  expect(items[0]).toMatchObject({ fromUserId: bob.id, fromUsername: bob.username, videoId: video.id, read: false });
  expect(await list(bob)).toEqual([]);
  expect(await unread(alice)).toBe(2);

  const stolen = await postJson(app, `/api/notifications/${items[0].id}/read`, {}, bob.headers);
  expect(stolen.status).toBe(404);
  expect(await unread(alice)).toBe(2);
  expect((await fetch(`${app.url}/api/notifications`)).status).toBe(401);

  expect((await postJson(app, `/api/notifications/${items[0].id}/read`, {}, alice.headers)).status).toBe(204);
  expect(await unread(alice)).toBe(1);
  expect((await postJson(app, '/api/notifications/read-all', {}, alice.headers)).status).toBe(204);
  expect(await unread(alice)).toBe(0);
});

it('groups a burst of follows into one row (decision 043)', async () => {
  const fans = await Promise.all(Array.from({ length: 53 }, () => createUser(app)));
  await app.ctx.db.insertInto('follows').values(fans.map((fan) => ({ followerId: fan.id, followeeId: bob.id }))).execute();
  expect(await list(bob)).toMatchObject([{ type: 'follow', actorCount: 53 }]);
  expect(await unread(bob)).toBe(1);
});

it('fetches at most 50 groups a page, and the next page after them', async () => {
  const carol = await createUser(app);
  // Mentions never group: 53 of them are 53 rows.
  await app.ctx.db.insertInto('notifications').values(Array.from({ length: 53 }, () => ({ userId: carol.id, fromUserId: alice.id, type: 'mention' as const }))).execute();
  const first = await (await fetch(`${app.url}/api/notifications`, { headers: carol.headers })).json();
  expect(first.items).toHaveLength(50);
  const next = await (await fetch(`${app.url}/api/notifications?cursor=${encodeURIComponent(first.nextCursor)}`, { headers: carol.headers })).json();
  expect(next.items).toHaveLength(3);
  expect(next.nextCursor).toBeNull();
  expect(await unread(carol)).toBe(53);
});
