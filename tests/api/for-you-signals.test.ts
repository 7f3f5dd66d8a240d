import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, getJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { send } from '../factories/moderation.ts';
import type { FeedPage } from '../../src/shared/feed-types.ts';

/**
 * Issue 56: For You learns from watching (a quick skip counts against the video and its creator, a watch to the
 * end for them), "Hide this creator" takes a creator out of For You alone, "Why am I seeing this?" names the
 * strongest reasons, and a new person's picked interests lead their first page.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const watch = (user: TestUser, videoId: string, watchedMs: number, completed = false) =>
  send(app, user, 'POST', `/api/videos/${videoId}/watches`, { watchId: randomUUID(), watchedMs, completed, source: 'for_you' });
/** Settles every stored watch and runs the rollup as the workers do, then ranks the viewer's For You again. */
async function settleAndRank(viewer: TestUser) {
  await sql`update video_watches set updated_at = updated_at - interval '5 minutes'`.execute(app.ctx.db);
  while (await app.ctx.services.studio.rollUp());
  await app.ctx.services.feed.rebuildForYou(viewer.id);
}
const forYouIds = async (viewer: TestUser) => (await getJson<FeedPage>(app, viewer, '/api/feed/foryou')).items.map((item) => item.id);

/** Two creators, each with two videos; the first creator's are newer, so they lead a new viewer's For You. */
async function twoCreators() {
  const [first, second] = [await createUser(app), await createUser(app)];
  const firstVideos = [await createVideo(app, first.id, { createdAt: minutesAgo(1) }), await createVideo(app, first.id, { createdAt: minutesAgo(2) })];
  const secondVideos = [await createVideo(app, second.id, { createdAt: minutesAgo(30) }), await createVideo(app, second.id, { createdAt: minutesAgo(31) })];
  return { first, second, firstVideos, secondVideos };
}
const position = (ids: string[], id: string) => (ids.includes(id) ? ids.indexOf(id) : Number.POSITIVE_INFINITY);

describe('watch signals', () => {
  it('ranks a quickly skipped video and its creator lower for that viewer, and a watch to the end higher', async () => {
    const { first, firstVideos, secondVideos } = await twoCreators();
    const viewer = await createUser(app);
    // Watch history paused, so the skipped video stays a candidate and its own rank can be seen.
    await sql`update profiles set watch_history_paused = true where user_id = ${viewer.id}`.execute(app.ctx.db);
    await app.ctx.services.feed.rebuildForYou(viewer.id);
    const before = await forYouIds(viewer);
    expect(position(before, firstVideos[0].id)).toBeLessThan(position(before, secondVideos[0].id));

    expect((await watch(viewer, firstVideos[0].id, 600)).status).toBe(204);
    await settleAndRank(viewer);
    const after = await forYouIds(viewer);
    expect(position(after, firstVideos[0].id)).toBeGreaterThan(position(after, secondVideos[1].id));
    expect(position(after, firstVideos[1].id)).toBeGreaterThan(position(after, secondVideos[0].id));
    const stored = await sql<{ skips: number }>`select skips from viewer_video_signals where user_id = ${viewer.id} and creator_id = ${first.id}`.execute(app.ctx.db);
    expect(stored.rows).toEqual([{ skips: 1 }]);
    // Another viewer is unaffected.
    const other = await createUser(app);
    await app.ctx.services.feed.rebuildForYou(other.id);
    const theirs = await forYouIds(other);
    expect(position(theirs, firstVideos[1].id)).toBeLessThan(position(theirs, secondVideos[0].id));
  });

  it('raises a creator whose video the viewer watched to the end, and counts it once per watch', async () => {
    const { firstVideos, secondVideos } = await twoCreators();
    const viewer = await createUser(app);
    await watch(viewer, secondVideos[0].id, 9000, true);
    await settleAndRank(viewer);
    const ids = await forYouIds(viewer);
    expect(ids).not.toContain(secondVideos[0].id); // watched lately: out of For You for 14 days (issue 55)
    expect(position(ids, secondVideos[1].id)).toBeLessThan(position(ids, firstVideos[0].id));
  });
});

describe('hide this creator', () => {
  it('takes the creator out of For You at once and after a rebuild; search and their profile are unchanged; undo brings them back', async () => {
    const { first, firstVideos, secondVideos } = await twoCreators();
    const viewer = await createUser(app);
    await app.ctx.services.feed.rebuildForYou(viewer.id);
    expect(await forYouIds(viewer)).toContain(firstVideos[0].id);
    const suggested = async () => (await getJson<{ items: Array<{ username: string }> }>(app, viewer, '/api/users/suggested')).items.map((person) => person.username);
    const suggestedBefore = await suggested();
    expect(suggestedBefore).toContain(first.username);

    const hidden = await send(app, viewer, 'POST', `/api/users/${first.id}/hide-from-for-you`);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual({ hidden: true });
    const ids = await forYouIds(viewer);
    expect(ids).not.toContain(firstVideos[0].id);
    expect(ids).not.toContain(firstVideos[1].id);
    expect(ids).toContain(secondVideos[0].id);
    await app.ctx.services.feed.rebuildForYou(viewer.id);
    expect(await forYouIds(viewer)).not.toContain(firstVideos[1].id);
    expect((await getJson<{ items: Array<{ id: string }> }>(app, viewer, '/api/me/hidden-creators')).items.map((item) => item.id)).toEqual([first.id]);

    const people = await getJson<{ items: Array<{ userId?: string; id?: string; username: string }> }>(app, viewer, `/api/search/people?q=${first.username}`);
    expect(people.items.map((person) => person.username)).toContain(first.username);
    const profileVideos = await getJson<{ items: Array<{ id: string }> }>(app, viewer, `/api/profiles/${first.id}/videos`);
    expect(profileVideos.items.map((video) => video.id)).toContain(firstVideos[0].id);
    expect(await suggested()).toEqual(suggestedBefore);

    expect((await send(app, viewer, 'DELETE', `/api/users/${first.id}/hide-from-for-you`)).body).toEqual({ hidden: false });
    await app.ctx.services.feed.rebuildForYou(viewer.id);
    expect(await forYouIds(viewer)).toContain(firstVideos[0].id);
  });

  it('refuses oneself, an unknown person and a visitor', async () => {
    const viewer = await createUser(app);
    const self = await send(app, viewer, 'POST', `/api/users/${viewer.id}/hide-from-for-you`);
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe('You cannot hide yourself');
    expect((await send(app, viewer, 'POST', `/api/users/${randomUUID()}/hide-from-for-you`)).status).toBe(404);
    expect((await send(app, null, 'POST', `/api/users/${viewer.id}/hide-from-for-you`)).status).toBe(401);
  });
});

describe('why am I seeing this', () => {
  it('names following the creator, and answers 404 for a video the viewer may not see', async () => {
    const { first, firstVideos } = await twoCreators();
    const viewer = await createUser(app);
    await send(app, viewer, 'POST', `/api/users/${first.id}/follow`);
    await app.ctx.services.feed.rebuildForYou(viewer.id);
    const why = await getJson<{ reasons: Array<{ kind: string; username?: string }> }>(app, viewer, `/api/videos/${firstVideos[0].id}/for-you-reasons`);
    expect(why.reasons[0]).toEqual({ kind: 'follow', username: first.username });
    expect(why.reasons.length).toBeLessThanOrEqual(2);
    await app.ctx.db.updateTable('videos').set({ visibility: 'only_me' }).where('id', '=', firstVideos[1].id).execute();
    expect((await send(app, viewer, 'GET', `/api/videos/${firstVideos[1].id}/for-you-reasons`)).status).toBe(404);
  });
});

describe('interests a new person picks', () => {
  it('lead the first For You page, and are refused when unknown or too many', async () => {
    const picked = [
      await createVideo(app, (await createUser(app)).id, { caption: 'slow braise #cooking', createdAt: minutesAgo(600) }),
      await createVideo(app, (await createUser(app)).id, { caption: 'night train #travel', createdAt: minutesAgo(700) }),
    ];
    const others = [];
    for (let i = 0; i < 6; i++) others.push(await createVideo(app, (await createUser(app)).id, { caption: `fresh #other${i}`, createdAt: minutesAgo(i) }));
    const viewer = await createUser(app);
    const choices = await getJson<{ tags: Array<{ name: string }> }>(app, viewer, '/api/interests/choices');
    expect(choices.tags.map((tag) => tag.name)).toEqual(expect.arrayContaining(['cooking', 'travel']));

    const saved = await send(app, viewer, 'PUT', '/api/me/interests', { tags: ['#Cooking', 'travel'], creators: [] });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ tags: ['cooking', 'travel'], creators: [] });
    const ids = await forYouIds(viewer);
    expect(new Set(ids.slice(0, 2))).toEqual(new Set(picked.map((video) => video.id)));
    expect(ids).toContain(others[0].id);
    const why = await getJson<{ reasons: Array<{ kind: string; tag?: string }> }>(app, viewer, `/api/videos/${picked[0].id}/for-you-reasons`);
    expect(why.reasons[0]).toEqual({ kind: 'interest', tag: 'cooking' });

    const unknown = await send(app, viewer, 'PUT', '/api/me/interests', { tags: ['nosuchtagatall'], creators: [] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('No videos carry one of these tags');
    const tooMany = await send(app, viewer, 'PUT', '/api/me/interests', { tags: Array.from({ length: 11 }, (_, i) => `t${i}`), creators: [] });
    expect(tooMany.status).toBe(400);
    expect((await getJson(app, viewer, '/api/me/interests'))).toEqual({ tags: ['cooking', 'travel'], creators: [] });
  });
});
