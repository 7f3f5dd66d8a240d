import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { send } from '../factories/moderation.ts';

/**
 * Issue 37's kinds (decision 043): comment, reply, mention, new_video. Each is created once and only for the
 * right person; never for one's own action, across a block either way, from a banned user, or about content
 * that is gone; and a person's in-app setting decides whether the kind arrives at all.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

interface Group { id: string; type: string; fromUserId: string; videoId: string | null; commentId: string | null; chatRoomId: string | null; excerpt: string | null; actorCount: number }
const list = async (user: TestUser): Promise<Group[]> => (await (await fetch(`${app.url}/api/notifications`, { headers: user.headers })).json()).items;
const kinds = async (user: TestUser) => (await list(user)).map((group) => group.type).sort();
const comment = async (user: TestUser, videoId: string, content: string, parentId: string | null = null) => {
  const response = await postJson(app, '/api/comments', { videoId: videoId, content, parentId: parentId }, user.headers);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
};
const people = (count: number) => Promise.all(Array.from({ length: count }, () => createUser(app)));

it('tells the video owner of a comment, with an excerpt, and nobody of their own', async () => {
  const [owner, fan] = await people(2);
  const video = await createVideo(app, owner.id);
  const id = await comment(fan, video.id, 'What a view! '.repeat(20));
  const [group] = await list(owner);
  expect(group).toMatchObject({ type: 'comment', fromUserId: fan.id, videoId: video.id, commentId: id, actorCount: 1 });
  expect(group!.excerpt).toHaveLength(140);
  expect(await list(fan)).toEqual([]);

  await comment(owner, video.id, 'thanks!');
  expect(await list(owner)).toHaveLength(1);
});

it('prefers reply over mention over comment: one notification per person and event', async () => {
  const [owner, first, replier, named] = await people(4);
  const video = await createVideo(app, owner.id);
  const parent = await comment(first, video.id, 'first!');
  // The owner is both the video's owner and mentioned: told once, as mentioned.
  await comment(replier, video.id, `@${first.username} @${owner.username} @${named.username} agreed`, parent);
  expect(await kinds(first)).toEqual(['reply']);
  expect(await kinds(named)).toEqual(['mention']);
  expect((await list(owner)).map((group) => group.type).sort()).toEqual(['comment', 'mention']);
  // Replying to the owner's own comment: "replied", not also "commented".
  const own = await comment(owner, video.id, 'welcome all');
  await comment(first, video.id, 'thank you', own);
  expect((await list(owner)).map((group) => group.type)).toEqual(['reply', 'mention', 'comment']);
});

it('sends nothing across a block either way, from a banned user, or for a comment deleted since', async () => {
  const [owner, blocked, blocker, banned, fan] = await people(5);
  const video = await createVideo(app, owner.id);
  await app.ctx.db.insertInto('blocks').values([{ blockerId: owner.id, blockedId: blocked.id }, { blockerId: blocker.id, blockedId: owner.id }]).execute();
  await app.ctx.db.insertInto('notifications').values({ userId: owner.id, fromUserId: blocker.id, type: 'follow' }).execute();
  await comment(blocked, video.id, 'hello?');
  await app.ctx.db.updateTable('profiles').set({ banned: true }).where('userId', '=', banned.id).execute();
  await app.ctx.db.insertInto('follows').values({ followerId: banned.id, followeeId: owner.id }).execute();
  expect(await list(owner)).toEqual([]);

  const id = await comment(fan, video.id, 'soon gone');
  expect(await list(owner)).toHaveLength(1);
  await app.ctx.db.deleteFrom('comments').where('id', '=', id).execute();
  expect(await list(owner)).toEqual([]);
  expect(await app.ctx.db.selectFrom('notificationGroups').select('id').where('userId', '=', owner.id).execute()).toEqual([]);
});

it('tells a caption edit only the names it adds', async () => {
  const [owner, a, b] = await people(3);
  const video = await createVideo(app, owner.id, { caption: `with @${a.username}` });
  const edit = (caption: string) => send(app, owner, 'PATCH', `/api/videos/${video.id}`, { caption });
  expect((await edit(`with @${a.username} and @${b.username} and @${owner.username}`)).status).toBe(200);
  expect(await kinds(a)).toEqual([]);
  expect(await list(b)).toMatchObject([{ type: 'mention', videoId: video.id, commentId: null }]);
  expect((await edit(`with @${a.username} and @${b.username}!`)).status).toBe(200);
  expect(await list(b)).toHaveLength(1);
  expect(await list(owner)).toEqual([]);
});

it('tells a chat mention only to someone who can read the room, without the words', async () => {
  const [sender, reader, outsider] = await people(3);
  const room = await (await postJson(app, '/api/chat/rooms', { name: 'mentions' }, sender.headers)).json();
  expect((await postJson(app, `/api/chat/rooms/${room.id}/messages`, { content: `hi @${reader.username}` }, sender.headers)).status).toBe(201);
  expect(await list(reader)).toMatchObject([{ type: 'mention', chatRoomId: room.id, excerpt: null, videoId: null }]);

  const secret = await app.ctx.db.insertInto('chatRooms').values({ name: 'private', isPrivate: true }).returning('id').executeTakeFirstOrThrow();
  await app.ctx.db.insertInto('chatRoomMembers').values([{ roomId: secret.id, userId: sender.id }, { roomId: secret.id, userId: reader.id }]).execute();
  expect((await postJson(app, `/api/chat/rooms/${secret.id}/messages`, { content: `@${outsider.username} @${reader.username}` }, sender.headers)).status).toBe(201);
  expect(await list(outsider)).toEqual([]);
  expect(await list(reader)).toHaveLength(2);
});

it('keeps per-kind settings: defaults filled, in_app off sends none, new_video only to followers who turned it on', async () => {
  const [author, keen, casual] = await people(3);
  const defaults = await (await fetch(`${app.url}/api/me/notification-settings`, { headers: keen.headers })).json();
  expect(defaults.items).toContainEqual(expect.objectContaining({ kind: 'new_video', inApp: false, push: false }));
  expect(defaults.items).toContainEqual(expect.objectContaining({ kind: 'comment', inApp: true, push: true }));
  expect(defaults.items).toContainEqual(expect.objectContaining({ kind: 'repost', inApp: true, push: true }));
  expect(defaults.items).toHaveLength(7);

  const put = (user: TestUser, items: unknown[]) => send(app, user, 'PUT', '/api/me/notification-settings', { items });
  expect((await put(keen, [{ kind: 'new_video', inApp: true, push: false }])).status).toBe(200);
  expect((await put(casual, [{ kind: 'follow', inApp: false, push: false }])).status).toBe(200);
  expect((await put(casual, [{ kind: 'follow', inApp: false, push: false }, { kind: 'follow', inApp: true, push: true }])).status).toBe(400);
  expect(await app.ctx.services.notifications.wantsPush(casual.id, 'follow')).toBe(false);
  expect(await app.ctx.services.notifications.wantsPush(casual.id, 'like')).toBe(true);

  for (const fan of [keen, casual]) await postJson(app, `/api/users/${author.id}/follow`, {}, fan.headers);
  const author2 = (await list(author)).filter((group) => group.type === 'follow');
  expect(author2).toHaveLength(1);
  await postJson(app, `/api/users/${keen.id}/follow`, {}, author.headers);
  await postJson(app, `/api/users/${casual.id}/follow`, {}, author.headers);
  expect(await kinds(casual)).toEqual([]);

  const video = await createVideo(app, author.id, { caption: 'new one' });
  await app.ctx.services.notifications.announceAll(await app.ctx.services.notificationEvents.videoReady(video));
  await app.ctx.services.notifications.announceAll(await app.ctx.services.notificationEvents.videoReady(video));
  expect(await list(keen)).toMatchObject([{ type: 'new_video', videoId: video.id, fromUserId: author.id }, { type: 'follow' }]);
  expect(await kinds(casual)).toEqual([]);
});
