import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, getJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import type { CardPage } from '../../src/shared/feed-answers.schema.ts';

/** Issue 55 item 1: Favourites, saved with the card's Save button, private to the person who saved them. */
let app: TestApp;
let creator: TestUser;
let fan: TestUser;
let other: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  [creator, fan, other] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
});
afterAll(() => app?.close());

const save = (videoId: string, user: TestUser | null, method: 'PUT' | 'DELETE' = 'PUT') =>
  fetch(`${app.url}/api/videos/${videoId}/favourite`, { method, headers: user?.headers ?? {} });
const stored = async (videoId: string) =>
  (await app.ctx.db.selectFrom('videoFavourites').select('userId').where('videoId', '=', videoId).execute()).map((row) => row.userId).sort();
const favouriteIds = async (user: TestUser) => (await getJson<{ items: { id: string }[] }>(app, user, '/api/me/favourites')).items.map((video) => video.id);

describe('saving a video', () => {
  it('is idempotent both ways and counted once per person', async () => {
    const video = await createVideo(app, creator.id);
    expect(await (await save(video.id, fan)).json()).toEqual({ favouriteCount: 1, isFavourite: true });
    expect(await (await save(video.id, fan)).json()).toEqual({ favouriteCount: 1, isFavourite: true });
    expect(await (await save(video.id, other)).json()).toEqual({ favouriteCount: 2, isFavourite: true });
    expect(await stored(video.id)).toEqual([fan.id, other.id].sort());
    expect(await (await save(video.id, fan, 'DELETE')).json()).toEqual({ favouriteCount: 1, isFavourite: false });
    expect(await (await save(video.id, fan, 'DELETE')).json()).toEqual({ favouriteCount: 1, isFavourite: false });
    expect(await stored(video.id)).toEqual([other.id]);
  });

  it('shows the count and my state on the card, and only my state is mine', async () => {
    const video = await createVideo(app, creator.id, { caption: 'keep me #saved' });
    await save(video.id, fan);
    const card = async (user: TestUser) =>
      (await getJson<CardPage>(app, user, `/api/profiles/${creator.id}/videos/feed`)).items.find((item) => item.id === video.id)!;
    expect(await card(fan)).toMatchObject({ favouriteCount: 1, isFavourite: true });
    expect(await card(other)).toMatchObject({ favouriteCount: 1, isFavourite: false });
  });

  it('needs a session, and a video the person may see: anything else changes nothing', async () => {
    const secret = await createVideo(app, creator.id, { visibility: 'only_me' });
    expect((await save(secret.id, null)).status).toBe(401);
    const refused = await save(secret.id, fan);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: { code: 'not_found', message: 'Video not found' } });
    expect((await save('not-a-uuid', fan)).status).toBe(400);
    expect(await stored(secret.id)).toEqual([]);
  });
});

describe('my Favourites', () => {
  it('lists what I saved, last saved first, as a grid and as a player; nobody else sees my list', async () => {
    const saver = await createUser(app);
    const [first, second, third] = await Promise.all([1, 2, 3].map((n) => createVideo(app, creator.id, { caption: `saved ${n}` })));
    for (const video of [second, first, third]) expect((await save(video.id, saver)).status).toBe(200);
    expect(await favouriteIds(saver)).toEqual([third.id, first.id, second.id]);
    const player = await getJson<CardPage>(app, saver, '/api/me/favourites/feed');
    expect(player.items.map((item) => item.id)).toEqual([third.id, first.id, second.id]);
    expect(player.items.every((item) => item.isFavourite)).toBe(true);
    // /api/me is always the viewer: another person's list has no address at all.
    expect(await favouriteIds(other)).not.toContain(third.id);
    expect((await fetch(`${app.url}/api/me/favourites`)).status).toBe(401);
    expect((await fetch(`${app.url}/api/profiles/${saver.id}/favourites`, { headers: other.headers })).status).toBe(404);
  });

  it('drops a video its saver may no longer see, and brings it back when they may', async () => {
    const saver = await createUser(app);
    const video = await createVideo(app, creator.id);
    await save(video.id, saver);
    expect(await favouriteIds(saver)).toEqual([video.id]);
    await app.ctx.db.updateTable('videos').set({ visibility: 'only_me' }).where('id', '=', video.id).execute();
    expect(await favouriteIds(saver)).toEqual([]);
    expect((await getJson<CardPage>(app, saver, '/api/me/favourites/feed')).items).toEqual([]);
    await app.ctx.db.updateTable('videos').set({ visibility: 'public' }).where('id', '=', video.id).execute();
    expect(await favouriteIds(saver)).toEqual([video.id]);
  });

  it('goes with the account and with the video', async () => {
    const saver = await createUser(app);
    const video = await createVideo(app, creator.id);
    await save(video.id, saver);
    await app.ctx.db.deleteFrom('videos').where('id', '=', video.id).execute();
    expect(await favouriteIds(saver)).toEqual([]);
    const kept = await createVideo(app, creator.id);
    await save(kept.id, saver);
    await app.ctx.db.deleteFrom('users').where('id', '=', saver.id).execute();
    expect(await stored(kept.id)).toEqual([]);
    expect((await app.ctx.db.selectFrom('videos').select('favouriteCount').where('id', '=', kept.id).executeTakeFirstOrThrow()).favouriteCount).toBe(0);
  });
});
