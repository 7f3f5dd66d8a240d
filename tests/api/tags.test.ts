import type { AsJson } from '../../src/shared/as-json.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, getJson, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import type { TileVideo } from '../../src/shared/feed-types.ts';
import type { SearchPage, SearchPerson, SearchTag, TagSummary } from '../../src/shared/search-types.ts';

/** Hashtag pages, trending tags (kept by their job) and suggested creators, over the real API (issue 23). */
let app: TestApp;
let viewer: TestUser;
let creator: TestUser;
const hour = 3600_000;

const get = <T>(user: TestUser, path: string) => getJson<T>(app, user, path);
const ids = (page: AsJson<SearchPage<TileVideo>>) => page.items.map((video) => video.id);

async function runTrendingJob() {
  const id = await app.ctx.jobs.enqueue('trending-tags', {});
  expect((await app.ctx.jobs.waitFor(id, 20_000)).status).toBe('done');
}

beforeAll(async () => {
  app = await startTestApp({ workers: true });
  [viewer, creator] = [await createUser(app), await createUser(app)];
});
afterAll(() => app?.close());

describe('a hashtag page', () => {
  it('counts the listed videos with the tag, from captions and AI tags, in any case', async () => {
    const first = await createVideo(app, creator.id, { caption: 'Sunrise run #Trailrun #morning', createdAt: new Date(Date.now() - 2 * hour) });
    const second = await createVideo(app, creator.id, { caption: 'Hills today #trailrun', createdAt: new Date(Date.now() - hour) });
    const third = await createVideo(app, creator.id, { caption: 'no tag in the caption' });
    await app.ctx.db.updateTable('videos').set({ tagsAi: ['TrailRun'] }).where('id', '=', third.id).execute();
    await createVideo(app, creator.id, { caption: 'hidden one #trailrun', hidden: true });

    expect(await get<TagSummary>(viewer, '/api/tags/TRAILRUN')).toEqual({ name: 'trailrun', videoCount: 3 });
    expect(ids(await get(viewer, '/api/tags/trailrun/videos?sort=newest'))).toEqual([third.id, second.id, first.id]);

    // Popular: by engagement.
    await app.ctx.db.updateTable('videos').set({ likeCount: 40 }).where('id', '=', first.id).execute();
    await app.ctx.db.updateTable('videos').set({ popCount: 10 }).where('id', '=', second.id).execute();
    expect(ids(await get(viewer, '/api/tags/trailrun/videos'))).toEqual([first.id, second.id, third.id]);

    // Hiding a video takes it off the page and out of the count; so does editing the tag out of a caption.
    await app.ctx.db.updateTable('videos').set({ hidden: true }).where('id', '=', first.id).execute();
    await app.ctx.db.updateTable('videos').set({ caption: 'Hills today' }).where('id', '=', second.id).execute();
    expect(await get<TagSummary>(viewer, '/api/tags/trailrun')).toEqual({ name: 'trailrun', videoCount: 1 });
    expect(ids(await get(viewer, '/api/tags/trailrun/videos?sort=newest'))).toEqual([third.id]);
  });

  it('is an empty page, not an error, for a tag nobody used', async () => {
    expect(await get<TagSummary>(viewer, '/api/tags/nobody_used_this')).toEqual({ name: 'nobody_used_this', videoCount: 0 });
    expect(await get(viewer, '/api/tags/nobody_used_this/videos?sort=newest')).toEqual({ items: [], nextCursor: null });
  });

  it('pages both sorts by keyset and keeps blocked and banned creators out', async () => {
    const [blocked, banned] = [await createUser(app), await createUser(app)];
    for (let i = 0; i < 22; i += 1) {
      const video = await createVideo(app, creator.id, { caption: `#kitepaper ${i}`, createdAt: new Date(Date.now() - i * 60_000) });
      await app.ctx.db.updateTable('videos').set({ likeCount: i % 5 }).where('id', '=', video.id).execute();
    }
    await createVideo(app, blocked.id, { caption: 'from a blocked creator #kitepaper' });
    await createVideo(app, banned.id, { caption: 'from a banned creator #kitepaper' });
    await postJson(app, '/api/blocks', { blockedId: blocked.id }, viewer.headers);
    await app.ctx.services.moderation.setBanned(banned.id, true);
    for (const sort of ['newest', 'popular']) {
      const first = await get<SearchPage<TileVideo>>(viewer, `/api/tags/kitepaper/videos?sort=${sort}`);
      expect(first.items).toHaveLength(20);
      const second = await get<SearchPage<TileVideo>>(viewer, `/api/tags/kitepaper/videos?sort=${sort}&cursor=${encodeURIComponent(first.nextCursor!)}`);
      expect(second.nextCursor, sort).toBeNull();
      const all = [...first.items, ...second.items];
      expect(new Set(all.map((video) => video.id)).size, sort).toBe(22);
      expect(all.every((video) => video.userId === creator.id), sort).toBe(true);
    }
    // The job's recount leaves the banned creator's video out of the count too.
    await runTrendingJob();
    expect((await get<TagSummary>(viewer, '/api/tags/kitepaper')).videoCount).toBe(23);
  });
});

describe('trending tags', () => {
  it('ranks tags by uses in the last 24 hours, counted by the job, not by the request', async () => {
    const old = new Date(Date.now() - 3 * 24 * hour);
    for (let i = 0; i < 5; i += 1) await createVideo(app, creator.id, { caption: `#oldnews ${i}`, createdAt: old });
    for (let i = 0; i < 3; i += 1) await createVideo(app, creator.id, { caption: `#hotnow ${i}` });
    await createVideo(app, creator.id, { caption: '#lukewarm' });
    const before = await get<{ items: SearchTag[] }>(viewer, '/api/tags/trending');
    expect(before.items.map((tag) => tag.name)).not.toContain('hotnow');

    await runTrendingJob();
    const names = (await get<{ items: SearchTag[] }>(viewer, '/api/tags/trending')).items.map((tag) => tag.name);
    expect(names.indexOf('hotnow')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('hotnow')).toBeLessThan(names.indexOf('lukewarm'));
    expect(names).not.toContain('oldnews');
    const hot = (await get<{ items: SearchTag[] }>(viewer, '/api/tags/trending')).items.find((tag) => tag.name === 'hotnow');
    expect(hot).toMatchObject({ name: 'hotnow', videoCount: 3, uses24h: 3 });
  });

  it('finds tags by name, prefix and typo', async () => {
    const search = async (q: string) => (await get<SearchPage<SearchTag>>(viewer, `/api/search/tags?q=${encodeURIComponent(q)}`)).items.map((tag) => tag.name);
    expect((await search('#hotnow'))[0]).toBe('hotnow');
    expect(await search('hotn')).toContain('hotnow');
    expect(await search('hotnwo')).toContain('hotnow');
  });
});

describe('suggested creators', () => {
  it('suggests popular, active creators the viewer neither follows nor blocks', async () => {
    const newcomer = await createUser(app);
    const [popular, quiet, followed, blocker, banned] = [await createUser(app), await createUser(app), await createUser(app), await createUser(app), await createUser(app)];
    for (const person of [popular, followed, blocker, banned]) await createVideo(app, person.id, { caption: 'recent work' });
    await createVideo(app, quiet.id, { caption: 'long ago', createdAt: new Date(Date.now() - 90 * 24 * hour) });
    await app.ctx.db.updateTable('profiles').set({ followerCount: 900 }).where('userId', '=', popular.id).execute();
    await postJson(app, `/api/users/${followed.id}/follow`, {}, newcomer.headers);
    await postJson(app, '/api/blocks', { blockedId: newcomer.id }, blocker.headers);
    await app.ctx.services.moderation.setBanned(banned.id, true);

    const suggested = (await get<{ items: SearchPerson[] }>(newcomer, '/api/users/suggested')).items;
    expect(suggested[0].userId).toBe(popular.id);
    expect(suggested[0].isFollowing).toBe(false);
    const shown = suggested.map((person) => person.userId);
    for (const hidden of [newcomer, quiet, followed, blocker, banned]) expect(shown).not.toContain(hidden.id);
  });
});
