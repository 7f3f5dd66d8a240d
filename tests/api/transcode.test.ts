import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { makeVideo, uploadForm } from '../factories/media.ts';
import { mediaInput, runFfmpeg } from '../../src/server/media/ffmpeg.ts';
import sharp from 'sharp';

let app: TestApp;
let user: TestUser;
beforeAll(async () => {
  app = await startTestApp({ workers: true });
  user = await createUser(app);
});
afterAll(() => app?.close());

async function waitForStatus(videoId: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${app.url}/api/videos/${videoId}/status`, { headers: user.headers });
    const body = await response.json();
    if (body.status !== 'processing' || Date.now() > deadline) return body;
    await new Promise((r) => setTimeout(r, 250));
  }
}

it('normalises an upload to H.264/AAC yuv420p, short edge ≤ 720, faststart, no metadata, with thumbnail and duration', async () => {
  const { bytes } = await makeVideo({ width: 1080, height: 1920, seconds: 2, audio: false });
  const created = await (await fetch(`${app.url}/api/videos`, { method: 'POST', headers: user.headers, body: uploadForm(bytes) })).json();
  const status = await waitForStatus(created.id);
  expect(status).toMatchObject({ status: 'ready', statusReason: null });
  expect(status.duration).toBeGreaterThan(1.5);

  const video = await app.ctx.db.selectFrom('videos').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
  expect(video.storagePath).toMatch(new RegExp(`^${user.id}/\\d+-[0-9a-f]{8}\\.mp4$`));
  expect(video.thumbnailUrl).toBe(`thumbnails/${user.id}/${video.id}.jpg`);
  expect([video.width, video.height]).toEqual([720, 1280]);

  const local = join(tmpdir(), `${video.id}.mp4`);
  await app.ctx.store.download('videos', video.storagePath, local);
  const { stderr } = await runFfmpeg([...(await mediaInput(local)), '-f', 'null', '-t', '0.1', '-']);
  expect(stderr).toMatch(/Video: h264 .*yuv420p/);
  expect(stderr).toMatch(/Audio: aac/);
  expect(stderr).not.toMatch(/secret-title/);
  const head = (await readFile(local)).subarray(0, 64 * 1024);
  expect(head.indexOf('moov')).toBeGreaterThan(-1);
  expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat') === -1 ? Infinity : head.indexOf('mdat'));
  expect(await app.ctx.store.exists('thumbnails', `${user.id}/${video.id}.jpg`)).toBe(true);
  const originals = await app.ctx.store.exists('videos', video.storagePath.replace('.mp4', '-original.mp4'));
  expect(originals).toBe(false);

  // Once ready, the share card (1200×630) is rendered by its own job.
  let shareImage: string | null = null;
  for (const end = Date.now() + 20_000; !shareImage && Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
    shareImage = (await app.ctx.db.selectFrom('videos').select('shareImageUrl').where('id', '=', video.id).executeTakeFirstOrThrow()).shareImageUrl;
  }
  expect(shareImage).toBe(`thumbnails/${user.id}/${video.id}-share.jpg`);
  const card = await sharp(await app.ctx.store.read('thumbnails', `${user.id}/${video.id}-share.jpg`)).metadata();
  expect([card.width, card.height, card.format]).toEqual([1200, 630, 'jpeg']);
});

it('marks a video that cannot be processed as failed with a reason, and the owner can retry', async () => {
  // Valid magic bytes, broken body: passes the type check, fails in ffmpeg.
  const { bytes } = await makeVideo();
  const broken = Buffer.concat([bytes.subarray(0, 64), Buffer.alloc(4096, 7)]);
  const created = await (await fetch(`${app.url}/api/videos`, { method: 'POST', headers: user.headers, body: uploadForm(broken) })).json();
  expect(created.status).toBe('processing');
  // Skip the backoff between attempts so the test does not wait minutes.
  const deadline = Date.now() + 60_000;
  let status;
  do {
    await app.ctx.db.updateTable('jobs').set({ runAt: new Date() }).where('status', '=', 'queued').execute();
    await new Promise((r) => setTimeout(r, 300));
    status = await (await fetch(`${app.url}/api/videos/${created.id}/status`, { headers: user.headers })).json();
  } while (status.status === 'processing' && Date.now() < deadline);
  expect(status.status).toBe('failed');
  expect(status.statusReason).toBe('The file has no video we can play');
  // The video is marked failed inside the last attempt; the queue records the job's failure just after.
  const lastJob = () => app.ctx.db.selectFrom('jobs').select(['status', 'attempts', 'lastError']).where('kind', '=', 'transcode').orderBy('id', 'desc').executeTakeFirstOrThrow();
  let job = await lastJob();
  while (job.status === 'running' && Date.now() < deadline) job = await new Promise((r) => setTimeout(r, 50)).then(lastJob);
  expect(job).toMatchObject({ status: 'failed', attempts: 3 });
  expect(job.lastError).toMatch(/ffmpeg failed|no video/);

  const other = await createUser(app);
  expect((await fetch(`${app.url}/api/videos/${created.id}/retry`, { method: 'POST', headers: other.headers })).status).toBe(403);
  const retry = await fetch(`${app.url}/api/videos/${created.id}/retry`, { method: 'POST', headers: user.headers });
  expect(retry.status).toBe(202);
});
