import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { GROUP_WINDOW_MS } from '../../src/shared/constants.ts';

/** Grouping (decision 043): one row per kind and target within GROUP_WINDOW_MS, kept by the database triggers. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

interface Actor { userId: string; username: string }
interface Group { id: string; type: string; fromUserId: string; actorCount: number; actors: Actor[]; read: boolean; videoId: string | null; thumbnailUrl: string | null }
const get = async (user: TestUser, path: string) => (await fetch(`${app.url}${path}`, { headers: user.headers })).json();
// Raw camelCase answers here: the web reads these names.
const list = async (user: TestUser): Promise<Group[]> => (await get(user, '/api/notifications')).items;
const unread = async (user: TestUser): Promise<number> => (await get(user, '/api/notifications/unread-count')).count;
const people = (count: number) => Promise.all(Array.from({ length: count }, () => createUser(app)));
const like = (user: TestUser, videoId: string) => fetch(`${app.url}/api/videos/${videoId}/like`, { method: 'PUT', headers: user.headers });
/** A like's group row is written at most once a window (decision 073): what the list shows once settled. */
const settled = () => app.ctx.services.settler.settle();

it('agrees with the database on the window', async () => {
  const row = await sql<{ ms: number }>`select extract(epoch from notification_group_window()) * 1000 as ms`.execute(app.ctx.db);
  expect(Number(row.rows[0]!.ms)).toBe(GROUP_WINDOW_MS);
});

it('groups five likes on one video into one row with the latest three, and lists all five', async () => {
  const [owner, ...fans] = await people(6);
  const video = await createVideo(app, owner.id);
  for (const fan of fans) await like(fan, video.id);
  await settled();
  const groups = await list(owner);
  expect(groups).toHaveLength(1);
  const [group] = groups;
  expect(group).toMatchObject({ type: 'like', videoId: video.id, actorCount: 5, fromUserId: fans[4]!.id, read: false });
  expect(group!.actors.map((actor) => actor.userId)).toEqual([fans[4]!.id, fans[3]!.id, fans[2]!.id]);
  expect(await unread(owner)).toBe(1);

  const actors = await get(owner, `/api/notifications/${group!.id}/actors`);
  expect(actors.items.map((actor: Actor) => actor.userId)).toEqual(fans.map((fan) => fan.id).reverse());
  expect(actors.nextCursor).toBeNull();
  expect((await fetch(`${app.url}/api/notifications/${group!.id}/actors`, { headers: fans[0]!.headers })).status).toBe(404);
});

it('starts a new group after the window, and a read group turns unread on a new event', async () => {
  const [owner, a, b, c] = await people(4);
  const video = await createVideo(app, owner.id);
  await like(a, video.id);
  const [first] = await list(owner);
  expect((await postJson(app, `/api/notifications/${first!.id}/read`, {}, owner.headers)).status).toBe(204);
  expect(await unread(owner)).toBe(0);

  await like(b, video.id);
  await settled();
  expect(await list(owner)).toMatchObject([{ id: first!.id, actorCount: 2, read: false }]);
  expect(await unread(owner)).toBe(1);

  await app.ctx.db.updateTable('notificationGroups').set({ updatedAt: new Date(Date.now() - GROUP_WINDOW_MS - 60_000) }).where('id', '=', first!.id).execute();
  await like(c, video.id);
  const groups = await list(owner);
  expect(groups.map((group) => [group.actorCount, group.fromUserId])).toEqual([[1, c.id], [2, b.id]]);
  expect(await unread(owner)).toBe(2);
});

it('shrinks a group when a member goes and deletes it when empty', async () => {
  const [owner, a, b] = await people(3);
  const video = await createVideo(app, owner.id);
  await like(a, video.id);
  await like(b, video.id);
  await app.ctx.db.deleteFrom('notifications').where('fromUserId', '=', b.id).execute();
  expect(await list(owner)).toMatchObject([{ actorCount: 1, fromUserId: a.id, actors: [{ userId: a.id }] }]);
  await app.ctx.db.deleteFrom('videos').where('id', '=', video.id).execute();
  expect(await list(owner)).toEqual([]);
});

it('groups follows with no target and mentions never', async () => {
  const [owner, a, b] = await people(3);
  for (const fan of [a, b]) await postJson(app, `/api/users/${owner.id}/follow`, {}, fan.headers);
  const video = await createVideo(app, a.id);
  for (const text of ['one', 'two']) await postJson(app, '/api/comments', { videoId: video.id, content: `@${owner.username} ${text}`, parentId: null }, b.headers);
  expect((await list(owner)).map((group) => [group.type, group.actorCount])).toEqual([['mention', 1], ['mention', 1], ['follow', 2]]);
});
