import type { AsJson } from '../../src/shared/as-json.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { banUser, createUser, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import type { FeedPage } from '../../src/shared/feed-types.ts';
import { asSent } from '../factories/wire.ts';

let app: TestApp;
let viewer: TestUser;
let followed: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  [viewer, followed, stranger] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
});
afterAll(() => app?.close());

const get = async <T>(path: string, user: TestUser = viewer): Promise<AsJson<T>> => {
  const response = await fetch(`${app.url}${path}`, { headers: user.headers });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<AsJson<T>>;
};

async function allPages(path: string, user: TestUser = viewer) {
  const items: AsJson<FeedPage>['items'] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  let mode: string | null = null;
  do {
    const page: AsJson<FeedPage> = await get<FeedPage>(`${path}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, user);
    items.push(...page.items);
    sizes.push(page.items.length);
    mode ??= page.mode;
    cursor = page.nextCursor;
  } while (cursor);
  return { items, sizes, mode };
}

describe('Following feed', () => {
  it('falls back to Discover (everyone newest) when nobody followed has posted', async () => {
    const fresh = await createUser(app);
    const video = await createVideo(app, stranger.id, { caption: 'discover me' });
    const page: AsJson<FeedPage> = await get<FeedPage>('/api/feed/following', fresh);
    expect(page.mode).toBe('discover');
    expect(page.items.map((item) => item.id)).toContain(video.id);
  });

  it('pages newest first through followed creators and own videos, 10 a page, with no repeats', async () => {
    await app.ctx.db.insertInto('follows').values({ followerId: viewer.id, followeeId: followed.id }).execute();
    const base = Date.now() - 3600_000;
    for (let i = 0; i < 23; i++) await createVideo(app, i % 5 === 0 ? viewer.id : followed.id, { createdAt: new Date(base + i * 1000) });
    const { items, sizes, mode } = await allPages('/api/feed/following');
    expect(mode).toBe('following');
    expect(sizes).toEqual([10, 10, 3]);
    expect(new Set(items.map((i) => i.id)).size).toBe(23);
    const times = items.map((i) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(items.every((i) => [viewer.id, followed.id].includes(i.userId))).toBe(true);
    expect(items[0]).toMatchObject({ username: expect.any(String), likeCount: 0, isLiked: false, reaction: null, sound: null, place: null, tags: ['test'] });
    expect(items[0].videoUrl).toMatch(/^\/media\/videos\/.+\?exp=\d+&sig=/);
  });

  it('ends on an exact multiple of 10 without an empty page after it (one row past the page says if more exist)', async () => {
    const solo = await createUser(app);
    for (let i = 0; i < 11; i++) await createVideo(app, solo.id);
    const first = await get<FeedPage>('/api/feed/following', solo);
    expect(first.items).toHaveLength(10);
    const second = await get<FeedPage>(`/api/feed/following?cursor=${encodeURIComponent(first.nextCursor!)}`, solo);
    expect(second).toMatchObject({ items: [{}], nextCursor: null });
    await app.ctx.db.deleteFrom('videos').where('id', '=', second.items[0].id).execute();
    expect(await get<FeedPage>('/api/feed/following', solo)).toMatchObject({ nextCursor: null });
  });

  it('refuses a forged cursor with 400 and visitors with 401', async () => {
    expect((await fetch(`${app.url}/api/feed/following?cursor=garbage`, { headers: viewer.headers })).status).toBe(400);
    expect((await fetch(`${app.url}/api/feed/following`)).status).toBe(401);
  });
});

describe('visibility on every read', () => {
  it('gives the same page past 300 follows (the global-index plan) as with few (the per-creator merge)', async () => {
    const [few, many, hiddenOwner, bannedOwner, blockedOwner, plain] = await Promise.all(Array.from({ length: 6 }, () => createUser(app)));
    const made = [
      await createVideo(app, hiddenOwner.id, { hidden: true }),
      await createVideo(app, bannedOwner.id),
      await createVideo(app, blockedOwner.id),
      ...(await Promise.all([1, 2, 3].map((i) => createVideo(app, plain.id, { createdAt: new Date(Date.now() - i * 1000) })))),
    ];
    await banUser(app, bannedOwner);
    const authors = [hiddenOwner, bannedOwner, blockedOwner, plain];
    // Filler accounts with no videos push `many` past the merge limit.
    const fillers = await app.ctx.db
      .insertInto('users')
      .values(Array.from({ length: 300 }, (_, i) => ({ email: `filler${i}_${Date.now()}@example.com`, passwordHash: 'x' })))
      .returning('id')
      .execute();
    for (const reader of [few, many]) {
      expect((await postJson(app, '/api/blocks', { blockedId: blockedOwner.id }, reader.headers)).status).toBe(201);
      await app.ctx.db.insertInto('follows').values(authors.map((a) => ({ followerId: reader.id, followeeId: a.id }))).execute();
    }
    await app.ctx.db.insertInto('profiles').values(fillers.map((f, i) => ({ userId: f.id, username: `filler_${i}_${Date.now() % 100000}` }))).execute();
    await app.ctx.db.insertInto('follows').values(fillers.map((f) => ({ followerId: many.id, followeeId: f.id }))).execute();

    const expected = made.slice(3).map((video) => video.id);
    expect((await allPages('/api/feed/following', few)).items.map((i) => i.id)).toEqual(expected);
    expect((await allPages('/api/feed/following', many)).items.map((i) => i.id)).toEqual(expected);
  });

  it('never returns hidden videos, banned creators’ videos or blocked creators’ videos', async () => {
    const [reader, hiddenOwner, bannedOwner, blockedOwner] = await Promise.all([createUser(app), createUser(app), createUser(app), createUser(app)]);
    const hidden = await createVideo(app, hiddenOwner.id, { hidden: true });
    const banned = await createVideo(app, bannedOwner.id);
    const blocked = await createVideo(app, blockedOwner.id);
    const visible = await createVideo(app, hiddenOwner.id);
    await banUser(app, bannedOwner);
    expect((await postJson(app, '/api/blocks', { blockedId: blockedOwner.id }, reader.headers)).status).toBe(201);
    for (const owner of [hiddenOwner, bannedOwner, blockedOwner]) {
      await app.ctx.db.insertInto('follows').values({ followerId: reader.id, followeeId: owner.id }).execute();
    }
    await app.ctx.db.insertInto('recommendations').values([hidden, banned, blocked, visible].map((v, i) => ({ userId: reader.id, videoId: v.id, score: 10 - i }))).execute();

    const forbidden = [hidden.id, banned.id, blocked.id];
    const following = (await allPages('/api/feed/following', reader)).items.map((i) => i.id);
    const forYou = (await allPages('/api/feed/foryou', reader)).items.map((i) => i.id);
    const discover = (await allPages('/api/feed/following', await createUser(app))).items.map((i) => i.id);
    for (const ids of [following, forYou]) expect(ids.filter((id) => forbidden.includes(id))).toEqual([]);
    // Another user has not blocked anyone: only the block is personal.
    expect(discover.filter((id) => forbidden.includes(id))).toEqual([blocked.id]);
    expect(following).toContain(visible.id);
    expect(forYou).toEqual([visible.id]);
    for (const id of forbidden) {
      expect((await fetch(`${app.url}/api/videos/${id}`, { headers: reader.headers })).status).toBe(404);
      expect((await fetch(`${app.url}/api/videos/${id}/comments`, { headers: reader.headers })).status).toBe(404);
      expect((await postJson(app, `/api/videos/${id}/reaction`, { type: 'pop' }, reader.headers)).status).toBe(404);
      expect((await fetch(`${app.url}/api/videos/${id}/like`, { method: 'PUT', headers: reader.headers })).status).toBe(404);
      expect((await postJson(app, '/api/comments', { videoId: id, content: 'hi' }, reader.headers)).status).toBe(404);
    }
    // Visitors (the share page) see neither hidden nor banned videos.
    expect((await fetch(`${app.url}/api/videos/${hidden.id}`)).status).toBe(404);
    expect((await fetch(`${app.url}/api/videos/${banned.id}`)).status).toBe(404);
    expect((await fetch(`${app.url}/api/videos/${visible.id}`)).status).toBe(200);
  });

  it('a repeat block answers 409 with code 23505 and the spec message', async () => {
    const [a, b] = await Promise.all([createUser(app), createUser(app)]);
    expect((await postJson(app, '/api/blocks', { blockedId: b.id }, a.headers)).status).toBe(201);
    const again = await postJson(app, '/api/blocks', { blockedId: b.id }, a.headers);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toEqual({ code: '23505', message: 'You have already blocked this user' });
    expect((await postJson(app, '/api/blocks', { blockedId: a.id }, a.headers)).status).toBe(400);
  });

  it('lists the people a user blocked and unblocks them, which brings their videos back', async () => {
    const [reader, creator] = await Promise.all([createUser(app), createUser(app)]);
    const video = await createVideo(app, creator.id);
    expect((await postJson(app, '/api/blocks', { blockedId: creator.id }, reader.headers)).status).toBe(201);
    expect((await fetch(`${app.url}/api/videos/${video.id}`, { headers: reader.headers })).status).toBe(404);
    const list = await (await fetch(`${app.url}/api/blocks`, { headers: reader.headers })).json();
    expect(list.items).toEqual([{ userId: creator.id, username: creator.username, avatarUrl: null, blockedAt: expect.any(String) }]);

    const unblock = () => fetch(`${app.url}/api/blocks/${creator.id}`, { method: 'DELETE', headers: reader.headers });
    expect((await unblock()).status).toBe(204);
    expect((await fetch(`${app.url}/api/videos/${video.id}`, { headers: reader.headers })).status).toBe(200);
    expect((await (await fetch(`${app.url}/api/blocks`, { headers: reader.headers })).json()).items).toEqual([]);
    const again = await unblock();
    expect(again.status).toBe(404);
    expect((await again.json()).error.message).toBe('You have not blocked this user');
  });
});

describe('the compiled page serializer', () => {
  it('sends every field the feed assembles: sound, place, counts and viewer state, over HTTP as in the service', async () => {
    const creator = await createUser(app);
    const fan = await createUser(app);
    const track = await app.ctx.db.insertInto('tracks').values({ title: 'Night "drive" \u2028', artist: 'Synth </script>', audioPath: 'sounds/x.mp3' }).returning('id').executeTakeFirstOrThrow();
    const place = await app.ctx.db.insertInto('places').values({ name: 'Café ✨', type: 'bar' }).returning('id').executeTakeFirstOrThrow();
    const video = await createVideo(app, creator.id, { caption: 'tagged #Night #drive' });
    await app.ctx.db.updateTable('videos').set({ musicTrackId: track.id, placeId: place.id, duration: 12.5, captionAi: null }).where('id', '=', video.id).execute();
    const plain = await createVideo(app, creator.id);
    await postJson(app, `/api/users/${creator.id}/follow`, {}, fan.headers);
    await fetch(`${app.url}/api/videos/${video.id}/like`, { method: 'PUT', headers: fan.headers });
    await postJson(app, `/api/videos/${video.id}/reaction`, { type: 'pop' }, fan.headers);

    const page: AsJson<FeedPage> = await get<FeedPage>('/api/feed/following', fan);
    expect(page).toEqual(asSent(await app.ctx.services.feed.following(fan.id)));
    const card = page.items.find((item) => item.id === video.id)!;
    expect(card).toMatchObject({ isLiked: true, likeCount: 1, reaction: 'pop', popCount: 1, duration: 12.5, tags: ['night', 'drive'] });
    expect(card.sound).toEqual({ id: track.id, title: 'Night "drive" \u2028', artist: 'Synth </script>' });
    expect(card.place).toEqual({ id: place.id, name: 'Café ✨', type: 'bar' });
    expect(page.items.find((item) => item.id === plain.id)).toMatchObject({ sound: null, place: null, reaction: null, isLiked: false });
    expect(await get(`/api/videos/${video.id}`, fan)).toEqual(card);
  });
});
