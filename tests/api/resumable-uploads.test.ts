import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { makeVideo } from '../factories/media.ts';
import { send } from '../factories/moderation.ts';
import { MAX_VIDEO_BYTES } from '../../src/shared/constants.ts';
import { UPLOAD_MESSAGES } from '../../src/shared/messages.ts';
import { RESUMABLE_UPLOAD_MESSAGES, RESUMABLE_UPLOADS_OPEN_MAX } from '../../src/shared/resumable-uploads.ts';

/**
 * Issue 42 item 1: uploads over tus 1.0 that resume where the server stopped storing, within the single-request
 * upload's size and type limits, made a post exactly once; another account's upload is not there for anyone else.
 */
let app: TestApp;
let creator: TestUser;
let clip: Buffer;
beforeAll(async () => {
  app = await startTestApp({ workers: true });
  creator = await createUser(app);
  clip = Buffer.from((await makeVideo({ seconds: 2 })).bytes);
});
afterAll(() => app?.close());

const TUS = { 'tus-resumable': '1.0.0' };

async function tus(user: TestUser | null, method: string, path: string, headers: Record<string, string> = {}, body?: Buffer) {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: { origin: app.url, ...(user ? { cookie: user.cookie } : {}), ...TUS, ...headers },
    body: body ? new Uint8Array(body) : undefined,
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const start = async (user: TestUser, size: number) => {
  const created = await tus(user, 'POST', '/api/uploads', { 'upload-length': String(size) });
  expect(created.status, created.text).toBe(201);
  return created.headers.get('location')!;
};
const patch = (user: TestUser, location: string, offset: number, bytes: Buffer) =>
  tus(user, 'PATCH', location, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, bytes);
const offsetOf = async (user: TestUser, location: string) => Number((await tus(user, 'HEAD', location)).headers.get('upload-offset'));

describe('resumable uploads', () => {
  it('store each part, answer where to resume, and become one video exactly once', async () => {
    const location = await start(creator, clip.length);
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
    expect(await offsetOf(creator, location)).toBe(0);

    const half = Math.floor(clip.length / 2);
    const first = await patch(creator, location, 0, clip.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));
    // A client that lost the answer asks where to go on, and a part sent from the wrong place changes nothing.
    expect(await offsetOf(creator, location)).toBe(half);
    expect((await patch(creator, location, 0, clip.subarray(0, half))).status).toBe(409);
    expect(await offsetOf(creator, location)).toBe(half);

    // Not finished: it cannot be posted yet.
    const early = await send(app, creator, 'POST', `${location}/video`, { caption: 'too soon' });
    expect(early).toMatchObject({ status: 409, body: { error: { message: RESUMABLE_UPLOAD_MESSAGES.notFinished } } });

    expect((await patch(creator, location, half, clip.subarray(half))).status).toBe(204);
    const posted = await send(app, creator, 'POST', `${location}/video`, { caption: 'Sent in two parts #resume', sensitive: false });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({ caption: 'Sent in two parts #resume', status: 'processing' });
    // Asked again (the first answer lost), the same video, not a second one.
    const again = await send(app, creator, 'POST', `${location}/video`, { caption: 'Sent in two parts #resume' });
    expect(again).toMatchObject({ status: 201, body: { id: posted.body.id } });

    // The parts became the original, byte for byte, and the transcode makes it playable.
    const video = await app.ctx.db.selectFrom('videos').select('storagePath').where('id', '=', posted.body.id).executeTakeFirstOrThrow();
    expect(Buffer.compare(await app.ctx.store.read('videos', video.storagePath), clip)).toBe(0);
    await expect.poll(async () => (await send(app, creator, 'GET', `/api/videos/${posted.body.id}/status`)).body.status, { timeout: 60_000 }).toBe('ready');
    expect(await app.ctx.store.exists('videos', `${creator.id}/uploads/${location.split('/').pop()}`)).toBe(false);
  });

  it('keeps the bytes of a request cut off midway, so the upload resumes from there', async () => {
    const location = await start(creator, clip.length);
    const half = Math.floor(clip.length / 2);
    // One PATCH announcing the whole file; the connection drops after half of it.
    await new Promise<void>((resolve) => {
      const request = httpRequest(`${app.url}${location}`, {
        method: 'PATCH',
        headers: { origin: app.url, cookie: creator.cookie, ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(clip.length) },
      });
      request.on('error', () => resolve());
      request.write(clip.subarray(0, half), () => setTimeout(() => request.destroy(), 300));
      request.on('close', () => resolve());
    });
    await expect.poll(() => offsetOf(creator, location)).toBe(half);
    expect((await patch(creator, location, half, clip.subarray(half))).status).toBe(204);
    const posted = await send(app, creator, 'POST', `${location}/video`, { caption: 'Resumed after a dropped connection' });
    expect(posted.status).toBe(201);
    const video = await app.ctx.db.selectFrom('videos').select('storagePath').where('id', '=', posted.body.id).executeTakeFirstOrThrow();
    expect(Buffer.compare(await app.ctx.store.read('videos', video.storagePath), clip)).toBe(0);
  });

  it('refuses what the single-request upload refuses: too large, not a video', async () => {
    const tooLarge = await tus(creator, 'POST', '/api/uploads', { 'upload-length': String(MAX_VIDEO_BYTES + 1) });
    expect(tooLarge.status).toBe(413);

    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4b60000000049454e44ae426082', 'hex');
    const location = await start(creator, png.length);
    const refused = await patch(creator, location, 0, png);
    expect(refused).toMatchObject({ status: 415, text: UPLOAD_MESSAGES.invalidType });
    expect(await offsetOf(creator, location)).toBe(0);
    // Bytes in any other form are not taken either.
    const json = await tus(creator, 'PATCH', location, { 'upload-offset': '0', 'content-type': 'application/json' }, Buffer.from('{}'));
    expect(json.status).toBe(415);
    expect((await tus(creator, 'DELETE', location)).status).toBe(204);
  });

  it('is its owner’s alone, and an account holds a bounded number open', async () => {
    const owner = await createUser(app);
    const stranger = await createUser(app);
    const location = await start(owner, clip.length);
    expect((await tus(stranger, 'HEAD', location)).status).toBe(404);
    expect((await patch(stranger, location, 0, clip)).status).toBe(404);
    expect((await tus(stranger, 'DELETE', location)).status).toBe(404);
    expect((await send(app, stranger, 'POST', `${location}/video`, {})).status).toBe(404);
    expect((await tus(null, 'HEAD', location)).status).toBe(401);
    expect(await offsetOf(owner, location)).toBe(0);

    for (let open = 1; open < RESUMABLE_UPLOADS_OPEN_MAX; open++) await start(owner, clip.length);
    const over = await tus(owner, 'POST', '/api/uploads', { 'upload-length': String(clip.length) });
    expect(over.status).toBe(429);
    expect(JSON.parse(over.text)).toMatchObject({ error: { message: RESUMABLE_UPLOAD_MESSAGES.tooManyOpen } });
    // Cancelling one makes room; a cancelled upload is gone.
    expect((await tus(owner, 'DELETE', location)).status).toBe(204);
    expect((await tus(owner, 'HEAD', location)).status).toBe(404);
    await start(owner, clip.length);
  });

  it('removes expired uploads and their parts', async () => {
    const location = await start(creator, clip.length);
    expect((await patch(creator, location, 0, clip.subarray(0, 1000))).status).toBe(204);
    const id = location.split('/').pop()!;
    await app.ctx.db.updateTable('resumableUploads').set({ expiresAt: new Date(Date.now() - 1000) }).where('id', '=', id).execute();
    expect((await tus(creator, 'HEAD', location)).status).toBe(404);
    expect(await app.ctx.services.resumableUploads.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await app.ctx.db.selectFrom('resumableUploads').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(await app.ctx.store.deletePrefix('videos', `${creator.id}/uploads/${id}`)).toBe(0);
  });
});
