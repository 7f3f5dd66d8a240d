import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { sleep, waitFor } from '../setup/wait.ts';
import { banUser, createUser, makeAdmin, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { makeVideo, uploadForm } from '../factories/media.ts';
import { send } from '../factories/moderation.ts';
import { startHousekeeping } from '../../src/server/jobs/housekeeping.ts';

/**
 * Issue 25, previews that last (decision 027): a share page's og:image and og:video are its own stable links,
 * /v/{id}/card.jpg and /v/{id}/video.mp4. The card is 1200×630 whether or not the job has made it yet, every
 * public video gets one (the demo's through housekeeping's backfill), the links still answer after every
 * signed link has expired, and they answer 404 the moment the share page would show "not available".
 */
const PUBLIC_URL = 'https://popreel.example';
const SHELL = `<!doctype html><html><head><title>Popreel</title><meta property="og:image" content="/logo-1200x630.png" /></head><body><div id="root"></div></body></html>`;

let app: TestApp;
let webDist: string;
let owner: TestUser;
let admin: TestUser;

beforeAll(async () => {
  webDist = await mkdtemp(join(resolve('.test-data'), 'web-'));
  await writeFile(join(webDist, 'index.html'), SHELL);
  // No workers yet: the backfill's de-duplication is checked on a queue nobody is draining.
  app = await startTestApp({ webDist, env: { PUBLIC_URL } });
  [owner, admin] = [await createUser(app), await createUser(app)];
  await makeAdmin(app, admin);
  // Writes are checked against PUBLIC_URL's origin, as a browser on it would send them.
  for (const user of [owner, admin]) user.headers.origin = PUBLIC_URL;
}, 60_000);
afterAll(async () => {
  // The upload's other jobs (caption, original sound…) may still be running on a loaded machine: let them
  // end, so closing does not race a job that holds a database connection past the queue's stop timeout.
  for (const end = Date.now() + 90_000; app && Date.now() < end; await sleep(250)) {
    const busy = await sql<{ n: number }>`select count(*)::int as n from jobs where status = 'running' or (status = 'queued' and run_at <= now())`.execute(app.ctx.db);
    if (busy.rows[0]!.n === 0 || !workersStarted) break;
  }
  await app?.close();
  if (webDist) await rm(webDist, { recursive: true, force: true });
}, 150_000);

let workersStarted = false;
const startWorkers = () => {
  if (!workersStarted) app.ctx.jobs.start();
  workersStarted = true;
};

/** Width and height from a JPEG's start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC), read from the bytes. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 2).toString('hex'), 'a JPEG starts with FFD8').toBe('ffd8');
  for (let at = 2; at + 9 < bytes.length; ) {
    if (bytes[at] !== 0xff) throw new Error(`no marker at byte ${at}`);
    const marker = bytes[at + 1];
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('no start-of-frame marker');
}

/** The share page as a scraper reads it: the content of one of its Open Graph (or Twitter) tags. */
async function metaOf(videoId: string, property: string): Promise<string> {
  const html = await (await fetch(`${app.url}/v/${videoId}`)).text();
  const content = new RegExp(`<meta (?:property|name)="${property}" content="([^"]+)" />`).exec(html)?.[1];
  if (!content) throw new Error(`no ${property} on the share page of ${videoId}`);
  return content.replace(/&amp;/g, '&');
}

/** Fetches a preview link on this server (it is built on PUBLIC_URL, which is not where the test app listens). */
const fetchHere = (url: string, init?: RequestInit) => fetch(`${app.url}${new URL(url).pathname}`, init);

async function image(url: string) {
  const response = await fetchHere(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, type: response.headers.get('content-type') };
}

/** A ready video as the demo's are: a 720×1280 JPEG thumbnail and no share card. */
async function demoStyleVideo(user: TestUser, caption = 'sunset over the harbour #demo') {
  const video = await createVideo(app, user.id, { caption });
  const key = `${user.id}/${video.id}.jpg`;
  const frame = await sharp({ create: { width: 720, height: 1280, channels: 3, background: '#e85d2a' } }).jpeg().toBuffer();
  await app.ctx.store.put('thumbnails', key, frame, { contentType: 'image/jpeg' });
  await app.ctx.db.updateTable('videos').set({ thumbnailUrl: `thumbnails/${key}` }).where('id', '=', video.id).execute();
  return video.id;
}

async function shareImagePath(videoId: string) {
  const row = await app.ctx.db.selectFrom('videos').select('shareImageUrl').where('id', '=', videoId).executeTakeFirstOrThrow();
  return row.shareImageUrl;
}

const waitForCard = (videoId: string, timeoutMs = 60_000) => waitFor(() => shareImagePath(videoId), `share card for ${videoId}`, timeoutMs);

describe('a video without a card yet (as every demo video is after the first start)', () => {
  let videoId: string;
  beforeAll(async () => {
    videoId = await demoStyleVideo(owner);
  });

  it('names absolute stable links on PUBLIC_URL, never a signed media link', async () => {
    expect(await metaOf(videoId, 'og:image')).toBe(`${PUBLIC_URL}/v/${videoId}/card.jpg`);
    expect(await metaOf(videoId, 'twitter:image')).toBe(`${PUBLIC_URL}/v/${videoId}/card.jpg`);
    expect(await metaOf(videoId, 'og:video')).toBe(`${PUBLIC_URL}/v/${videoId}/video.mp4`);
    expect(await metaOf(videoId, 'og:video:secure_url')).toBe(`${PUBLIC_URL}/v/${videoId}/video.mp4`);
    expect(await metaOf(videoId, 'og:image:width')).toBe('1200');
    expect(await metaOf(videoId, 'og:image:height')).toBe('630');
  });

  it('answers a 1200×630 fallback at once, never the 720×1280 thumbnail', async () => {
    const { response, bytes, type } = await image(await metaOf(videoId, 'og:image'));
    expect(response.status).toBe(200);
    expect(type).toBe('image/png');
    const size = await sharp(bytes).metadata();
    expect([size.width, size.height]).toEqual([1200, 630]);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it("gets a real card from housekeeping's backfill, queued once however often it runs", async () => {
    const queued = await app.ctx.services.sharePreviews.queueMissingCards();
    expect(queued).toBeGreaterThanOrEqual(1);
    expect(await app.ctx.services.sharePreviews.queueMissingCards(), 'a second run while the first jobs wait').toBe(0);
    const waiting = await app.ctx.db.selectFrom('jobs').select('payload').where('kind', '=', 'share-card').where('status', '=', 'queued').execute();
    expect(waiting.filter((job) => (job.payload as { videoId: string }).videoId === videoId)).toHaveLength(1);

    const started = Date.now();
    startWorkers();
    const stopHousekeeping = startHousekeeping(app.ctx); // its first run queues nothing new: the job waits already
    try {
      expect(await waitForCard(videoId)).toBe(`thumbnails/${owner.id}/${videoId}-share.jpg`);
    } finally {
      stopHousekeeping();
    }
    console.log(`share card: queued to made in ${Date.now() - started} ms (one worker claim and one render)`);

    const { response, bytes, type } = await image(await metaOf(videoId, 'og:image'));
    expect(response.status).toBe(200);
    expect(type).toBe('image/jpeg');
    expect(jpegSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(bytes.equals(await app.ctx.store.read('thumbnails', `${owner.id}/${videoId}-share.jpg`))).toBe(true);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    const etag = response.headers.get('etag')!;
    expect((await fetchHere(await metaOf(videoId, 'og:image'), { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect(await app.ctx.services.sharePreviews.queueMissingCards(), 'nothing is missing any more').toBe(0);
  });

  it('is made again when the caption it shows changes', async () => {
    const before = await app.ctx.store.read('thumbnails', `${owner.id}/${videoId}-share.jpg`);
    const response = await fetch(`${app.url}/api/videos/${videoId}`, {
      method: 'PATCH',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ caption: 'a completely different caption now' }),
    });
    expect(response.status).toBe(200);
    // The job is queued a few seconds out, so a run of edits makes one card; bring it forward.
    await app.ctx.db.updateTable('jobs').set({ runAt: new Date() }).where('kind', '=', 'share-card').where('status', '=', 'queued').execute();
    app.ctx.jobs.nudge();
    let after = before;
    for (const end = Date.now() + 30_000; after.equals(before) && Date.now() < end; await sleep(100)) {
      after = await app.ctx.store.read('thumbnails', `${owner.id}/${videoId}-share.jpg`);
    }
    expect(after.equals(before)).toBe(false);
    expect(jpegSize(after)).toEqual({ width: 1200, height: 630 });
  });
});

describe('a new upload', () => {
  let videoId: string;
  beforeAll(async () => {
    startWorkers();
    const { bytes } = await makeVideo({ seconds: 1 });
    const created = await fetch(`${app.url}/api/videos`, { method: 'POST', headers: owner.headers, body: uploadForm(bytes, { caption: 'fresh upload #new' }) });
    expect(created.status).toBe(201);
    videoId = ((await created.json()) as { id: string }).id;
    await waitForCard(videoId, 90_000);
  }, 120_000);

  it("answers its own 1200×630 card as og:image once its jobs ran, and plays through og:video", async () => {
    const { response, bytes, type } = await image(await metaOf(videoId, 'og:image'));
    expect(response.status).toBe(200);
    expect(type).toBe('image/jpeg');
    expect(jpegSize(bytes)).toEqual({ width: 1200, height: 630 });

    const played = await fetchHere(await metaOf(videoId, 'og:video'), { redirect: 'manual' });
    expect(played.status).toBe(302);
    expect(played.headers.get('cache-control')).toBe('no-store');
    const file = await fetch(`${app.url}${played.headers.get('location')}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/mp4');
  });

  it('still answers after every signed link of the video has expired', async () => {
    const cardUrl = await metaOf(videoId, 'og:image');
    const videoUrl = await metaOf(videoId, 'og:video');
    const signedVideo = (await fetchHere(videoUrl, { redirect: 'manual' })).headers.get('location')!;
    const { thumbnailUrl: signedThumbnail } = (await (await fetch(`${app.url}/api/videos/${videoId}`)).json()) as { thumbnailUrl: string };
    expect((await fetch(`${app.url}${signedThumbnail}`)).status).toBe(200);

    // Seven hours on: past the 1-hour video link and the 6-hour image link (decision 005).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 7 * 3600_000);
      expect((await fetch(`${app.url}${signedVideo}`)).status, 'the old signed video link').toBe(403);
      expect((await fetch(`${app.url}${signedThumbnail}`)).status, 'the old signed thumbnail link').toBe(403);

      const { response, bytes } = await image(cardUrl);
      expect(response.status).toBe(200);
      expect(jpegSize(bytes)).toEqual({ width: 1200, height: 630 });
      const played = await fetchHere(videoUrl, { redirect: 'manual' });
      expect(played.status).toBe(302);
      expect(played.headers.get('location')).not.toBe(signedVideo);
      expect((await fetch(`${app.url}${played.headers.get('location')}`)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('what the share page would not show', () => {
  /** A public video with a made card (a copy of a real one), both links answering, before it is taken down. */
  async function publicVideoWithCard(user: TestUser) {
    const videoId = await demoStyleVideo(user, 'soon gone');
    const key = `${user.id}/${videoId}-share.jpg`;
    await app.ctx.store.put('thumbnails', key, await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#123456' } }).jpeg().toBuffer(), { contentType: 'image/jpeg' });
    await app.ctx.db.updateTable('videos').set({ shareImageUrl: `thumbnails/${key}` }).where('id', '=', videoId).execute();
    expect((await fetch(`${app.url}/v/${videoId}/card.jpg`)).status).toBe(200);
    expect((await fetch(`${app.url}/v/${videoId}/video.mp4`, { redirect: 'manual' })).status).toBe(302);
    return videoId;
  }

  async function expectGone(videoId: string) {
    for (const path of [`/v/${videoId}/card.jpg`, `/v/${videoId}/video.mp4`]) {
      const response = await fetch(`${app.url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
      expect((await fetch(`${app.url}${path}`, { method: 'HEAD', redirect: 'manual' })).status, `HEAD ${path}`).toBe(404);
    }
  }

  it('answers 404 for a video moderators hid', async () => {
    const videoId = await publicVideoWithCard(owner);
    expect((await send(app, admin, 'PATCH', `/api/admin/videos/${videoId}`, { hidden: true })).status).toBe(200);
    await expectGone(videoId);
  });

  it("answers 404 for a banned author's video", async () => {
    const author = await createUser(app);
    const videoId = await publicVideoWithCard(author);
    await banUser(app, author);
    await expectGone(videoId);
  });

  it('answers 404 for a video of an account being deleted, and for a deleted video', async () => {
    const leaving = await createUser(app);
    const ofLeaving = await publicVideoWithCard(leaving);
    await app.ctx.db.updateTable('profiles').set({ deactivatedAt: new Date() }).where('userId', '=', leaving.id).execute();
    await expectGone(ofLeaving);

    const deleted = await publicVideoWithCard(owner);
    expect((await fetch(`${app.url}/api/videos/${deleted}`, { method: 'DELETE', headers: owner.headers })).status).toBe(204);
    await expectGone(deleted);
  });

  it('answers 404 for a video still processing, an unknown id and ids that are not ids', async () => {
    const processing = await createVideo(app, owner.id);
    await app.ctx.db.updateTable('videos').set({ status: 'processing' }).where('id', '=', processing.id).execute();
    await expectGone(processing.id);
    await expectGone('00000000-0000-4000-8000-000000000000');
    // (Past 100 characters Fastify's router answers 414 before any route: still not a 500.)
    for (const id of ['not-a-uuid', "'%20or%201=1", 'x'.repeat(100), '..%2F..%2Fetc%2Fpasswd']) {
      for (const leaf of ['card.jpg', 'video.mp4']) expect((await fetch(`${app.url}/v/${id}/${leaf}`, { redirect: 'manual' })).status, `${id} ${leaf}`).toBe(404);
    }
  });
});
