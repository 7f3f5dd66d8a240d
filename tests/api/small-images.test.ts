import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { waitFor } from '../setup/wait.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { AVATAR_SMALL_SIZE, THUMBNAIL_SMALL_WIDTH } from '../../src/shared/constants.ts';
import { uploadForm } from '../factories/media.ts';
import { queueMissingSmallAvatars } from '../../src/server/jobs/small-avatar.job.ts';

/**
 * Issue 26, images sized for where they show (decision 034). Grids: every video with a thumbnail gets a second one THUMBNAIL_SMALL_WIDTH
 * wide (the share-card job makes it; housekeeping's backfill reaches videos from before), and the grids name
 * both so the browser picks by the tile's size (srcset). Until it exists the grids carry null and the full one.
 * Avatars: a 128-square WebP beside the 512 PNG, named on feed cards and story rings.
 */
let app: TestApp;
let owner: TestUser;
let viewer: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [owner, viewer] = [await createUser(app), await createUser(app)];
}, 60_000);
afterAll(() => app?.close());


/** A ready video as the demo's are: a 720×1280 JPEG thumbnail, textured so its size resembles a real frame's. */
async function videoWithThumbnail(caption: string) {
  const video = await createVideo(app, owner.id, { caption });
  const key = `${owner.id}/${video.id}.jpg`;
  const noise = Buffer.alloc(720 * 1280 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2_654_435_761) >>> 24;
  const frame = await sharp(noise, { raw: { width: 720, height: 1280, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
  await app.ctx.store.put('thumbnails', key, frame, { contentType: 'image/jpeg' });
  await app.ctx.db.updateTable('videos').set({ thumbnailUrl: `thumbnails/${key}` }).where('id', '=', video.id).execute();
  return { id: video.id, key, bytes: frame.length };
}

async function getJson(path: string, user: TestUser) {
  const response = await fetch(`${app.url}${path}`, { headers: user.headers });
  expect(response.status).toBe(200);
  return (await response.json()) as { items: Array<{ id: string; thumbnailUrl: string | null; thumbnailSmallUrl: string | null }> };
}

async function smallPathOf(videoId: string) {
  const row = await app.ctx.db.selectFrom('videos').select('thumbnailSmallUrl').where('id', '=', videoId).executeTakeFirstOrThrow();
  return row.thumbnailSmallUrl;
}

describe('small thumbnails for grids', () => {
  let video: { id: string; key: string; bytes: number };
  beforeAll(async () => {
    video = await videoWithThumbnail('harbour at dusk #smallthumbs');
  });

  it('are null in the grids until made, which then show the full thumbnail alone', async () => {
    const posts = await getJson(`/api/profiles/${owner.id}/videos`, viewer);
    const tile = posts.items.find((item) => item.id === video.id)!;
    expect(tile.thumbnailUrl).toContain(`/thumbnails/${video.key}`);
    expect(tile.thumbnailSmallUrl).toBeNull();
  });

  it('are made by the backfill for videos from before, once, and named in every grid as a signed link to a 360-wide JPEG', async () => {
    expect(await app.ctx.services.sharePreviews.queueMissingCards()).toBeGreaterThanOrEqual(1);
    app.ctx.jobs.start();
    const path = await waitFor(() => smallPathOf(video.id), 'small thumbnail');
    expect(path).toBe(`thumbnails/${owner.id}/${video.id}-${THUMBNAIL_SMALL_WIDTH}w.jpg`);

    const posts = await getJson(`/api/profiles/${owner.id}/videos`, viewer);
    const tags = await getJson('/api/tags/smallthumbs/videos?sort=newest', viewer);
    for (const tile of [posts.items.find((item) => item.id === video.id)!, tags.items.find((item) => item.id === video.id)!]) {
      expect(tile.thumbnailSmallUrl).toMatch(new RegExp(`/thumbnails/${owner.id}/${video.id}-360w\\.jpg\\?`));
      const response = await fetch(`${app.url}${tile.thumbnailSmallUrl}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await response.arrayBuffer());
      const { width, height } = await sharp(bytes).metadata();
      expect([width, height]).toEqual([360, 640]);
      expect(bytes.length, 'the small file is well under half the full one').toBeLessThan(video.bytes / 2);
    }
    // Made once: a second backfill finds nothing missing. The same job makes the small thumbnail first, then
    // the share card; wait for the card too, since rendering it takes a while on a loaded machine.
    await waitFor(async () => (await app.ctx.db.selectFrom('videos').select('shareImageUrl').where('id', '=', video.id).executeTakeFirstOrThrow()).shareImageUrl, 'share card');
    expect(await app.ctx.services.sharePreviews.queueMissingCards()).toBe(0);
  });

  it('go with their video when it is deleted', async () => {
    const small = (await smallPathOf(video.id))!.replace(/^thumbnails\//, '');
    const response = await fetch(`${app.url}/api/videos/${video.id}`, { method: 'DELETE', headers: owner.headers });
    expect(response.status).toBeLessThan(300);
    await expect(app.ctx.store.read('thumbnails', small)).rejects.toThrow();
  });
});

async function expectSmallAvatar(url: string | null, userId: string, fullBytes: number) {
  expect(url).toMatch(new RegExp(`^/media/avatars/${userId}/avatar-${AVATAR_SMALL_SIZE}\\.webp\\?exp=`));
  const response = await fetch(`${app.url}${url}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  const bytes = Buffer.from(await response.arrayBuffer());
  const { format, width, height } = await sharp(bytes).metadata();
  expect([format, width, height]).toEqual(['webp', 128, 128]);
  expect(bytes.length, 'the small copy is a fraction of the 512 PNG').toBeLessThan(fullBytes / 4);
}

/** A 512-square PNG with a photo's texture, as the avatar job makes from a photo. */
async function photoPng() {
  const noise = Buffer.alloc(512 * 512 * 3);
  let seed = 42;
  for (let i = 0; i < noise.length; i++) noise[i] = (seed = (seed * 1_103_515_245 + 12_345) >>> 0) >>> 24;
  return sharp(noise, { raw: { width: 512, height: 512, channels: 3 } }).png().toBuffer();
}

describe('small avatars', () => {
  it("are made with an uploaded avatar and named on its owner's feed cards", async () => {
    const creator = await createUser(app);
    const upload = await fetch(`${app.url}/api/me/avatar`, { method: 'PUT', headers: creator.headers, body: uploadForm(new Uint8Array(await photoPng()), {}, 'me.png', 'image/png') });
    expect(upload.status).toBe(200);
    const video = await createVideo(app, creator.id);
    const card = (await (await fetch(`${app.url}/api/videos/${video.id}`, { headers: viewer.headers })).json()) as { avatarUrl: string; avatarSmallUrl: string | null };
    const full = await fetch(`${app.url}${card.avatarUrl}`);
    expect(full.headers.get('content-type')).toBe('image/png');
    await expectSmallAvatar(card.avatarSmallUrl, creator.id, (await full.arrayBuffer()).byteLength);
  });

  it('are made by the backfill for avatars from before, and named once made', async () => {
    const creator = await createUser(app);
    const png = await photoPng();
    await app.ctx.store.put('avatars', `${creator.id}/avatar.png`, png, { contentType: 'image/png' });
    await app.ctx.db.updateTable('profiles').set({ avatarUrl: `avatars/${creator.id}/avatar.png` }).where('userId', '=', creator.id).execute();
    const video = await createVideo(app, creator.id);
    const cardOf = async () => (await (await fetch(`${app.url}/api/videos/${video.id}`, { headers: viewer.headers })).json()) as { avatarSmallUrl: string | null };
    expect((await cardOf()).avatarSmallUrl).toBeNull();

    expect(await queueMissingSmallAvatars(app.ctx)).toBeGreaterThanOrEqual(1);
    await waitFor(async () => (await cardOf()).avatarSmallUrl, 'small avatar');
    await expectSmallAvatar((await cardOf()).avatarSmallUrl, creator.id, png.length);
    expect(await queueMissingSmallAvatars(app.ctx), 'nothing is missing any more').toBe(0);
  });
});
