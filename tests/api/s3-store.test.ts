import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser } from '../factories/users.ts';
import { makeVideo, uploadForm } from '../factories/media.ts';

/**
 * The S3 store against an S3-compatible server (s3rver stands in for AWS, MinIO or R2, which lie outside
 * the project): uploads stream into the bucket, jobs read them back, and playback links are presigned.
 */
let s3: { close(): Promise<void> };
let dir: string;
let app: TestApp;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'popreel-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'popreel-media' }] });
  const { port } = await server.run();
  s3 = server;
  app = await startTestApp({
    workers: true,
    env: {
      S3_BUCKET: 'popreel-media',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

it('stores an upload in S3, transcodes it from there, and serves it through a presigned link', async () => {
  expect(app.ctx.store.kind).toBe('s3');
  const user = await createUser(app);
  const { bytes } = await makeVideo({ seconds: 1 });
  const created = await (await fetch(`${app.url}/api/videos`, { method: 'POST', headers: user.headers, body: uploadForm(bytes, { caption: 'in the cloud' }) })).json();
  let status;
  for (const end = Date.now() + 60_000; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
    status = await (await fetch(`${app.url}/api/videos/${created.id}/status`, { headers: user.headers })).json();
    if (status.status !== 'processing') break;
  }
  expect(status.status).toBe('ready');
  const card = await (await fetch(`${app.url}/api/videos/${created.id}`, { headers: user.headers })).json();
  expect(card.videoUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/popreel-media\/videos\/.+X-Amz-Signature=/);
  const video = await fetch(card.videoUrl);
  expect(video.status).toBe(200);
  expect(video.headers.get('content-type')).toBe('video/mp4');
  const thumbnail = await fetch(card.thumbnailUrl);
  expect(thumbnail.status).toBe(200);
  // The share card is rendered by a job after the video is ready, and the share page's stable card link
  // answers it from the bucket; waiting for it also keeps its write from racing the bucket's removal at the end.
  let share = await fetch(`${app.url}/v/${created.id}/card.jpg`);
  for (const end = Date.now() + 30_000; share.headers.get('content-type') !== 'image/jpeg' && Date.now() < end; ) {
    await share.arrayBuffer(); // the logo, until the card is made
    await new Promise((r) => setTimeout(r, 250));
    share = await fetch(`${app.url}/v/${created.id}/card.jpg`);
  }
  expect(share.status).toBe(200);
  expect(share.headers.get('content-type')).toBe('image/jpeg');
  const image = await sharp(Buffer.from(await share.arrayBuffer())).metadata();
  expect([image.width, image.height]).toEqual([1200, 630]);
  const played = await fetch(`${app.url}/v/${created.id}/video.mp4`, { redirect: 'manual' });
  expect(played.status).toBe(302);
  expect(played.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/popreel-media\/videos\/.+X-Amz-Signature=/);
  expect(await app.ctx.store.exists('videos', `${user.id}/nothing.mp4`)).toBe(false);
  await app.ctx.store.delete('thumbnails', `${user.id}/${created.id}.jpg`);
  expect(await app.ctx.store.exists('thumbnails', `${user.id}/${created.id}.jpg`)).toBe(false);
});

it('streams an object back, and empties one account’s folder without touching a neighbour’s (erasure, issue 24)', async () => {
  const { store } = app.ctx;
  const keys = ['erase-me/a.mp4', 'erase-me/edits/b.mp4', 'erase-me-not/a.mp4', 'keep-me/a.mp4'];
  for (const key of keys) await store.put('videos', key, Buffer.from(`bytes of ${key}`), { contentType: 'video/mp4' });
  expect((await buffer(await store.stream('videos', 'erase-me/a.mp4'))).toString()).toBe('bytes of erase-me/a.mp4');
  expect(await store.deletePrefix('videos', 'erase-me')).toBe(2);
  expect(await Promise.all(keys.map((key) => store.exists('videos', key)))).toEqual([false, false, true, true]);
  expect(await store.deletePrefix('videos', 'erase-me')).toBe(0);
});
