import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, getJson, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { createSound } from '../factories/sounds.ts';
import { AUDIENCE_MESSAGES } from '../../src/shared/audience.ts';
import type { MutedWord as StoredMutedWord } from '../../src/shared/profile-types.ts';
import type { AsJson } from '../../src/shared/as-json.ts';

type MutedWord = AsJson<StoredMutedWord>;

/**
 * Mute and muted words (issue 38) over the real API: a muted person's videos leave feeds, search, tag, sound
 * and place pages, their notifications stop, and they are not told; a muted word hides videos whose caption
 * has it as a whole word, in any case and with or without accents, until it expires.
 */
let app: TestApp;
let viewer: TestUser;
let muted: TestUser;
let other: TestUser;

const send = (user: TestUser, method: string, path: string, body?: unknown) =>
  fetch(`${app.url}${path}`, {
    method,
    headers: { ...user.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const idsOf = async (user: TestUser, path: string) => (await getJson<{ items: Array<{ id: string }> }>(app, user, path)).items.map((item) => item.id);

beforeAll(async () => {
  app = await startTestApp();
  [viewer, muted, other] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
  for (const user of [muted, other]) await send(viewer, 'POST', `/api/users/${user.id}/follow`);
});
afterAll(() => app?.close());

describe('mute', () => {
  it("takes a person's videos out of every list, and Settings lists and unmutes them", async () => {
    const sound = await createSound(app);
    const place = await app.ctx.db.insertInto('places').values({ name: 'Mute Park', type: 'venue' }).returning('id').executeTakeFirstOrThrow();
    const theirs = await createVideo(app, muted.id, { caption: 'quietplease #mutetag', musicTrackId: sound.id, placeId: place.id });
    const kept = await createVideo(app, other.id, { caption: 'quietplease #mutetag', musicTrackId: sound.id, placeId: place.id });
    const lists = ['/api/feed/following', '/api/feed/foryou', '/api/search/videos?q=quietplease', '/api/tags/mutetag/videos', `/api/sounds/${sound.id}/videos`, `/api/places/${place.id}/videos`];
    for (const path of lists) expect(await idsOf(viewer, path), path).toContain(theirs.id);

    expect((await send(viewer, 'POST', `/api/users/${muted.id}/mute`)).status).toBe(201);
    for (const path of lists) {
      const shown = await idsOf(viewer, path);
      expect(shown, path).not.toContain(theirs.id);
      expect(shown, path).toContain(kept.id);
    }
    // Not a block: their profile and their video by its link still open, and they see nothing changed.
    expect((await send(viewer, 'GET', `/api/videos/${theirs.id}`)).status).toBe(200);
    expect((await getJson<{ isMuted: boolean }>(app, viewer, `/api/profiles/${muted.id}`)).isMuted).toBe(true);
    expect((await getJson<{ isMuted: boolean }>(app, muted, `/api/profiles/${viewer.id}`)).isMuted).toBe(false);

    const list = await getJson<{ items: Array<{ userId: string; username: string }> }>(app, viewer, '/api/me/mutes');
    expect(list.items.map((item) => item.username)).toEqual([muted.username]);
    expect((await send(viewer, 'POST', `/api/users/${muted.id}/mute`)).status).toBe(409);
    expect((await send(viewer, 'DELETE', `/api/users/${muted.id}/mute`)).status).toBe(204);
    expect(await idsOf(viewer, '/api/feed/following')).toContain(theirs.id);
    expect((await send(viewer, 'DELETE', `/api/users/${muted.id}/mute`)).status).toBe(404);
  });

  it('stops their notifications and hides the ones already there', async () => {
    const mine = await createVideo(app, viewer.id, { caption: 'my own' });
    expect((await send(muted, 'PUT', `/api/videos/${mine.id}/like`)).status).toBe(200);
    const before = await getJson<{ items: Array<{ fromUserId: string }> }>(app, viewer, '/api/notifications');
    expect(before.items.some((item) => item.fromUserId === muted.id)).toBe(true);
    await send(viewer, 'POST', `/api/users/${muted.id}/mute`);
    const after = await getJson<{ items: Array<{ fromUserId: string }> }>(app, viewer, '/api/notifications');
    expect(after.items.some((item) => item.fromUserId === muted.id)).toBe(false);
    const comment = await send(muted, 'POST', '/api/comments', { videoId: mine.id, content: 'hello there' });
    expect(comment.status).toBe(201);
    const stored = await app.ctx.db.selectFrom('notifications').select('id').where('userId', '=', viewer.id).where('fromUserId', '=', muted.id).where('type', '=', 'comment').execute();
    expect(stored).toEqual([]);
    await send(viewer, 'DELETE', `/api/users/${muted.id}/mute`);
  });

  it("takes their stories out of the rings, and a private account's public stories are for approved followers", async () => {
    const story = async (userId: string) =>
      app.ctx.db
        .insertInto('stories')
        .values({ userId: userId, mediaPath: `${userId}/s.jpg`, mediaType: 'image', visibility: 'public', status: 'ready', expiresAt: new Date(Date.now() + 3600_000) })
        .execute();
    await story(muted.id);
    await story(other.id);
    const rings = async () => (await getJson<{ items: Array<{ userId: string }> }>(app, viewer, '/api/stories/rings')).items.map((ring) => ring.userId);
    expect(await rings()).toEqual(expect.arrayContaining([muted.id, other.id]));
    await send(viewer, 'POST', `/api/users/${muted.id}/mute`);
    expect(await rings()).not.toContain(muted.id);
    expect(await rings()).toContain(other.id);
    await send(viewer, 'DELETE', `/api/users/${muted.id}/mute`);

    await send(other, 'PUT', '/api/me/privacy', { privateAccount: true });
    const stranger = await createUser(app);
    expect((await getJson<{ items: unknown[] }>(app, stranger, `/api/users/${other.id}/stories`)).items).toEqual([]);
    expect((await getJson<{ items: unknown[] }>(app, viewer, `/api/users/${other.id}/stories`)).items).toHaveLength(1);
    await send(other, 'PUT', '/api/me/privacy', { privateAccount: false });
  });

  it('refuses muting oneself (400) or nobody (404), and a visitor (401)', async () => {
    const self = await send(viewer, 'POST', `/api/users/${viewer.id}/mute`);
    expect(self.status).toBe(400);
    expect(((await self.json()) as { error: { message: string } }).error.message).toBe(AUDIENCE_MESSAGES.cannotMuteSelf);
    expect((await send(viewer, 'POST', '/api/users/00000000-0000-4000-8000-000000000000/mute')).status).toBe(404);
    expect((await postJson(app, `/api/users/${muted.id}/mute`, {}, { origin: app.url })).status).toBe(401);
  });
});

describe('muted words', () => {
  it('hide a video whose caption has the word in any case or accent, as a whole word only', async () => {
    const accented = await createVideo(app, other.id, { caption: 'Un CAFÉ au lait' });
    const longer = await createVideo(app, other.id, { caption: 'cafeteria lunch' });
    const hashtag = await createVideo(app, other.id, { caption: 'morning #Spoilers ahead' });
    const word = await send(viewer, 'POST', '/api/me/muted-words', { word: 'cafe', duration: 'forever' });
    expect(word.status).toBe(201);
    await send(viewer, 'POST', '/api/me/muted-words', { word: '#spoilers', duration: 'week' });
    // For You is built on a first visit; start it afresh so these new videos are candidates.
    await app.ctx.db.deleteFrom('recommendations').where('userId', '=', viewer.id).execute();
    for (const path of ['/api/feed/following', '/api/feed/foryou']) {
      const shown = await idsOf(viewer, path);
      expect(shown, path).not.toContain(accented.id);
      expect(shown, path).not.toContain(hashtag.id);
      expect(shown, path).toContain(longer.id);
    }
    expect(await idsOf(viewer, '/api/search/videos?q=lait')).toEqual([]);
    expect(await idsOf(viewer, '/api/search/videos?q=cafeteria')).toEqual([longer.id]);
    // Someone else, without the words, sees all three.
    expect(await idsOf(other, '/api/search/videos?q=lait')).toEqual([accented.id]);
  });

  it('lists words with their expiry, renews a repeat, and stops applying once expired', async () => {
    const words = await getJson<{ items: MutedWord[] }>(app, viewer, '/api/me/muted-words');
    const byWord = Object.fromEntries(words.items.map((item) => [item.word, item]));
    expect(byWord.cafe.expiresAt).toBeNull();
    const weekAway = Date.parse(byWord['#spoilers'].expiresAt!) - Date.now();
    expect(weekAway).toBeGreaterThan(6.9 * 86_400_000);
    expect(weekAway).toBeLessThan(7.1 * 86_400_000);
    // The same word in another case is the same entry, renewed.
    expect((await send(viewer, 'POST', '/api/me/muted-words', { word: 'CAFÉ', duration: 'day' })).status).toBe(201);
    const renewed = await getJson<{ items: MutedWord[] }>(app, viewer, '/api/me/muted-words');
    expect(renewed.items.filter((item) => item.word.toLowerCase().startsWith('caf'))).toHaveLength(1);

    const expiring = await createVideo(app, other.id, { caption: 'ephemeral thing' });
    await send(viewer, 'POST', '/api/me/muted-words', { word: 'ephemeral', duration: 'day' });
    expect(await idsOf(viewer, '/api/feed/following')).not.toContain(expiring.id);
    await app.ctx.db.updateTable('mutedWords').set({ expiresAt: new Date(Date.now() - 1000) }).where('userId', '=', viewer.id).where('word', '=', 'ephemeral').execute();
    expect(await idsOf(viewer, '/api/feed/following')).toContain(expiring.id);
    expect((await getJson<{ items: MutedWord[] }>(app, viewer, '/api/me/muted-words')).items.map((item) => item.word)).not.toContain('ephemeral');
  });

  it('refuses punctuation alone or a bad duration with a 400 and removes a word by id', async () => {
    const empty = await send(viewer, 'POST', '/api/me/muted-words', { word: '!!!', duration: 'day' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toBe(AUDIENCE_MESSAGES.mutedWordEmpty);
    expect((await send(viewer, 'POST', '/api/me/muted-words', { word: 'fine', duration: 'year' })).status).toBe(400);
    const words = await getJson<{ items: MutedWord[] }>(app, viewer, '/api/me/muted-words');
    const spoilers = words.items.find((item) => item.word === '#spoilers')!;
    expect((await send(other, 'DELETE', `/api/me/muted-words/${spoilers.id}`)).status).toBe(404);
    expect((await send(viewer, 'DELETE', `/api/me/muted-words/${spoilers.id}`)).status).toBe(204);
  });
});
