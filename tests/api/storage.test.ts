import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { makeVideo, uploadForm } from '../factories/media.ts';
import { MAX_VIDEO_BYTES } from '../../src/shared/constants.ts';

let app: TestApp;
let user: TestUser;
let clip: Uint8Array;
beforeAll(async () => {
  app = await startTestApp();
  user = await createUser(app);
  clip = new Uint8Array((await makeVideo()).bytes);
});
afterAll(() => app?.close());

const upload = (form: FormData, headers = user.headers) => fetch(`${app.url}/api/videos`, { method: 'POST', headers, body: form });

describe('signed media links', () => {
  it('serves a stored file with Range as 206, its type and nosniff', async () => {
    await app.ctx.store.put('videos', `${user.id}/range.mp4`, Buffer.from(clip), { contentType: 'video/mp4' });
    const url = await app.ctx.store.signedUrl('videos', `${user.id}/range.mp4`, 3600);
    const whole = await fetch(app.url + url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(clip);

    const part = await fetch(app.url + url, { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${clip.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(clip.slice(10, 20));

    const unsatisfiable = await fetch(app.url + url, { headers: { range: `bytes=${clip.length + 10}-` } });
    expect(unsatisfiable.status).toBe(416);
  });

  it('answers a revalidation with 304 and no body, by ETag or by date, and a changed file with 200', async () => {
    const key = `${user.id}/cached.jpg`;
    await app.ctx.store.put('thumbnails', key, Buffer.from('first'), { contentType: 'image/jpeg' });
    const url = app.url + (await app.ctx.store.signedUrl('thumbnails', key, 3600));
    const first = await fetch(url);
    const etag = first.headers.get('etag')!;
    const modified = first.headers.get('last-modified')!;
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Date(modified).getTime()).toBeGreaterThan(0);

    const byTag = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(byTag.status).toBe(304);
    expect(await byTag.text()).toBe('');
    expect((await fetch(url, { headers: { 'if-modified-since': modified } })).status).toBe(304);
    expect((await fetch(url, { headers: { 'if-none-match': 'W/"0-0"' } })).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    await app.ctx.store.put('thumbnails', key, Buffer.from('second, longer'), { contentType: 'image/jpeg', overwrite: true });
    const changed = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('second, longer');
  });

  it('refuses an expired link with 403 and a tampered one too', async () => {
    await app.ctx.store.put('thumbnails', `${user.id}/old.jpg`, Buffer.from('x'), { contentType: 'image/jpeg' });
    const expired = await app.ctx.store.signedUrl('thumbnails', `${user.id}/old.jpg`, -5);
    const response = await fetch(app.url + expired);
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('link_expired');
    const fresh = await app.ctx.store.signedUrl('thumbnails', `${user.id}/old.jpg`, 60);
    expect((await fetch(app.url + fresh.replace(/sig=[^&]+/, 'sig=forged'))).status).toBe(403);
    expect((await fetch(app.url + fresh.replace(`${user.id}/old.jpg`, `${user.id}/other.jpg`))).status).toBe(403);
  });

  it('never serves HTML or SVG inline', async () => {
    await app.ctx.store.put('avatars', `${user.id}/page.html`, Buffer.from('<script>alert(1)</script>'), { contentType: 'text/html' });
    const url = await app.ctx.store.signedUrl('avatars', `${user.id}/page.html`, 60);
    const response = await fetch(app.url + url);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toBe('attachment');
  });
});

describe('video uploads', () => {
  it('refuses a renamed non-video with 415 and stores nothing', async () => {
    const before = await app.ctx.db.selectFrom('videos').select('id').execute();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex');
    const response = await upload(uploadForm(png, { caption: 'not a video' }, 'movie.mp4', 'video/mp4'));
    expect(response.status).toBe(415);
    expect((await response.json()).error).toEqual({ code: 'invalid_file_type', message: 'Please select a video file' });
    expect(await app.ctx.db.selectFrom('videos').select('id').execute()).toEqual(before);
  });

  it('refuses a file over 50MB with 413 and the spec message, keeping nothing', async () => {
    const big = new Uint8Array(MAX_VIDEO_BYTES + 1024);
    big.set(clip.slice(0, 4096));
    const response = await upload(uploadForm(big, { caption: 'too big' }));
    expect(response.status).toBe(413);
    expect((await response.json()).error).toEqual({ code: 'file_too_large', message: 'Video must be less than 50MB' });
    const count = await app.ctx.db.selectFrom('videos').select('id').where('caption', '=', 'too big').execute();
    expect(count).toHaveLength(0);
  });

  it('accepts a real video as processing and needs a session', async () => {
    expect((await upload(uploadForm(clip), {})).status).toBe(401);
    const response = await upload(uploadForm(clip, { caption: 'hello #world' }));
    expect(response.status).toBe(201);
    const video = await response.json();
    expect(video).toMatchObject({ caption: 'hello #world', title: 'Untitled Video', status: 'processing' });
    const jobs = await app.ctx.db.selectFrom('jobs').select(['kind', 'payload']).execute();
    expect(jobs).toContainEqual({ kind: 'transcode', payload: { videoId: video.id } });
  });

  it('refuses bad metadata with 400 and removes the stored file', async () => {
    const response = await upload(uploadForm(clip, { caption: 'x'.repeat(2201) }));
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Caption must be at most 2200 characters');
  });
});
