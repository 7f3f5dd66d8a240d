import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { send } from '../factories/moderation.ts';
import { AUDIENCE_MESSAGES, COMMENT_CONTROL_MESSAGES } from '../../src/shared/audience.ts';

/** Issue 38 part C: who may comment, the creator's hide and pin, and the viewer's mutes and muted words on comment lists. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

type Listed = { id: string; content: string; hidden: boolean; pinned: boolean };
const comment = (user: TestUser, videoId: string, content: string, parentId?: string) =>
  send(app, user, 'POST', '/api/comments', { videoId, content, ...(parentId ? { parentId } : {}) });
const listFor = async (user: TestUser | null, videoId: string) => {
  const response = await send(app, user, 'GET', `/api/videos/${videoId}/comments`);
  expect(response.status).toBe(200);
  return response.body as { items: Listed[]; commentPolicy: string; canComment: boolean };
};
const contents = async (user: TestUser | null, videoId: string) => (await listFor(user, videoId)).items.map((item) => item.content);
const storedComments = (videoId: string) => app.ctx.db.selectFrom('comments').select('content').where('videoId', '=', videoId).execute();
const setPolicy = (videoId: string, policy: 'everyone' | 'followers' | 'off') => app.ctx.db.updateTable('videos').set({ commentPolicy: policy }).where('id', '=', videoId).execute();

describe('who may comment', () => {
  it('off: refuses everyone but the creator with 403 and stores nothing', async () => {
    const [creator, fan] = [await createUser(app), await createUser(app)];
    const video = await createVideo(app, creator.id);
    await setPolicy(video.id, 'off');
    const refused = await comment(fan, video.id, 'let me in');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(AUDIENCE_MESSAGES.commentsOff);
    expect(await storedComments(video.id)).toEqual([]);
    expect(await listFor(fan, video.id)).toMatchObject({ commentPolicy: 'off', canComment: false });
    expect((await comment(creator, video.id, 'my own note')).status).toBe(201);
    expect(await listFor(creator, video.id)).toMatchObject({ canComment: true });
  });

  it("followers: only the creator's followers (and the creator) may comment", async () => {
    const [creator, follower, stranger] = [await createUser(app), await createUser(app), await createUser(app)];
    const video = await createVideo(app, creator.id);
    await setPolicy(video.id, 'followers');
    await app.ctx.db.insertInto('follows').values({ followerId: follower.id, followeeId: creator.id }).execute();
    const refused = await comment(stranger, video.id, 'hello');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(AUDIENCE_MESSAGES.commentsFollowersOnly);
    expect(await listFor(stranger, video.id)).toMatchObject({ commentPolicy: 'followers', canComment: false });
    expect((await comment(follower, video.id, 'from a follower')).status).toBe(201);
    expect((await comment(creator, video.id, 'from the creator')).status).toBe(201);
    expect(await listFor(follower, video.id)).toMatchObject({ canComment: true });
    expect(await listFor(null, video.id)).toMatchObject({ canComment: false });
  });
});

describe("the creator's hide and pin", () => {
  it('a hidden comment is seen only by its author and the creator, who sees it marked and can unhide it', async () => {
    const [creator, author, other] = [await createUser(app), await createUser(app), await createUser(app)];
    const video = await createVideo(app, creator.id);
    const { body: rude } = await comment(author, video.id, 'rude words');
    await comment(other, video.id, 'kind words');
    const hidden = await send(app, creator, 'PUT', `/api/comments/${rude.id}/hidden`);
    expect(hidden).toEqual({ status: 200, body: { id: rude.id, hidden: true, pinned: false } });
    expect(await contents(other, video.id)).toEqual(['kind words']);
    expect(await contents(null, video.id)).toEqual(['kind words']);
    expect((await listFor(author, video.id)).items.map(({ content, hidden }) => ({ content, hidden }))).toEqual([
      { content: 'rude words', hidden: false },
      { content: 'kind words', hidden: false },
    ]);
    expect((await listFor(creator, video.id)).items.map(({ content, hidden }) => ({ content, hidden }))).toEqual([
      { content: 'rude words', hidden: true },
      { content: 'kind words', hidden: false },
    ]);
    expect((await send(app, creator, 'DELETE', `/api/comments/${rude.id}/hidden`)).body).toMatchObject({ hidden: false });
    expect(await contents(other, video.id)).toEqual(['rude words', 'kind words']);
  });

  it('one pinned comment shows first; pinning another replaces it; unpin; hiding unpins', async () => {
    const [creator, fan] = [await createUser(app), await createUser(app)];
    const video = await createVideo(app, creator.id);
    const ids: string[] = [];
    for (const text of ['first', 'second', 'third']) ids.push((await comment(fan, video.id, text)).body.id);
    expect((await send(app, creator, 'PUT', `/api/comments/${ids[2]}/pin`)).body).toEqual({ id: ids[2], hidden: false, pinned: true });
    const listed = await listFor(fan, video.id);
    expect(listed.items.map((item) => [item.content, item.pinned])).toEqual([['third', true], ['first', false], ['second', false]]);
    await send(app, creator, 'PUT', `/api/comments/${ids[1]}/pin`);
    expect(await contents(null, video.id)).toEqual(['second', 'first', 'third']);
    expect((await send(app, creator, 'DELETE', `/api/comments/${ids[1]}/pin`)).body.pinned).toBe(false);
    expect(await contents(null, video.id)).toEqual(['first', 'second', 'third']);
    await send(app, creator, 'PUT', `/api/comments/${ids[0]}/pin`);
    await send(app, creator, 'PUT', `/api/comments/${ids[0]}/hidden`);
    expect((await app.ctx.db.selectFrom('videos').select('pinnedCommentId').where('id', '=', video.id).executeTakeFirstOrThrow()).pinnedCommentId).toBeNull();
    const pinHidden = await send(app, creator, 'PUT', `/api/comments/${ids[0]}/pin`);
    expect(pinHidden.status).toBe(409);
    expect(pinHidden.body.error.message).toBe(COMMENT_CONTROL_MESSAGES.pinHidden);
    const reply = await comment(fan, video.id, 'a reply', ids[1]);
    const pinReply = await send(app, creator, 'PUT', `/api/comments/${reply.body.id}/pin`);
    expect(pinReply.status).toBe(400);
    expect(pinReply.body.error.message).toBe(COMMENT_CONTROL_MESSAGES.pinReply);
  });

  it('refuses anyone but the creator with 403 (the comment author too), and an unknown comment with 404', async () => {
    const [creator, author] = [await createUser(app), await createUser(app)];
    const video = await createVideo(app, creator.id);
    const { body } = await comment(author, video.id, 'mine');
    for (const path of [`/api/comments/${body.id}/hidden`, `/api/comments/${body.id}/pin`]) {
      const refused = await send(app, author, 'PUT', path);
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(COMMENT_CONTROL_MESSAGES.notCreator);
    }
    expect((await send(app, creator, 'PUT', '/api/comments/00000000-0000-4000-8000-000000000000/hidden')).status).toBe(404);
    expect((await send(app, creator, 'DELETE', '/api/comments/00000000-0000-4000-8000-000000000000/pin')).status).toBe(404);
    expect((await send(app, creator, 'PUT', '/api/comments/not-an-id/pin')).status).toBe(400);
    expect((await app.ctx.db.selectFrom('comments').select('hiddenAt').where('id', '=', body.id).executeTakeFirstOrThrow()).hiddenAt).toBeNull();
  });
});

describe("the viewer's mutes and muted words", () => {
  it("leave muted authors' comments and comments with a muted word out of the viewer's list, never the viewer's own", async () => {
    const [creator, viewer, loud, calm] = [await createUser(app), await createUser(app), await createUser(app), await createUser(app)];
    const video = await createVideo(app, creator.id);
    await comment(loud, video.id, 'I am muted');
    await comment(calm, video.id, 'Spoilers: the CAFÉ burns');
    await comment(calm, video.id, 'cafeteria food is fine');
    await comment(calm, video.id, 'an old spoiler');
    await comment(viewer, video.id, 'my own café comment');
    const { db } = app.ctx;
    await db.insertInto('mutes').values({ muterId: viewer.id, mutedId: loud.id }).execute();
    await db.insertInto('mutedWords').values([
      { userId: viewer.id, word: 'cafe' },
      { userId: viewer.id, word: 'old spoiler', expiresAt: new Date(Date.now() - 60_000) },
    ]).execute();
    // Whole words, any case or accent; an expired muted word no longer hides anything.
    expect(await contents(viewer, video.id)).toEqual(['cafeteria food is fine', 'an old spoiler', 'my own café comment']);
    expect(await contents(calm, video.id)).toHaveLength(5);
    expect(await contents(null, video.id)).toHaveLength(5);
  });
});
