import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { makeVideo, uploadForm } from '../factories/media.ts';
import { WRITE_LIMITS } from '../../src/server/domain/write-limits.ts';

/** What an upload may be: how many an hour, how long, which containers; and a refused one leaves no file. */
let app: TestApp;
let clip: Uint8Array;
beforeAll(async () => {
  app = await startTestApp({ workers: true });
  clip = (await makeVideo({ seconds: 1, width: 160, height: 284 })).bytes;
});
afterAll(() => app?.close());

const upload = (user: TestUser, body: FormData) => fetch(`${app.url}/api/videos`, { method: 'POST', headers: user.headers, body });
const storedFiles = async (user: TestUser) => readdir(join(app.ctx.config.dataDir, 'storage', 'videos', user.id)).catch(() => [] as string[]);
const videoRows = async (user: TestUser) => app.ctx.db.selectFrom('videos').select(['id', 'status']).where('userId', '=', user.id).execute();

async function waitUntilSettled(id: string) {
  for (let waited = 0; waited < 60_000; waited += 200) {
    const { status } = await app.ctx.db.selectFrom('videos').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    if (status !== 'processing') return status;
    await new Promise((r) => setTimeout(r, 200));
  }
  return 'processing';
}

it('takes 10 uploads an hour; the 11th is refused before anything is stored', { timeout: 120_000 }, async () => {
  const user = await createUser(app);
  for (let i = 0; i < WRITE_LIMITS.upload.max; i += 1) expect((await upload(user, uploadForm(clip, { caption: `clip ${i}` }))).status).toBe(201);
  const refused = await upload(user, uploadForm(clip, { caption: 'one too many' }));
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({ error: { code: 'rate_limited', message: 'You can upload up to 10 videos an hour' } });
  expect(await videoRows(user)).toHaveLength(WRITE_LIMITS.upload.max);
});

it('refuses a video longer than 3 minutes and keeps no file of it', { timeout: 120_000 }, async () => {
  const user = await createUser(app);
  const long = await makeVideo({ seconds: 181, fps: 1, width: 64, height: 64, audio: false });
  const response = await upload(user, uploadForm(long.bytes));
  expect(response.status).toBe(400);
  expect((await response.json()).error.message).toBe('Videos can be at most 3 minutes long');
  expect(await videoRows(user)).toEqual([]);
  expect(await storedFiles(user)).toEqual([]);
});

it('removes the stored file when the upload fails after it (a bad field after the file)', async () => {
  const user = await createUser(app);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(clip)], { type: 'video/mp4' }), 'clip.mp4');
  form.append('caption', 'a\u0000b');
  expect((await upload(user, form)).status).toBe(400);
  const tooLongTitle = uploadForm(clip, { title: 'x'.repeat(101) });
  expect((await upload(user, tooLongTitle)).status).toBe(400);
  expect(await storedFiles(user)).toEqual([]);
  expect(await videoRows(user)).toEqual([]);
});

it('accepts an AVI and transcodes it to a playable video', { timeout: 120_000 }, async () => {
  const user = await createUser(app);
  const avi = await makeVideo({ container: 'avi', seconds: 1, width: 160, height: 284 });
  const response = await upload(user, uploadForm(avi.bytes, { caption: 'from an old camera' }, 'clip.avi', 'video/x-msvideo'));
  expect(response.status).toBe(201);
  const { id } = await response.json();
  expect(await waitUntilSettled(id)).toBe('ready');
  // The job removes the original just after it marks the video ready (the row never points at a missing file).
  let files = await storedFiles(user);
  for (let waited = 0; files.some((name) => name.endsWith('.avi')) && waited < 5000; waited += 50) {
    await new Promise((r) => setTimeout(r, 50));
    files = await storedFiles(user);
  }
  expect(files.some((name) => name.endsWith('.mp4'))).toBe(true);
  expect(files.some((name) => name.endsWith('.avi'))).toBe(false);
});

it('accepts Matroska and an MPEG program stream (.mpg), by the types their bytes show, and transcodes them', { timeout: 120_000 }, async () => {
  const user = await createUser(app);
  for (const [container, type] of [['mkv', 'video/x-matroska'], ['mpg', 'video/mpeg']] as const) {
    const clip = await makeVideo({ container, seconds: 1, width: 160, height: 284 });
    const response = await upload(user, uploadForm(clip.bytes, { caption: `a ${container}` }, `clip.${container}`, type));
    expect(response.status, container).toBe(201);
    expect(await waitUntilSettled((await response.json()).id)).toBe('ready');
  }
});

it('measures an AVI, whose length its header does not give away, in the transcode job: too long fails with the reason and keeps no file', { timeout: 120_000 }, async () => {
  const user = await createUser(app);
  const avi = await makeVideo({ container: 'avi', seconds: 181, fps: 1, width: 64, height: 64, audio: false });
  const response = await upload(user, uploadForm(avi.bytes, { caption: 'a long one' }, 'long.avi', 'video/x-msvideo'));
  expect(response.status).toBe(201);
  const { id } = await response.json();
  expect(await waitUntilSettled(id)).toBe('failed');
  const status = await (await fetch(`${app.url}/api/videos/${id}/status`, { headers: user.headers })).json();
  expect(status).toMatchObject({ status: 'failed', statusReason: 'Videos can be at most 3 minutes long' });
  expect(await storedFiles(user)).toEqual([]);
  const job = await app.ctx.db.selectFrom('jobs').select(['status', 'attempts']).where('kind', '=', 'transcode').where(sql<string>`payload->>'videoId'`, '=', id).executeTakeFirstOrThrow();
  expect(job).toEqual({ status: 'failed', attempts: 1 });
});

it('housekeeping removes uploads that failed a week ago and were never retried, with their files', async () => {
  const user = await createUser(app);
  const put = async (key: string) => app.ctx.store.put('videos', key, Buffer.from('original bytes'), { contentType: 'video/mp4' });
  const failed = async (key: string, daysAgo: number) => {
    await put(key);
    return app.ctx.db
      .insertInto('videos')
      .values({ userId: user.id, storagePath: key, status: 'failed', createdAt: new Date(Date.now() - daysAgo * 86_400_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
  };
  const abandoned = await failed(`${user.id}/old-original.mp4`, 8);
  const recent = await failed(`${user.id}/new-original.mp4`, 1);
  expect(await app.ctx.services.videoManagement.removeAbandonedFailures()).toBe(1);
  expect((await videoRows(user)).map((video) => video.id)).toEqual([recent.id]);
  expect(await storedFiles(user)).toEqual(['new-original.mp4']);
  expect(abandoned.id).not.toBe(recent.id);
});
