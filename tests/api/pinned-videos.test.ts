import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { send } from '../factories/moderation.ts';
import { STUDIO_MESSAGES } from '../../src/shared/studio.ts';

/** Issue 42 item 4: up to three pinned videos lead the creator's Posts grid and its player, with a mark. */
let app: TestApp;
let creator: TestUser;
let fan: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  [creator, fan] = await Promise.all([createUser(app), createUser(app)]);
});
afterAll(() => app?.close());

const ids = (items: { id: string }[]) => items.map((item) => item.id);
const pin = (user: TestUser | null, videoId: string) => send(app, user, 'PUT', `/api/videos/${videoId}/pin`);
const unpin = (user: TestUser | null, videoId: string) => send(app, user, 'DELETE', `/api/videos/${videoId}/pin`);

describe('pinned videos', () => {
  it('lead the Posts grid and its player, the latest pinned first, marked, and only on the first page', async () => {
    const videos = [];
    // 103 videos, a minute apart, oldest first: with two pinned, 101 others, more than one page of the grid (100).
    for (let i = 0; i < 103; i++) videos.push(await createVideo(app, creator.id, { createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) }));
    const newestFirst = ids([...videos].reverse());
    const [oldest, middle] = [videos[0].id, videos[12].id];
    expect(await pin(creator, oldest)).toEqual({ status: 200, body: { id: oldest, pinned: true } });
    expect((await pin(creator, middle)).status).toBe(200);
    // Pinning again changes nothing (and keeps its place).
    expect((await pin(creator, oldest)).status).toBe(200);

    const first = await send(app, fan, 'GET', `/api/profiles/${creator.id}/videos`);
    // The pinned ones come on top of a whole page.
    expect(first.body.items).toHaveLength(2 + 100);
    expect(ids(first.body.items).slice(0, 2)).toEqual([middle, oldest]);
    expect(first.body.items.slice(0, 3).map((item: { pinned: boolean }) => item.pinned)).toEqual([true, true, false]);
    const second = await send(app, fan, 'GET', `/api/profiles/${creator.id}/videos?cursor=${encodeURIComponent(first.body.nextCursor)}`);
    // Every video once, the pinned ones first and never again.
    const all = [...ids(first.body.items), ...ids(second.body.items)];
    expect(all).toEqual([middle, oldest, ...newestFirst.filter((id) => id !== middle && id !== oldest)]);
    expect(second.body.nextCursor).toBeNull();

    // The grid's player opens on the same order.
    const player = await send(app, fan, 'GET', `/api/profiles/${creator.id}/videos/feed`);
    expect(ids(player.body.items).slice(0, 3)).toEqual([middle, oldest, newestFirst[0]]);
    expect(player.body.items[0].pinned).toBe(true);
    // The card says so too.
    expect((await send(app, fan, 'GET', `/api/videos/${middle}`)).body.pinned).toBe(true);

    expect(await unpin(creator, middle)).toEqual({ status: 200, body: { id: middle, pinned: false } });
    const after = await send(app, fan, 'GET', `/api/profiles/${creator.id}/videos`);
    expect(ids(after.body.items).slice(0, 2)).toEqual([oldest, newestFirst[0]]);
  });

  it('are at most three, posted ones only, and the creator’s alone to change', async () => {
    const owner = await createUser(app);
    const videos = await Promise.all([0, 1, 2, 3].map(() => createVideo(app, owner.id)));
    for (const video of videos.slice(0, 3)) expect((await pin(owner, video.id)).status).toBe(200);
    const fourth = await pin(owner, videos[3].id);
    expect(fourth.status).toBe(409);
    expect(fourth.body.error.message).toBe(STUDIO_MESSAGES.tooManyPinned);
    // Two at once cannot both pass the count.
    await unpin(owner, videos[0].id);
    const racing = await Promise.all([pin(owner, videos[0].id), pin(owner, videos[3].id)]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409]);

    const processing = await app.ctx.db.insertInto('videos').values({ userId: owner.id, storagePath: `${owner.id}/p.mp4`, status: 'processing' }).returning('id').executeTakeFirstOrThrow();
    expect((await pin(owner, processing.id)).body.error.message).toBe(STUDIO_MESSAGES.pinNotReady);
    expect((await pin(fan, videos[1].id)).status).toBe(403);
    expect((await unpin(fan, videos[1].id)).status).toBe(403);
    expect((await pin(null, videos[1].id)).status).toBe(401);
    const pinned = await app.ctx.db.selectFrom('videos').select('id').where('userId', '=', owner.id).where('pinnedAt', 'is not', null).execute();
    expect(pinned).toHaveLength(3);
  });

  it('follow the video’s audience: a pinned Only me video leads only its owner’s grid', async () => {
    const owner = await createUser(app);
    const secret = await createVideo(app, owner.id, { visibility: 'only_me' });
    const open = await createVideo(app, owner.id);
    await pin(owner, secret.id);
    expect(ids((await send(app, owner, 'GET', `/api/profiles/${owner.id}/videos`)).body.items)).toEqual([secret.id, open.id]);
    expect(ids((await send(app, fan, 'GET', `/api/profiles/${owner.id}/videos`)).body.items)).toEqual([open.id]);
    expect(ids((await send(app, fan, 'GET', `/api/profiles/${owner.id}/videos/feed`)).body.items)).toEqual([open.id]);
  });
});
