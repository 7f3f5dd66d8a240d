import type { AsJson } from '../../src/shared/as-json.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { banUser, createUser, postJson, type TestUser } from '../factories/users.ts';
import { makeVideo } from '../factories/media.ts';
import { probe } from '../../src/server/media/ffmpeg.ts';
import type { StoryRing, StoryStatus, UserStories } from '../../src/shared/story-types.ts';
import { STORY_MESSAGES } from '../../src/shared/story-types.ts';

let app: TestApp;
let png: Buffer;
beforeAll(async () => {
  app = await startTestApp({ workers: true });
  png = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#f0a' } }).png().toBuffer();
});
afterAll(() => app?.close());

function storyForm(bytes: Uint8Array, type: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), type.startsWith('image') ? 'story.png' : 'story.mp4');
  return form;
}
const post = (user: TestUser, form: FormData) => fetch(`${app.url}/api/stories`, { method: 'POST', headers: user.headers, body: form });
const get = async <T>(user: TestUser, path: string) => {
  const response = await fetch(`${app.url}${path}`, { headers: user.headers, redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), body: response.status === 200 ? ((await response.json()) as AsJson<T>) : null };
};
async function waitReady(user: TestUser, id: string): Promise<StoryStatus> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const { body } = await get<StoryStatus>(user, `/api/stories/${id}/status`);
    if (body?.status !== 'processing' || Date.now() > deadline) return body!;
    await new Promise((r) => setTimeout(r, 300));
  }
}

describe('posting', () => {
  it('stores an image as a 1080×1920 JPEG in the stories bucket, expiring 24 hours after posting', async () => {
    const ana = await createUser(app);
    const response = await post(ana, storyForm(png, 'image/png', { caption: '  Sunset  ', sticker: 'fire', stickerX: '0.3', stickerY: '0.7' }));
    expect(response.status).toBe(201);
    const { id, status } = (await response.json()) as AsJson<StoryStatus>;
    expect(status).toBe('ready');
    const row = await app.ctx.db.selectFrom('stories').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ caption: 'Sunset', sticker: 'fire', stickerX: 0.3, stickerY: 0.7, visibility: 'public', mediaType: 'image' });
    expect(row.mediaPath).toMatch(new RegExp(`^${ana.id}/[0-9a-f]{24}\\.jpg$`));
    expect(Math.abs(row.expiresAt.getTime() - row.createdAt.getTime() - 24 * 3600_000)).toBeLessThan(5_000);
    const meta = await sharp(await app.ctx.store.read('stories', row.mediaPath)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1080, height: 1920 });
  });

  it('trims a video to the chosen range as webm with a _thumb.jpg, and removes the original', async () => {
    const ben = await createUser(app);
    const { bytes } = await makeVideo({ seconds: 6, width: 320, height: 568 });
    const response = await post(ben, storyForm(bytes, 'video/mp4', { trimStart: '1.5', trimEnd: '4', visibility: 'followers' }));
    expect(response.status).toBe(201);
    const created = (await response.json()) as AsJson<StoryStatus>;
    expect(created.status).toBe('processing');
    expect((await waitReady(ben, created.id)).status).toBe('ready');
    const row = await app.ctx.db.selectFrom('stories').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    const name = row.mediaPath.replace(/\.webm$/, '');
    expect(row.mediaPath).toMatch(new RegExp(`^${ben.id}/[0-9a-f]{24}\\.webm$`));
    expect(row.thumbnailPath).toBe(`${name}_thumb.jpg`);
    expect(row.duration).toBeCloseTo(2.5, 0);
    const local = app.ctx.store.localPath!('stories', row.mediaPath);
    expect((await probe(local)).duration).toBeCloseTo(2.5, 0);
    expect((await sharp(await app.ctx.store.read('stories', row.thumbnailPath!)).metadata()).format).toBe('jpeg');
    const left = await app.ctx.db.selectFrom('stories').select('mediaPath').where('userId', '=', ben.id).execute();
    expect(left).toHaveLength(1);
  });

  it('refuses a file that is not an image or video by its bytes, a long trim, a bad sticker, and visitors', async () => {
    const cy = await createUser(app);
    const fake = await post(cy, storyForm(Buffer.from('not really a picture'), 'image/png'));
    expect(fake.status).toBe(415);
    expect((await fake.json()).error.message).toBe(STORY_MESSAGES.invalidFile);
    const { bytes } = await makeVideo({ seconds: 1 });
    const long = await post(cy, storyForm(bytes, 'video/mp4', { trimStart: '0', trimEnd: '15.5' }));
    expect(long.status).toBe(400);
    expect((await long.json()).error.message).toBe('A story can be at most 15 seconds');
    const noFile = new FormData();
    noFile.append('caption', 'just words');
    const missing = await post(cy, noFile);
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.message).toBe(STORY_MESSAGES.invalidFile);
    expect((await post(cy, storyForm(png, 'image/png', { sticker: 'skull' }))).status).toBe(400);
    expect((await post(cy, storyForm(png, 'image/png', { caption: 'x'.repeat(121) }))).status).toBe(400);
    expect((await fetch(`${app.url}/api/stories`, { method: 'POST', body: storyForm(png, 'image/png') })).status).toBe(401);
    expect(await app.ctx.db.selectFrom('stories').select('id').where('userId', '=', cy.id).execute()).toEqual([]);
    // Nothing of the refused uploads stays on disk.
    expect(await readdir(app.ctx.store.localPath!('stories', cy.id)).catch(() => [])).toEqual([]);
  });
});

describe('who sees what', () => {
  it('shows followers-only stories to followers and the author only: rings, list and media link', async () => {
    const [author, follower, stranger] = [await createUser(app), await createUser(app), await createUser(app)];
    await postJson(app, `/api/users/${author.id}/follow`, {}, follower.headers);
    await postJson(app, `/api/users/${author.id}/follow`, {}, stranger.headers);
    await fetch(`${app.url}/api/users/${author.id}/follow`, { method: 'DELETE', headers: stranger.headers });
    const publicStory = (await (await post(author, storyForm(png, 'image/png'))).json()) as AsJson<StoryStatus>;
    const closeFriends = (await (await post(author, storyForm(png, 'image/png', { visibility: 'followers' }))).json()) as AsJson<StoryStatus>;

    const forFollower = (await get<UserStories>(follower, `/api/users/${author.id}/stories`)).body!;
    expect(forFollower.items.map((s) => s.id)).toEqual([publicStory.id, closeFriends.id]);
    const forStranger = (await get<UserStories>(stranger, `/api/users/${author.id}/stories`)).body!;
    expect(forStranger.items.map((s) => s.id)).toEqual([publicStory.id]);

    const ring = (await get<{ items: StoryRing[] }>(follower, '/api/stories/rings')).body!.items.find((r) => r.userId === author.id)!;
    expect(ring).toMatchObject({ storyCount: 2, hasUnseen: true });
    expect((await get<{ items: StoryRing[] }>(stranger, '/api/stories/rings')).body!.items.map((r) => r.userId)).not.toContain(author.id);
    expect((await get<{ items: StoryRing[] }>(author, '/api/stories/rings')).body!.items[0].userId).toBe(author.id);

    const link = await get(follower, `/api/stories/${closeFriends.id}/media`);
    expect(link.status).toBe(302);
    const file = await fetch(new URL(link.location!, app.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect((await get(stranger, `/api/stories/${closeFriends.id}/media`)).status).toBe(404);
    expect((await get(stranger, `/api/stories/${publicStory.id}/media`)).status).toBe(302);

    expect((await postJson(app, `/api/stories/${closeFriends.id}/seen`, {}, stranger.headers)).status).toBe(404);
    for (const story of [publicStory, closeFriends]) expect((await postJson(app, `/api/stories/${story.id}/seen`, {}, follower.headers)).status).toBe(204);
    expect((await get<{ items: StoryRing[] }>(follower, '/api/stories/rings')).body!.items.find((r) => r.userId === author.id)?.hasUnseen).toBe(false);
    expect((await get<UserStories>(follower, `/api/users/${author.id}/stories`)).body!.items.every((s) => s.seen)).toBe(true);
  });

  it('hides stories across a block either way and from banned authors', async () => {
    const [author, blocker, blocked] = [await createUser(app), await createUser(app), await createUser(app)];
    const story = (await (await post(author, storyForm(png, 'image/png'))).json()) as AsJson<StoryStatus>;
    await postJson(app, '/api/blocks', { blockedId: author.id }, blocker.headers);
    await postJson(app, '/api/blocks', { blockedId: blocked.id }, author.headers);
    for (const viewer of [blocker, blocked]) {
      expect((await get<UserStories>(viewer, `/api/users/${author.id}/stories`)).body!.items).toEqual([]);
      expect((await get(viewer, `/api/stories/${story.id}/media`)).status).toBe(404);
    }
    const fan = await createUser(app);
    expect((await get(fan, `/api/stories/${story.id}/media`)).status).toBe(302);
    await banUser(app, author);
    expect((await get(fan, `/api/users/${author.id}/stories`)).status).toBe(404);
    expect((await get(fan, `/api/stories/${story.id}/media`)).status).toBe(404);
  });

  it('never returns an expired story, and the expiry job deletes its row and files', async () => {
    const author = await createUser(app);
    const story = (await (await post(author, storyForm(png, 'image/png'))).json()) as AsJson<StoryStatus>;
    const row = await app.ctx.db.selectFrom('stories').select('mediaPath').where('id', '=', story.id).executeTakeFirstOrThrow();
    await app.ctx.db.updateTable('stories').set({ expiresAt: new Date(Date.now() - 1000) }).where('id', '=', story.id).execute();
    expect((await get<UserStories>(author, `/api/users/${author.id}/stories`)).body!.items).toEqual([]);
    expect((await get(author, `/api/stories/${story.id}/media`)).status).toBe(404);
    expect(await app.ctx.store.exists('stories', row.mediaPath)).toBe(true);
    expect(await app.ctx.services.stories.expireDue()).toBeGreaterThanOrEqual(1);
    expect(await app.ctx.db.selectFrom('stories').select('id').where('id', '=', story.id).executeTakeFirst()).toBeUndefined();
    expect(await app.ctx.store.exists('stories', row.mediaPath)).toBe(false);
  });

  it('lets only the author delete a story or read its status', async () => {
    const [author, other] = [await createUser(app), await createUser(app)];
    const story = (await (await post(author, storyForm(png, 'image/png'))).json()) as AsJson<StoryStatus>;
    expect((await get(other, `/api/stories/${story.id}/status`)).status).toBe(404);
    expect((await fetch(`${app.url}/api/stories/${story.id}`, { method: 'DELETE', headers: other.headers })).status).toBe(404);
    expect((await fetch(`${app.url}/api/stories/${story.id}`, { method: 'DELETE', headers: author.headers })).status).toBe(204);
    expect((await get<UserStories>(author, `/api/users/${author.id}/stories`)).body!.items).toEqual([]);
  });
});
