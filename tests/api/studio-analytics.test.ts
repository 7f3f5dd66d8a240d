import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { banUser, createUser, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { send } from '../factories/moderation.ts';
import { STUDIO_ANALYTICS_MESSAGES } from '../../src/shared/studio-analytics.ts';

/**
 * Issue 42 item 5: the player's watches become /studio's numbers. Three viewers watch a 15 s video for 5 s,
 * 10 s and to the end: 3 views, a 33 % completion rate and a 10 s average, and the creator's own watch is not
 * counted; the rollup keeps the same numbers in daily rows and drops banned and blocked viewers.
 */
let app: TestApp;
let creator: TestUser;
let viewers: TestUser[];
beforeAll(async () => {
  app = await startTestApp();
  creator = await createUser(app);
  viewers = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(app)));
});
afterAll(() => app?.close());

async function fifteenSecondVideo() {
  const video = await createVideo(app, creator.id, { caption: 'fifteen seconds of dance' });
  await app.ctx.db.updateTable('videos').set({ duration: 15 }).where('id', '=', video.id).execute();
  return video.id;
}

const watch = (user: TestUser | null, videoId: string, body: Record<string, unknown>) =>
  send(app, user, 'POST', `/api/videos/${videoId}/watches`, { watchId: randomUUID(), completed: false, source: 'for_you', ...body });

const studio = async (user: TestUser, path = '/api/studio?days=7') => {
  const response = await send(app, user, 'GET', path);
  expect(response.status).toBe(200);
  return response.body;
};
const storedWatches = async () => Number((await sql<{ n: string }>`select count(*) as n from video_watches`.execute(app.ctx.db)).rows[0].n);
/** Makes every stored watch old enough to settle, then runs the rollup as the workers do. */
async function rollUp() {
  await sql`update video_watches set updated_at = updated_at - interval '5 minutes'`.execute(app.ctx.db);
  while (await app.ctx.services.studio.rollUp());
}

describe('studio analytics', () => {
  it('counts three viewers watching 5 s, 10 s and to the end, not the creator, before and after the rollup', async () => {
    const videoId = await fifteenSecondVideo();
    const [a, b, c] = viewers;
    // The first viewer's player reports the watch twice (after 4 s, then as it ends): one view, the longer time.
    const first = randomUUID();
    expect((await watch(a, videoId, { watchId: first, watchedMs: 4000 })).status).toBe(204);
    expect((await watch(a, videoId, { watchId: first, watchedMs: 5000 })).status).toBe(204);
    expect((await watch(b, videoId, { watchedMs: 10_000, source: 'following' })).status).toBe(204);
    expect((await watch(c, videoId, { watchedMs: 15_000, completed: true, source: 'share' })).status).toBe(204);
    expect((await watch(creator, videoId, { watchedMs: 15_000, completed: true })).status).toBe(204);

    const expected = {
      totals: expect.objectContaining({ views: 3, uniqueViewers: 3, watchMs: 30_000, averageWatchMs: 10_000, completionRate: 1 / 3 }),
      sources: expect.objectContaining({ forYou: 1, following: 1, share: 1, search: 0 }),
    };
    const before = await studio(creator);
    expect(before).toMatchObject({ days: 7, ...expected });
    expect(before.daily).toHaveLength(7);
    expect(before.daily.at(-1)).toMatchObject({ day: new Date().toISOString().slice(0, 10), views: 3, watchMs: 30_000 });
    expect(before.topVideos[0]).toMatchObject({ id: videoId, views: 3, averageWatchMs: 10_000, completionRate: 1 / 3 });
    expect(await studio(creator, `/api/studio/videos/${videoId}?days=28`)).toMatchObject({ days: 28, ...expected, video: { id: videoId, durationMs: 15_000 } });

    await rollUp();
    expect(await storedWatches()).toBe(0);
    expect(await studio(creator)).toMatchObject(expected);
    expect(await studio(creator, `/api/studio/videos/${videoId}`)).toMatchObject(expected);

    // A later watch by a viewer already counted today adds a view, not a unique viewer: before the rollup too,
    // where the creator's day sketch (registers computed in SQL) meets the pending watch (added in Node).
    expect((await watch(a, videoId, { watchedMs: 3000 })).status).toBe(204);
    expect((await studio(creator)).totals).toMatchObject({ views: 4, uniqueViewers: 3, uniqueViewersEstimated: true });
    await rollUp();
    expect((await studio(creator)).totals).toMatchObject({ views: 4, uniqueViewers: 3, watchMs: 33_000 });
    expect((await studio(creator, `/api/studio/videos/${videoId}`)).totals).toMatchObject({ uniqueViewers: 3, uniqueViewersEstimated: false });
  });

  it('keeps a creator one sketch a day, and prunes those no range reaches', async () => {
    const sketches = () => sql<{ day: string }>`select day::text from creator_viewer_sketches where creator_id = ${creator.id}::uuid order by day`.execute(app.ctx.db);
    expect((await sketches()).rows).toEqual([{ day: new Date().toISOString().slice(0, 10) }]);
    await sql`insert into creator_viewer_sketches (creator_id, day, registers) values (${creator.id}::uuid, current_date - 90, ''::bytea)`.execute(app.ctx.db);
    await app.ctx.services.studio.pruneViewerDays();
    expect((await sketches()).rows).toHaveLength(1);
  });

  it('counts what others did: likes, comments, shares and followers gained, never the creator', async () => {
    const videoId = await fifteenSecondVideo();
    const [, , , d] = viewers;
    expect((await send(app, d, 'PUT', `/api/videos/${videoId}/like`)).status).toBe(200);
    expect((await send(app, creator, 'PUT', `/api/videos/${videoId}/like`)).status).toBe(200);
    expect((await send(app, d, 'POST', '/api/comments', { videoId, content: 'so good' })).status).toBe(201);
    expect((await send(app, creator, 'POST', '/api/comments', { videoId, content: 'thank you' })).status).toBe(201);
    expect((await send(app, d, 'POST', `/api/videos/${videoId}/shares`)).status).toBe(201);
    expect((await send(app, d, 'POST', `/api/users/${creator.id}/follow`)).status).toBe(200);
    expect((await watch(d, videoId, { watchedMs: 8000, followed: true })).status).toBe(204);
    expect((await studio(creator, `/api/studio/videos/${videoId}`)).totals).toMatchObject({ likes: 1, comments: 1, shares: 1, followersGained: 1 });
    expect((await studio(creator)).totals).toMatchObject({ followersGained: 1 });
  });

  it('drops the watches of viewers banned or blocked by the rollup, and counts visitors', async () => {
    const videoId = await fifteenSecondVideo();
    const [, , , , e] = viewers;
    const blocker = await createUser(app);
    expect((await watch(e, videoId, { watchedMs: 6000 })).status).toBe(204);
    expect((await watch(blocker, videoId, { watchedMs: 6000 })).status).toBe(204);
    expect((await watch(null, videoId, { watchedMs: 2000, source: 'search' })).status).toBe(204);
    const views = async () => (await studio(creator, `/api/studio/videos/${videoId}`)).totals.views;
    expect(await views()).toBe(3);
    await banUser(app, e);
    expect((await send(app, creator, 'POST', '/api/blocks', { blockedId: blocker.id })).status).toBeLessThan(300);
    expect(await views()).toBe(1);
    await rollUp();
    expect(await studio(creator, `/api/studio/videos/${videoId}`)).toMatchObject({ totals: { views: 1, uniqueViewers: 1 }, sources: { search: 1 } });
  });

  it('refuses bad input with a clear 4xx and stores nothing; the numbers are the creator’s alone', async () => {
    const videoId = await fifteenSecondVideo();
    const [a] = viewers;
    const before = await storedWatches();
    expect(await watch(a, videoId, { watchedMs: -1 })).toMatchObject({ status: 400, body: { error: { message: STUDIO_ANALYTICS_MESSAGES.badWatch } } });
    expect(await watch(a, videoId, { watchedMs: 3_600_001 })).toMatchObject({ status: 400, body: { error: { message: STUDIO_ANALYTICS_MESSAGES.badWatch } } });
    expect(await watch(a, videoId, { watchedMs: 1000, source: 'billboard' })).toMatchObject({ status: 400, body: { error: { message: STUDIO_ANALYTICS_MESSAGES.badSource } } });
    expect((await watch(a, videoId, { watchedMs: 1000, watchId: 'nope' })).status).toBe(400);
    expect((await watch(a, randomUUID(), { watchedMs: 1000 })).status).toBe(404);
    // A watch "to the end" after 2 s of a 15 s video is a view, not a completion.
    expect((await watch(a, videoId, { watchedMs: 2000, completed: true })).status).toBe(204);
    expect(await storedWatches()).toBe(before + 1);
    expect((await studio(creator, `/api/studio/videos/${videoId}`)).totals).toMatchObject({ views: 1, completionRate: 0 });

    expect(await send(app, creator, 'GET', '/api/studio?days=5')).toMatchObject({ status: 400, body: { error: { message: STUDIO_ANALYTICS_MESSAGES.badRange } } });
    expect((await send(app, a, 'GET', `/api/studio/videos/${videoId}`)).status).toBe(404);
    expect((await send(app, null, 'GET', '/api/studio')).status).toBe(401);
    // Another creator's studio has none of these views.
    expect((await studio(a)).totals.views).toBe(0);
  });
});
