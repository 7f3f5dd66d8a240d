import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, getJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { send } from '../factories/moderation.ts';
import type { Collection } from '../../src/shared/collections.schema.ts';
import type { CardPage } from '../../src/shared/feed-answers.schema.ts';
import { COLLECTION_MESSAGES, COLLECTION_VIDEOS_MAX, COLLECTIONS_MAX } from '../../src/shared/collections.ts';

/**
 * Issue 55 item 2: collections of favourites. The owner makes, renames, orders, fills and shares them; a
 * private one is 404 to anyone else; a public one shows each viewer only the videos they may see.
 */
let app: TestApp;
let webDist: string;
let creator: TestUser;
let owner: TestUser;
let friend: TestUser;
beforeAll(async () => {
  // A web shell of our own, for the share page's preview.
  webDist = await mkdtemp(join(resolve('.test-data'), 'web-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><html><head><title>Popreel</title></head><body></body></html>');
  app = await startTestApp({ webDist });
  [creator, owner, friend] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
});
afterAll(async () => {
  await app?.close();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

const make = async (user: TestUser, name: string, isPublic = false) => {
  const made = await send(app, user, 'POST', '/api/me/collections', { name, public: isPublic });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as Collection;
};
const add = (user: TestUser, id: string, videoId: string) => send(app, user, 'PUT', `/api/collections/${id}/videos/${videoId}`);
const gridIds = async (user: TestUser, id: string) => (await getJson<{ items: { id: string }[] }>(app, user, `/api/collections/${id}/videos`)).items.map((v) => v.id);
const playerIds = async (user: TestUser, id: string) => (await getJson<CardPage>(app, user, `/api/collections/${id}/feed`)).items.map((v) => v.id);
const mineNames = async (user: TestUser) => (await getJson<{ items: Collection[] }>(app, user, '/api/me/collections')).items.map((c) => c.name);
const countOf = async (user: TestUser) =>
  Number((await sql<{ n: string }>`select count(*) as n from collections where user_id = ${user.id}`.execute(app.ctx.db)).rows[0].n);

describe('my collections', () => {
  it('are made, renamed, reordered and deleted by their owner; a video can be in several', async () => {
    const user = await createUser(app);
    const trips = await make(user, '  Trips  ');
    expect(trips).toMatchObject({ name: 'Trips', public: false, isOwner: true, videoCount: 0, cover: null, owner: { userId: user.id } });
    const food = await make(user, 'Food');
    const video = await createVideo(app, creator.id, { caption: 'beach tacos' });
    expect((await add(user, trips.id, video.id)).body).toMatchObject({ videoCount: 1, cover: { videoId: video.id } });
    expect((await add(user, food.id, video.id)).body).toMatchObject({ videoCount: 1 });
    expect((await add(user, food.id, video.id)).body).toMatchObject({ videoCount: 1 });
    const holding = await getJson<{ items: Collection[] }>(app, user, `/api/me/collections?videoId=${video.id}`);
    expect(holding.items.map((c) => [c.name, c.hasVideo])).toEqual([['Trips', true], ['Food', true]]);

    expect((await send(app, user, 'PATCH', `/api/collections/${trips.id}`, { name: 'Summer trips' })).body).toMatchObject({ name: 'Summer trips' });
    expect((await send(app, user, 'PUT', '/api/me/collections/order', { ids: [food.id, trips.id] })).status).toBe(200);
    expect(await mineNames(user)).toEqual(['Food', 'Summer trips']);
    expect((await send(app, user, 'DELETE', `/api/collections/${food.id}`)).status).toBe(204);
    expect(await mineNames(user)).toEqual(['Summer trips']);
  });

  it('hold favourites: adding saves the video, unsaving takes it out of every collection', async () => {
    const user = await createUser(app);
    const collection = await make(user, 'Keepers');
    const video = await createVideo(app, creator.id);
    await add(user, collection.id, video.id);
    const saved = await getJson<{ items: { id: string }[] }>(app, user, '/api/me/favourites');
    expect(saved.items.map((v) => v.id)).toEqual([video.id]);
    expect((await send(app, user, 'DELETE', `/api/videos/${video.id}/favourite`)).status).toBe(200);
    expect(await gridIds(user, collection.id)).toEqual([]);
    // Taking it out of a collection keeps it saved.
    await add(user, collection.id, video.id);
    expect((await send(app, user, 'DELETE', `/api/collections/${collection.id}/videos/${video.id}`)).body).toMatchObject({ videoCount: 0 });
    expect((await getJson<{ items: { id: string }[] }>(app, user, '/api/me/favourites')).items.map((v) => v.id)).toEqual([video.id]);
  });

  it('take a cover from their own videos, and fall back to the latest added', async () => {
    const user = await createUser(app);
    const collection = await make(user, 'Covers');
    const [first, second] = await Promise.all([createVideo(app, creator.id), createVideo(app, creator.id)]);
    await add(user, collection.id, first.id);
    await add(user, collection.id, second.id);
    expect((await getJson<Collection>(app, user, `/api/collections/${collection.id}`)).cover?.videoId).toBe(second.id);
    expect((await send(app, user, 'PATCH', `/api/collections/${collection.id}`, { coverVideoId: first.id })).body).toMatchObject({ coverVideoId: first.id, cover: { videoId: first.id } });
    const stranger = await createVideo(app, creator.id);
    const refused = await send(app, user, 'PATCH', `/api/collections/${collection.id}`, { coverVideoId: stranger.id });
    expect(refused).toMatchObject({ status: 400, body: { error: { message: COLLECTION_MESSAGES.coverNotInCollection } } });
  });
});

describe('who sees a collection', () => {
  it('a private one is 404 to everyone but its owner, and nobody else can change it', async () => {
    const secret = await make(owner, 'Secret stash');
    const video = await createVideo(app, creator.id);
    await add(owner, secret.id, video.id);
    for (const path of [`/api/collections/${secret.id}`, `/api/collections/${secret.id}/videos`, `/api/collections/${secret.id}/feed`]) {
      const answer = await send(app, friend, 'GET', path);
      expect(answer, path).toMatchObject({ status: 404, body: { error: { message: COLLECTION_MESSAGES.notFound } } });
    }
    expect((await send(app, friend, 'PATCH', `/api/collections/${secret.id}`, { name: 'mine now' })).status).toBe(404);
    expect((await send(app, friend, 'DELETE', `/api/collections/${secret.id}`)).status).toBe(404);
    expect((await add(friend, secret.id, video.id)).status).toBe(404);
    expect((await getJson<{ items: Collection[] }>(app, friend, `/api/profiles/${owner.id}/collections`)).items.map((c) => c.id)).not.toContain(secret.id);
    expect(await getJson<Collection>(app, owner, `/api/collections/${secret.id}`)).toMatchObject({ name: 'Secret stash', videoCount: 1 });
  });

  it('a public one is on the profile and plays, showing each viewer only the videos they may see', async () => {
    const shown = await make(owner, 'Best of', true);
    const open = await createVideo(app, creator.id, { caption: 'for everyone' });
    const followersOnly = await createVideo(app, creator.id, { caption: 'for followers', visibility: 'followers' });
    await send(app, owner, 'POST', `/api/users/${creator.id}/follow`);
    expect((await add(owner, shown.id, open.id)).status).toBe(200);
    expect((await add(owner, shown.id, followersOnly.id)).status).toBe(200);
    expect(await gridIds(owner, shown.id)).toEqual([followersOnly.id, open.id]);
    expect(await gridIds(friend, shown.id)).toEqual([open.id]);
    expect(await playerIds(friend, shown.id)).toEqual([open.id]);
    const row = await getJson<{ items: Collection[] }>(app, friend, `/api/profiles/${owner.id}/collections`);
    expect(row.items.find((c) => c.id === shown.id)).toMatchObject({ name: 'Best of', public: true, isOwner: false, videoCount: 1, cover: { videoId: open.id } });
    // A video that later becomes invisible to a viewer drops out of their view of it.
    await app.ctx.db.updateTable('videos').set({ visibility: 'only_me' }).where('id', '=', open.id).execute();
    expect(await gridIds(friend, shown.id)).toEqual([]);
    expect(await getJson<Collection>(app, friend, `/api/collections/${shown.id}`)).toMatchObject({ videoCount: 0, cover: null });
  });

  it('is gone for someone the owner blocked', async () => {
    const blocker = await createUser(app);
    const shared = await make(blocker, 'Not for you', true);
    await app.ctx.db.insertInto('blocks').values({ blockerId: blocker.id, blockedId: friend.id }).execute();
    expect((await send(app, friend, 'GET', `/api/collections/${shared.id}`)).status).toBe(404);
  });

  it('has a share link whose page carries its preview', async () => {
    const shared = await make(owner, 'Road trip <3', true);
    const video = await createVideo(app, creator.id);
    await add(owner, shared.id, video.id);
    const html = await (await fetch(`${app.url}/c/${shared.id}`)).text();
    expect(html).toContain(`<meta property="og:title" content="Road trip &lt;3 · @${owner.username}&#39;s collection" />`);
    expect(html).toContain(`/v/${video.id}/card.jpg`);
    const secret = await make(owner, 'Hidden one');
    expect(await (await fetch(`${app.url}/c/${secret.id}`)).text()).not.toContain('Hidden one');
  });
});

describe('the limits', () => {
  it('answer 4xx with a message and change nothing', async () => {
    const user = await createUser(app);
    for (const body of [{ name: '' }, { name: '   ' }, { name: 'x'.repeat(51) }, { name: 5 }, {}]) {
      const refused = await send(app, user, 'POST', '/api/me/collections', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error.message).toEqual(expect.any(String));
    }
    expect(await countOf(user)).toBe(0);
    await sql`insert into collections (user_id, name, position) select ${user.id}, 'c' || n, n from generate_series(1, ${COLLECTIONS_MAX}) n`.execute(app.ctx.db);
    expect(await send(app, user, 'POST', '/api/me/collections', { name: 'one too many' })).toMatchObject({ status: 409, body: { error: { message: COLLECTION_MESSAGES.tooMany } } });
    expect(await countOf(user)).toBe(COLLECTIONS_MAX);

    const [a, b] = (await getJson<{ items: Collection[] }>(app, user, '/api/me/collections')).items;
    const reorder = await send(app, user, 'PUT', '/api/me/collections/order', { ids: [b.id, a.id] });
    expect(reorder).toMatchObject({ status: 400, body: { error: { message: COLLECTION_MESSAGES.order } } });
    expect((await mineNames(user)).slice(0, 2)).toEqual([a.name, b.name]);
    expect((await send(app, user, 'PATCH', `/api/collections/${a.id}`, {})).status).toBe(400);
  });

  it('a full collection refuses one more video and keeps its count', async () => {
    const user = await createUser(app);
    const full = await make(user, 'Full');
    const video = await createVideo(app, creator.id);
    await app.ctx.db.updateTable('collections').set({ videoCount: COLLECTION_VIDEOS_MAX }).where('id', '=', full.id).execute();
    expect(await add(user, full.id, video.id)).toMatchObject({ status: 409, body: { error: { message: COLLECTION_MESSAGES.full } } });
    expect(await gridIds(user, full.id)).toEqual([]);
    expect((await getJson<{ items: { id: string }[] }>(app, user, '/api/me/favourites')).items).toEqual([]);
  });

  it('a video the owner may not see cannot be added', async () => {
    const user = await createUser(app);
    const collection = await make(user, 'Peeking');
    const secret = await createVideo(app, creator.id, { visibility: 'only_me' });
    expect((await add(user, collection.id, secret.id)).status).toBe(404);
    expect(await gridIds(user, collection.id)).toEqual([]);
  });
});
