import type { AsJson } from '../../src/shared/as-json.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { banUser, createUser, getJson, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { createSound } from '../factories/sounds.ts';
import type { CardPage, TileVideo } from '../../src/shared/feed-types.ts';
import type { SearchPage } from '../../src/shared/search-types.ts';
import type { ProfileVideo } from '../../src/shared/profile-types.ts';
import { PLAYER_PAGE_SIZE } from '../../src/shared/constants.ts';

/**
 * The grids' players (issue 25): each grid's videos as full cards, in the grid's order, keyset-paged, with
 * the feed's visibility rules, over the real API.
 */
let app: TestApp;
let viewer: TestUser;
let creator: TestUser;
const minute = 60_000;

beforeAll(async () => {
  app = await startTestApp();
  [viewer, creator] = [await createUser(app), await createUser(app)];
});
afterAll(() => app?.close());

const status = async (user: TestUser | null, path: string) => (await fetch(`${app.url}${path}`, { headers: user?.headers ?? {} })).status;

/** Every page of a player, following its cursors to the end. */
async function allPages(user: TestUser, path: string): Promise<AsJson<CardPage>[]> {
  const pages: AsJson<CardPage>[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const page: AsJson<CardPage> = await getJson<CardPage>(app, user, cursor ? `${path}${separator}cursor=${encodeURIComponent(cursor)}` : path);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 50);
  return pages;
}
const playerIds = async (user: TestUser, path: string) => (await allPages(user, path)).flatMap((page) => page.items.map((item) => item.id));

/** `count` ready videos of `owner`, a minute apart, newest first. */
async function videosOf(owner: TestUser, count: number, caption = 'a grid video') {
  const made = [];
  for (let i = 0; i < count; i++) made.push(await createVideo(app, owner.id, { caption: `${caption} ${i}`, createdAt: new Date(Date.now() - (i + 1) * minute) }));
  return made.map((video) => video.id);
}

describe("a profile's players", () => {
  it("plays the Posts tab's visible videos in the grid's order, a page at a time, as full cards with the viewer's state", async () => {
    const owner = await createUser(app);
    const ids = await videosOf(owner, PLAYER_PAGE_SIZE + 5);
    const hidden = await createVideo(app, owner.id, { hidden: true });
    const processing = await createVideo(app, owner.id);
    await app.ctx.db.updateTable('videos').set({ status: 'processing' }).where('id', '=', processing.id).execute();
    const sound = await createSound(app, { title: 'Grid Groove' });
    const place = await app.ctx.db.insertInto('places').values({ name: 'Grid Cafe', type: 'bar', lat: 1, lng: 1, createdBy: owner.id }).returning('id').executeTakeFirstOrThrow();
    await app.ctx.db.updateTable('videos').set({ musicTrackId: sound.id, placeId: place.id }).where('id', '=', ids[0]).execute();
    await postJson(app, `/api/videos/${ids[0]}/reaction`, { type: 'pop' }, viewer.headers);
    await fetch(`${app.url}/api/videos/${ids[0]}/like`, { method: 'PUT', headers: viewer.headers });

    const pages = await allPages(viewer, `/api/profiles/${owner.id}/videos/feed`);
    expect(pages.map((page) => page.items.length)).toEqual([PLAYER_PAGE_SIZE, 5]);
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(ids);
    // The grid's own order, less what nobody can play.
    const grid = await getJson<{ items: ProfileVideo[] }>(app, viewer, `/api/profiles/${owner.id}/videos`);
    expect(grid.items.map((video) => video.id)).toEqual(ids);
    expect(pages[0].items[0]).toMatchObject({
      id: ids[0],
      userId: owner.id,
      username: owner.username,
      reaction: 'pop',
      popCount: 1,
      isLiked: true,
      likeCount: 1,
      sound: { id: sound.id, title: 'Grid Groove', artist: 'Test Artist' },
      place: { id: place.id, name: 'Grid Cafe', type: 'bar' },
    });
    expect(pages[0].items[0].videoUrl).toMatch(/^\/media\/videos\//);
    expect(pages[0].items[1]).toMatchObject({ reaction: null, isLiked: false, sound: null, place: null });

    // Its owner sees hidden and processing tiles in the grid, but the player plays only what anyone can watch.
    expect((await getJson<{ items: ProfileVideo[] }>(app, owner, `/api/profiles/${owner.id}/videos`)).items.map((video) => video.id)).toEqual(
      expect.arrayContaining([hidden.id, processing.id]),
    );
    expect(await playerIds(owner, `/api/profiles/${owner.id}/videos/feed`)).toEqual(ids);
  });

  it("plays the Likes tab, last liked first, without what the viewer may not see", async () => {
    const fan = await createUser(app);
    const blocked = await createUser(app);
    const liked = [...(await videosOf(creator, 3, 'liked')), ...(await videosOf(blocked, 1, 'liked blocked'))];
    for (const id of liked) await fetch(`${app.url}/api/videos/${id}/like`, { method: 'PUT', headers: fan.headers });
    await postJson(app, '/api/blocks', { blockedId: blocked.id }, viewer.headers);

    const expected = [...liked].reverse().filter((id) => id !== liked[3]);
    expect(await playerIds(viewer, `/api/profiles/${fan.id}/likes/feed`)).toEqual(expected);
    expect((await getJson<{ items: ProfileVideo[] }>(app, viewer, `/api/profiles/${fan.id}/likes`)).items.map((video) => video.id)).toEqual(expected);
    // The fan blocked nobody: their own player has all four.
    expect(await playerIds(fan, `/api/profiles/${fan.id}/likes/feed`)).toEqual([...liked].reverse());
  });

  it("is 404 for a profile the viewer may not see, 401 signed out, and 400 for a forged cursor", async () => {
    const banned = await createUser(app);
    await videosOf(banned, 2);
    await banUser(app, banned);
    expect(await status(viewer, `/api/profiles/${banned.id}/videos/feed`)).toBe(404);
    expect(await status(viewer, `/api/profiles/${banned.id}/likes/feed`)).toBe(404);
    // A banned owner still sees their profile, but none of their videos play anywhere.
    expect(await getJson(app, banned, `/api/profiles/${banned.id}/videos/feed`)).toEqual({ items: [], nextCursor: null });
    // A creator the viewer blocked: their profile opens, their player has nothing to play.
    const blocked = await createUser(app);
    await videosOf(blocked, 2);
    await postJson(app, '/api/blocks', { blockedId: blocked.id }, viewer.headers);
    expect(await getJson(app, viewer, `/api/profiles/${blocked.id}/videos/feed`)).toEqual({ items: [], nextCursor: null });
    expect(await playerIds(creator, `/api/profiles/${blocked.id}/videos/feed`)).toHaveLength(2);
    expect(await status(viewer, '/api/profiles/00000000-0000-4000-8000-000000000000/videos/feed')).toBe(404);
    expect(await status(null, `/api/profiles/${creator.id}/videos/feed`)).toBe(401);
    expect(await status(viewer, `/api/profiles/${creator.id}/videos/feed?cursor=not-a-cursor`)).toBe(400);
    const forged = Buffer.from(JSON.stringify({ t: '2020-02-30 10:00:00+00', i: creator.id })).toString('base64url');
    expect(await status(viewer, `/api/profiles/${creator.id}/videos/feed?cursor=${forged}`)).toBe(400);
  });
});

describe("a place's and a sound's players", () => {
  it("play the grid's videos in its order, keep blocked and banned creators out, and 404 for a missing one", async () => {
    const [other, blocked, banned] = [await createUser(app), await createUser(app), await createUser(app)];
    const place = await app.ctx.db.insertInto('places').values({ name: 'Player Plaza', type: 'venue', lat: 2, lng: 2, createdBy: other.id }).returning('id').executeTakeFirstOrThrow();
    const sound = await createSound(app, { title: 'Player Beat' });
    const shown = [...(await videosOf(creator, 14, 'plaza')), ...(await videosOf(other, 10, 'plaza'))];
    const out = [...(await videosOf(blocked, 2, 'plaza blocked')), ...(await videosOf(banned, 2, 'plaza banned'))];
    await app.ctx.db.updateTable('videos').set({ placeId: place.id, musicTrackId: sound.id }).where('id', 'in', [...shown, ...out]).execute();
    const hidden = await createVideo(app, creator.id, { hidden: true });
    await app.ctx.db.updateTable('videos').set({ placeId: place.id, musicTrackId: sound.id }).where('id', '=', hidden.id).execute();
    await postJson(app, '/api/blocks', { blockedId: blocked.id }, viewer.headers);
    await app.ctx.services.moderation.setBanned(banned.id, true);

    const grid = (await getJson<{ items: TileVideo[] }>(app, viewer, `/api/places/${place.id}/videos`)).items.map((video) => video.id);
    const soundGrid = (await getJson<{ items: TileVideo[] }>(app, viewer, `/api/sounds/${sound.id}/videos`)).items.map((video) => video.id);
    const placePlayer = await playerIds(viewer, `/api/places/${place.id}/videos/feed`);
    expect(new Set(placePlayer)).toEqual(new Set(shown));
    expect(placePlayer).toEqual(grid);
    expect(await playerIds(viewer, `/api/sounds/${sound.id}/videos/feed`)).toEqual(soundGrid);
    expect(soundGrid).toEqual(grid);

    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await status(viewer, `/api/places/${missing}/videos/feed`)).toBe(404);
    expect(await status(viewer, `/api/sounds/${missing}/videos/feed`)).toBe(404);
    expect(await status(null, `/api/places/${place.id}/videos/feed`)).toBe(401);
    expect(await status(null, `/api/sounds/${sound.id}/videos/feed`)).toBe(401);
  });

  it("is 404 for a banned user's original sound, as its page is", async () => {
    const banned = await createUser(app);
    const theirs = await createSound(app, { title: 'Banned original', createdBy: banned.id });
    await app.ctx.services.moderation.setBanned(banned.id, true);
    expect(await status(viewer, `/api/sounds/${theirs.id}/videos`)).toBe(404);
    expect(await status(viewer, `/api/sounds/${theirs.id}/videos/feed`)).toBe(404);
  });
});

describe("a tag's player", () => {
  it("pages both sorts in the tag grid's order and cursors, with blocks both ways", async () => {
    const [blocker, blockedByViewer] = [await createUser(app), await createUser(app)];
    for (let i = 0; i < 24; i++) {
      const video = await createVideo(app, creator.id, { caption: `#gridplayer ${i}`, createdAt: new Date(Date.now() - i * minute) });
      await app.ctx.db.updateTable('videos').set({ likeCount: (i * 7) % 5 }).where('id', '=', video.id).execute();
    }
    const outOfSight = [
      await createVideo(app, blocker.id, { caption: 'from someone who blocked the viewer #gridplayer' }),
      await createVideo(app, blockedByViewer.id, { caption: 'from someone the viewer blocked #gridplayer' }),
    ].map((video) => video.id);
    await postJson(app, '/api/blocks', { blockedId: viewer.id }, blocker.headers);
    await postJson(app, '/api/blocks', { blockedId: blockedByViewer.id }, viewer.headers);

    for (const sort of ['newest', 'popular']) {
      const gridIds: string[] = [];
      let cursor: string | null = null;
      do {
        const page: AsJson<SearchPage<TileVideo>> = await getJson<SearchPage<TileVideo>>(app, viewer, `/api/tags/GridPlayer/videos?sort=${sort}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        gridIds.push(...page.items.map((video) => video.id));
        cursor = page.nextCursor;
      } while (cursor);
      const pages = await allPages(viewer, `/api/tags/GridPlayer/videos/feed?sort=${sort}`);
      expect(pages.map((page) => page.items.length), sort).toEqual([PLAYER_PAGE_SIZE, 4]);
      const ids = pages.flatMap((page) => page.items.map((item) => item.id));
      expect(ids, sort).toEqual(gridIds);
      expect(ids.some((id) => outOfSight.includes(id)), sort).toBe(false);
    }
    expect(await status(null, '/api/tags/gridplayer/videos/feed')).toBe(401);
    expect(await status(viewer, '/api/tags/no%20spaces/videos/feed')).toBe(400);
    expect(await getJson(app, viewer, '/api/tags/nobody_used_this/videos/feed')).toEqual({ items: [], nextCursor: null });
  });
});
