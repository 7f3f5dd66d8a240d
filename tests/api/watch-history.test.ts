import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, getJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { send } from '../factories/moderation.ts';
import type { WatchHistoryPage } from '../../src/shared/watch-history.ts';
import type { FeedPage } from '../../src/shared/feed-types.ts';

/**
 * Issue 55 item 4: the player's watch reports keep a watch history, last watched first, that only its owner
 * sees; one video can be removed, all cleared, recording paused; For You leaves out what was watched lately.
 */
let app: TestApp;
let creator: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  creator = await createUser(app);
});
afterAll(() => app?.close());

const watch = (user: TestUser | null, videoId: string) =>
  send(app, user, 'POST', `/api/videos/${videoId}/watches`, { watchId: randomUUID(), watchedMs: 3000, completed: false, source: 'for_you' });
const history = (user: TestUser) => getJson<WatchHistoryPage>(app, user, '/api/me/history');
const historyIds = async (user: TestUser) => (await history(user)).items.map((item) => item.id);
const storedIds = async (user: TestUser) =>
  (await app.ctx.db.selectFrom('watchHistory').select('videoId').where('userId', '=', user.id).execute()).map((row) => row.videoId).sort();
/** Moves a kept watch back in time, as if it happened days ago. */
const watchedDaysAgo = (user: TestUser, videoId: string, days: number) =>
  sql`update watch_history set watched_at = now() - make_interval(days => ${days}) where user_id = ${user.id} and video_id = ${videoId}`.execute(app.ctx.db);

describe('the watch history', () => {
  it('keeps each video once, at its last watch, last watched first, and shows it only to its owner', async () => {
    const viewer = await createUser(app);
    const [first, second] = await Promise.all([createVideo(app, creator.id, { caption: 'first' }), createVideo(app, creator.id, { caption: 'second' })]);
    expect((await watch(viewer, first.id)).status).toBe(204);
    expect((await watch(viewer, second.id)).status).toBe(204);
    await watchedDaysAgo(viewer, first.id, 2);
    const page = await history(viewer);
    expect(page.paused).toBe(false);
    expect(page.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(page.items[0]).toMatchObject({ caption: 'second', userId: creator.id });
    expect(Date.parse(page.items[1].watchedAt)).toBeLessThan(Date.now() - 86_400_000);
    // Watching it again moves it to the top, still once.
    await watch(viewer, first.id);
    expect(await historyIds(viewer)).toEqual([first.id, second.id]);
    // The creator's own watch is not history; another person's history is theirs alone.
    await watch(creator, first.id);
    expect(await historyIds(creator)).toEqual([]);
    expect((await fetch(`${app.url}/api/me/history`)).status).toBe(401);
  });

  it('leaves out a video its owner may no longer see', async () => {
    const viewer = await createUser(app);
    const video = await createVideo(app, creator.id, { caption: 'soon private' });
    await watch(viewer, video.id);
    expect(await historyIds(viewer)).toEqual([video.id]);
    await app.ctx.db.updateTable('videos').set({ visibility: 'only_me' }).where('id', '=', video.id).execute();
    expect(await historyIds(viewer)).toEqual([]);
  });

  it('removes one video, and clears all; both hold after the next watch of another video', async () => {
    const viewer = await createUser(app);
    const videos = await Promise.all([1, 2, 3].map((n) => createVideo(app, creator.id, { caption: `clip ${n}` })));
    for (const video of videos) await watch(viewer, video.id);
    expect((await send(app, viewer, 'DELETE', `/api/me/history/${videos[1].id}`)).status).toBe(204);
    expect((await send(app, viewer, 'DELETE', `/api/me/history/${videos[1].id}`)).status).toBe(204);
    expect(await storedIds(viewer)).toEqual([videos[0].id, videos[2].id].sort());
    expect((await send(app, viewer, 'DELETE', '/api/me/history')).status).toBe(204);
    expect(await historyIds(viewer)).toEqual([]);
    const later = await createVideo(app, creator.id);
    await watch(viewer, later.id);
    expect(await storedIds(viewer)).toEqual([later.id]);
  });

  it('records nothing while paused, keeps what it had, and records again once resumed', async () => {
    const viewer = await createUser(app);
    const [before, during, after] = await Promise.all([1, 2, 3].map(() => createVideo(app, creator.id)));
    await watch(viewer, before.id);
    const paused = await send(app, viewer, 'PUT', '/api/me/history/recording', { paused: true });
    expect(paused.body).toEqual({ paused: true });
    expect((await watch(viewer, during.id)).status).toBe(204);
    expect(await history(viewer)).toMatchObject({ paused: true, items: [{ id: before.id }] });
    await send(app, viewer, 'PUT', '/api/me/history/recording', { paused: false });
    await watch(viewer, after.id);
    expect(await storedIds(viewer)).toEqual([before.id, after.id].sort());
  });

  it('answers bad input with a 4xx and a message, and changes nothing', async () => {
    const viewer = await createUser(app);
    const video = await createVideo(app, creator.id);
    await watch(viewer, video.id);
    for (const [method, path, body] of [
      ['DELETE', '/api/me/history/not-a-uuid', undefined],
      ['PUT', '/api/me/history/recording', { paused: 'yes' }],
      ['PUT', '/api/me/history/recording', {}],
      ['GET', '/api/me/history?cursor=nonsense', undefined],
    ] as const) {
      const response = await send(app, viewer, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(response.body.error.message, `${method} ${path}`).toEqual(expect.any(String));
    }
    expect(await storedIds(viewer)).toEqual([video.id]);
    expect(await history(viewer)).toMatchObject({ paused: false });
  });

  it('forgets what was watched more than 90 days ago at the hourly prune', async () => {
    const viewer = await createUser(app);
    const [old, recent] = await Promise.all([createVideo(app, creator.id), createVideo(app, creator.id)]);
    await watch(viewer, old.id);
    await watch(viewer, recent.id);
    await watchedDaysAgo(viewer, old.id, 91);
    await app.ctx.services.watchHistory.prune();
    expect(await storedIds(viewer)).toEqual([recent.id]);
  });
});

describe('For You and the watch history', () => {
  it('leaves out a video watched in the last 14 days, and shows it again once removed or older', async () => {
    const viewer = await createUser(app);
    const maker = await createUser(app);
    const videos = await Promise.all([1, 2, 3, 4].map((n) => createVideo(app, maker.id, { caption: `for you ${n}` })));
    const forYou = async () => {
      await app.ctx.services.feed.rebuildForYou(viewer.id);
      return (await getJson<FeedPage>(app, viewer, '/api/feed/foryou')).items.map((item) => item.id).filter((id) => videos.some((video) => video.id === id));
    };
    expect((await forYou()).sort()).toEqual(videos.map((video) => video.id).sort());
    await watch(viewer, videos[0].id);
    await watch(viewer, videos[1].id);
    expect(await forYou()).not.toContain(videos[0].id);
    expect(await forYou()).not.toContain(videos[1].id);
    await send(app, viewer, 'DELETE', `/api/me/history/${videos[0].id}`);
    await watchedDaysAgo(viewer, videos[1].id, 15);
    expect((await forYou()).sort()).toEqual(videos.map((video) => video.id).sort());
  });
});
