import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';

/** Bad input the fuzzer found answering 500 on main: each now a clear 400 that changes nothing. */
let app: TestApp;
let user: TestUser;
let videoId: string;
beforeAll(async () => {
  app = await startTestApp({ workers: true });
  user = await createUser(app);
  videoId = (await createVideo(app, (await createUser(app)).id)).id;
});
afterAll(() => app?.close());

const NUL = 'a\u0000b';
const send = (method: string, path: string, body: unknown) =>
  fetch(`${app.url}${path}`, { method, headers: { ...user.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const count = async (table: 'comments' | 'reports' | 'places' | 'analyticsEvents') =>
  Number((await app.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('a NUL character in text', () => {
  it.each([
    ['POST', '/api/comments', () => ({ videoId: videoId, content: NUL }), 'comments'],
    ['POST', '/api/reports', () => ({ videoId: videoId, reason: 'spam', details: NUL }), 'reports'],
    ['POST', '/api/places', () => ({ name: NUL, lat: 1, lng: 1 }), 'places'],
    ['POST', '/api/places', () => ({ name: 'Cafe', address: NUL, city: NUL, country: NUL, lat: 1, lng: 1 }), 'places'],
    ['POST', '/api/analytics', () => ({ name: 'place_view', props: { note: NUL } }), 'analyticsEvents'],
    ['POST', '/api/analytics', () => ({ name: 'place_view', props: { [NUL]: 1 } }), 'analyticsEvents'],
  ] as const)('%s %s is refused with 400 and stores nothing', async (method, path, body, table) => {
    const before = await count(table);
    const response = await send(method, path, body());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid_text', message: 'Text cannot contain NUL characters' } });
    expect(await count(table)).toBe(before);
  });

  it('in a bio or a place search is refused too, and the bio is unchanged', async () => {
    expect((await send('PATCH', '/api/me/profile', { bio: NUL })).status).toBe(400);
    expect((await (await fetch(`${app.url}/api/me`, { headers: user.headers })).json()).profile.bio).toBe('');
    expect((await fetch(`${app.url}/api/places?q=%00`, { headers: user.headers })).status).toBe(400);
  });

  it('in an upload field is refused before anything is created', async () => {
    const form = new FormData();
    form.append('caption', NUL);
    form.append('file', new Blob([new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70])], { type: 'video/mp4' }), 'clip.mp4');
    const response = await fetch(`${app.url}/api/videos`, { method: 'POST', headers: user.headers, body: form });
    expect(response.status).toBe(400);
    expect(await app.ctx.db.selectFrom('videos').select('id').where('userId', '=', user.id).execute()).toEqual([]);
  });

  it('is fine in its place: lone surrogates are stored as the replacement character', async () => {
    const response = await send('POST', '/api/comments', { videoId: videoId, content: 'ok \ud800 ok' });
    expect(response.status).toBe(201);
    expect((await response.json()).content).toBe('ok \ufffd ok');
  });
});

describe('malformed multipart', () => {
  const part = '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\nContent-Type: video/mp4\r\n\r\nabc';
  it.each([
    ['no boundary', 'multipart/form-data', `${part}\r\n--xyz--\r\n`],
    ['a boundary that does not match', 'multipart/form-data; boundary=abc', `${part}\r\n--xyz--\r\n`],
    ['a truncated part', 'multipart/form-data; boundary=xyz', part],
    ['a body that is not multipart', 'multipart/form-data; boundary=xyz', '{"title":"json"}'],
  ])('with %s answers 400 on both upload routes', async (_name, type, body) => {
    for (const [method, path] of [['POST', '/api/videos'], ['PUT', '/api/me/avatar']]) {
      const response = await fetch(`${app.url}${path}`, { method, headers: { ...user.headers, 'content-type': type }, body });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect((await response.json()).error.message).toMatch(/multipart|Please select/);
    }
  });
});

describe('crafted feed cursors', () => {
  const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const id = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['following', { m: 'following', t: '2020-02-30 10:00:00+00', i: id }],
    ['following', { m: 'following', t: 'Feb 31 2020', i: id }],
    ['following', { m: 'discover', t: '+275760-09-13T00:00:00.000Z', i: id }],
    ['following', { m: 'following', t: '-271821-04-20T00:00:00.000Z', i: id }],
    ['following', { m: 'following', t: '2026-01-01 10:00:00+99', i: id }],
    ['foryou', { m: 'fallback', o: 1e21 }],
    ['foryou', { m: 'fallback', o: -1 }],
  ])('/api/feed/%s refuses %j with 400 Invalid cursor', async (feed, value) => {
    const response = await fetch(`${app.url}/api/feed/${feed}?cursor=${cursor(value)}`, { headers: user.headers });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Invalid cursor');
  });

  it('still takes a real cursor', async () => {
    const response = await fetch(`${app.url}/api/feed/following?cursor=${cursor({ m: 'discover', t: '2026-11-22 10:00:00.123456+00', i: id })}`, { headers: user.headers });
    expect(response.status).toBe(200);
  });
});

describe('a video edit', () => {
  it('changes only the fields it sends', async () => {
    const owned = await createVideo(app, user.id, { caption: 'keep me' });
    const response = await send('PATCH', `/api/videos/${owned.id}`, { title: 'New title' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ title: 'New title', caption: 'keep me' });
    expect(await (await send('PATCH', `/api/videos/${owned.id}`, { caption: 'new caption' })).json()).toMatchObject({ title: 'New title', caption: 'new caption' });
  });
});

it('keeps postJson for the other suites honest: a write from another origin with the cookie is refused', async () => {
  const response = await postJson(app, '/api/notifications/read-all', {}, { cookie: user.cookie, origin: 'https://evil.example' });
  expect(response.status).toBe(403);
});
