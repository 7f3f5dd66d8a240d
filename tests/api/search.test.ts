import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, getJson, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { createSound } from '../factories/sounds.ts';
import type { TileVideo } from '../../src/shared/feed-types.ts';
import type { SearchPage, SearchPerson, SearchTop } from '../../src/shared/search-types.ts';
import { SEARCH_ERRORS } from '../../src/shared/search-messages.ts';

/** Search over the real API (issue 23): matching, typos, ranking, the feed's visibility rules and paging. */
let app: TestApp;
let viewer: TestUser;
let creator: TestUser;
const hour = 3600_000;

const get = <T>(user: TestUser, path: string) => getJson<T>(app, user, path);
const videos = (user: TestUser, q: string) => get<SearchPage<TileVideo>>(user, `/api/search/videos?q=${encodeURIComponent(q)}`);
const captions = async (user: TestUser, q: string) => (await videos(user, q)).items.map((video) => video.caption);
const people = (user: TestUser, q: string) => get<SearchPage<SearchPerson>>(user, `/api/search/people?q=${encodeURIComponent(q)}`);

beforeAll(async () => {
  app = await startTestApp();
  [viewer, creator] = [await createUser(app), await createUser(app)];
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour);
  await createVideo(app, creator.id, { caption: 'Morning #dance routine', createdAt: at(1) });
  await createVideo(app, creator.id, { caption: 'Dancing in the rain', createdAt: at(2) });
  await createVideo(app, creator.id, { caption: 'Cooking fresh pasta #food', createdAt: at(3) });
});
afterAll(() => app?.close());

describe('matching', () => {
  it('finds #dance, dancing and a prefix for "dance", and nothing unrelated', async () => {
    expect((await captions(viewer, 'dance')).sort()).toEqual(['Dancing in the rain', 'Morning #dance routine']);
    expect((await captions(viewer, '#dance')).sort()).toEqual(['Dancing in the rain', 'Morning #dance routine']);
    expect((await captions(viewer, 'danc')).sort()).toEqual(['Dancing in the rain', 'Morning #dance routine']);
    expect(await captions(viewer, 'pasta')).toEqual(['Cooking fresh pasta #food']);
    expect(await captions(viewer, 'zeppelin')).toEqual([]);
  });

  it('forgives a typo of one letter: swapped, wrong, missing or extra', async () => {
    for (const typo of ['dnace', 'dabce', 'dnce', 'dancee', 'psata']) {
      expect((await captions(viewer, typo)).length, typo).toBeGreaterThan(0);
    }
    expect(await captions(viewer, 'dnace')).toContain('Morning #dance routine');
    expect(await captions(viewer, 'psata')).toEqual(['Cooking fresh pasta #food']);
  });

  it('matches the AI caption, AI tags, the sound title and the place name', async () => {
    const track = await createSound(app, { title: 'Thunderstruck Anthem', artist: 'Volt' });
    const place = await app.ctx.db.insertInto('places').values({ name: 'Bellavista Rooftop', type: 'bar' }).returning('id').executeTakeFirstOrThrow();
    const video = await createVideo(app, creator.id, { caption: 'no words here' });
    await app.ctx.db.updateTable('videos')
      .set({ captionAi: 'A golden retriever surfing', tagsAi: ['beachlife'], musicTrackId: track.id, placeId: place.id })
      .where('id', '=', video.id).execute();
    for (const q of ['retriever', 'beachlife', 'thunderstruck', 'bellavista']) {
      expect((await videos(viewer, q)).items.map((item) => item.id), q).toEqual([video.id]);
    }
  });
});

describe('ranking', () => {
  it('puts an exact username above a bio mention, and finds a username with a typo', async () => {
    const exact = await createUser(app, { username: 'skyline' });
    const mention = await createUser(app, { username: `fan_${Date.now() % 100000}` });
    await app.ctx.db.updateTable('profiles').set({ bio: 'I shoot the skyline every night', followerCount: 5000 }).where('userId', '=', mention.id).execute();
    const found = (await people(viewer, 'skyline')).items.map((person) => person.userId);
    expect(found.indexOf(exact.id)).toBe(0);
    expect(found).toContain(mention.id);

    const runner = await createUser(app, { username: 'marathon_mia' });
    expect((await people(viewer, 'marathn_mia')).items.map((person) => person.userId)).toContain(runner.id);
    expect((await people(viewer, '@marat')).items[0].userId).toBe(runner.id);
  });

  it('ranks a caption match above a tag mention when equal otherwise, and engagement can outweigh it', async () => {
    const at = new Date(Date.now() - 5 * hour);
    const caption = await createVideo(app, creator.id, { caption: 'Volcano hike at dawn, the volcano glows', createdAt: at });
    const tagged = await createVideo(app, creator.id, { caption: 'weekend trip', createdAt: at });
    await app.ctx.db.updateTable('videos').set({ tagsAi: ['volcano'] }).where('id', '=', tagged.id).execute();
    expect((await videos(viewer, 'volcano')).items.map((video) => video.id)).toEqual([caption.id, tagged.id]);

    // Many more pops, likes and comments: the tagged video is now the better answer.
    await app.ctx.db.updateTable('videos').set({ popCount: 5000, likeCount: 5000 }).where('id', '=', tagged.id).execute();
    expect((await videos(viewer, 'volcano')).items.map((video) => video.id)).toEqual([tagged.id, caption.id]);
  });

  it('prefers newer videos when text and engagement are equal', async () => {
    const old = await createVideo(app, creator.id, { caption: 'lantern festival', createdAt: new Date(Date.now() - 30 * 24 * hour) });
    const recent = await createVideo(app, creator.id, { caption: 'lantern festival', createdAt: new Date(Date.now() - hour) });
    expect((await videos(viewer, 'lantern')).items.map((video) => video.id)).toEqual([recent.id, old.id]);
  });
});

describe('visibility', () => {
  it('never shows hidden or processing videos, banned creators, or blocks either way, on any tab', async () => {
    const [banned, blockedByViewer, blockerOfViewer] = [await createUser(app, { username: 'quokka_banned' }), await createUser(app, { username: 'quokka_blocked' }), await createUser(app, { username: 'quokka_blocker' })];
    const visible = await createVideo(app, creator.id, { caption: 'quokka selfie visible' });
    await createVideo(app, creator.id, { caption: 'quokka selfie hidden', hidden: true });
    await app.ctx.db.updateTable('videos').set({ status: 'processing' }).where('id', '=', (await createVideo(app, creator.id, { caption: 'quokka selfie processing' })).id).execute();
    await createVideo(app, banned.id, { caption: 'quokka selfie banned' });
    await createVideo(app, blockedByViewer.id, { caption: 'quokka selfie blocked' });
    await createVideo(app, blockerOfViewer.id, { caption: 'quokka selfie blocker' });
    await app.ctx.services.moderation.setBanned(banned.id, true);
    expect((await postJson(app, '/api/blocks', { blockedId: blockedByViewer.id }, viewer.headers)).status).toBe(201);
    expect((await postJson(app, '/api/blocks', { blockedId: viewer.id }, blockerOfViewer.headers)).status).toBe(201);

    expect(await captions(viewer, 'quokka')).toEqual(['quokka selfie visible']);
    const top = await get<SearchTop>(viewer, '/api/search/top?q=quokka');
    expect(top.videos.items.map((video) => video.id)).toEqual([visible.id]);
    expect(top.people).toEqual([]);
    expect((await people(viewer, 'quokka')).items).toEqual([]);
    // Someone else still finds the blocked and blocking creators: the rule is about the two people involved.
    expect((await people(creator, 'quokka')).items.map((person) => person.username).sort()).toEqual(['quokka_blocked', 'quokka_blocker']);
    expect((await captions(creator, 'quokka')).sort()).toEqual(['quokka selfie blocked', 'quokka selfie blocker', 'quokka selfie visible']);
  });
});

describe('paging and input', () => {
  it('pages by keyset, 20 at most, without repeats', async () => {
    for (let i = 0; i < 25; i += 1) await createVideo(app, creator.id, { caption: `origami crane number ${i}`, createdAt: new Date(Date.now() - i * 60_000) });
    const first = await videos(viewer, 'origami');
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).toBeTruthy();
    const second = await get<SearchPage<TileVideo>>(viewer, `/api/search/videos?q=origami&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((video) => video.id)).size).toBe(25);
  });

  it('answers bad input with a clear 400, and a visitor with 401', async () => {
    const cases: Array<[string, string]> = [
      ['/api/search/videos?q=', SEARCH_ERRORS.queryRequired],
      ['/api/search/videos?q=%20%20', SEARCH_ERRORS.queryRequired],
      [`/api/search/people?q=${'a'.repeat(101)}`, SEARCH_ERRORS.queryTooLong],
      ['/api/search/videos?q=dance&cursor=not-a-cursor', 'Invalid cursor'],
      ['/api/tags/not%20a%20tag', SEARCH_ERRORS.invalidTag],
    ];
    for (const [path, message] of cases) {
      const response = await fetch(`${app.url}${path}`, { headers: viewer.headers });
      expect(response.status, path).toBe(400);
      expect((await response.json()).error.message, path).toContain(message);
    }
    expect((await fetch(`${app.url}/api/search/top?q=dance`)).status).toBe(401);
  });

  it('finds nothing, rather than failing, for punctuation and operators', async () => {
    for (const q of ['!!!', "')&|:*", '(dance', 'dance & | !pasta', '%_\\']) {
      const response = await fetch(`${app.url}/api/search/top?q=${encodeURIComponent(q)}`, { headers: viewer.headers });
      expect(response.status, q).toBe(200);
    }
  });
});

describe('languages (decision 048)', () => {
  it('stems each caption in its own language and finds it from any of them', async () => {
    const spanish = await createVideo(app, creator.id, { caption: 'bailando en la playa', language: 'es' });
    const english = await createVideo(app, creator.id, { caption: 'dancing on the beach', language: 'en' });
    const arabic = await createVideo(app, creator.id, { caption: 'الرقص على الشاطئ', language: 'ar' });
    const ids = async (q: string) => (await videos(viewer, q)).items.map((video) => video.id);
    expect(await ids('bailar')).toEqual([spanish.id]);
    expect(await ids('bailando playa')).toEqual([spanish.id]);
    expect(await ids('dance')).toContain(english.id);
    expect(await ids('beaches')).toContain(english.id);
    expect(await ids('الرقص')).toEqual([arabic.id]);
  });

  it('rebuilds the document when the language changes', async () => {
    const video = await createVideo(app, creator.id, { caption: 'cantando canciones' });
    const doc = async () => (await sql<{ doc: string }>`select search_doc::text as doc from videos where id = ${video.id}`.execute(app.ctx.db)).rows[0].doc;
    expect(await doc()).toContain("'cantando'");
    await app.ctx.db.updateTable('videos').set({ language: 'es' }).where('id', '=', video.id).execute();
    expect(await doc()).toContain("'cant'");
    expect(await doc()).not.toContain("'cantando'");
  });
});

describe('sounds and places tabs', () => {
  it('finds sounds by title with a typo, and places by name and city', async () => {
    const track = await createSound(app, { title: 'Midnight Groove', artist: 'Nova' });
    const page = await get<SearchPage<{ id: string }>>(viewer, '/api/search/sounds?q=midnigt');
    expect(page.items.map((sound) => sound.id)).toContain(track.id);
    const place = await app.ctx.db.insertInto('places').values({ name: 'Casa Lumina', type: 'restaurant', city: 'Porto' }).returning('id').executeTakeFirstOrThrow();
    for (const q of ['casa lumina', 'porto', 'lumna']) {
      expect((await get<SearchPage<{ id: string }>>(viewer, `/api/search/places?q=${q}`)).items.map((item) => item.id), q).toContain(place.id);
    }
  });
});
