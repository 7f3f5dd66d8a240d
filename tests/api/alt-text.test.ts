import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { makeVideo, uploadForm } from '../factories/media.ts';
import { send } from '../factories/moderation.ts';
import { CAPTION_MESSAGES } from '../../src/shared/captions.ts';

/** Issue 41 item 4: alt text on videos and stories, at upload and edit; on the card, the share page and in search. */
let app: TestApp;
let clip: Uint8Array;
let webDist: string;
let creator: TestUser;
beforeAll(async () => {
  // A web app shell, so the share page's meta tags are written.
  webDist = await mkdtemp(join(resolve('.test-data'), 'web-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><html><head><title>Popreel</title></head><body></body></html>');
  app = await startTestApp({ webDist, workers: true });
  clip = (await makeVideo({ seconds: 1, width: 160, height: 284 })).bytes;
  creator = await createUser(app);
});
afterAll(async () => {
  await app?.close();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

const upload = (fields: Record<string, string>) => fetch(`${app.url}/api/videos`, { method: 'POST', headers: creator.headers, body: uploadForm(clip, fields) });

describe('a video’s alt text', () => {
  it('is taken at upload, trimmed, and carried by the upload answer and the card', async () => {
    const response = await upload({ caption: 'sunset run', altText: '  A runner on a beach at sunset  ' });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created.altText).toBe('A runner on a beach at sunset');
    await app.ctx.db.updateTable('videos').set({ status: 'ready' }).where('id', '=', created.id).execute();
    expect((await send(app, null, 'GET', `/api/videos/${created.id}`)).body.altText).toBe('A runner on a beach at sunset');
  });

  it('is refused past 1500 characters, and no row is kept', async () => {
    const before = await app.ctx.db.selectFrom('videos').select('id').where('userId', '=', creator.id).execute();
    const response = await upload({ altText: 'x'.repeat(1501) });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(CAPTION_MESSAGES.altTextTooLong);
    expect(await app.ctx.db.selectFrom('videos').select('id').where('userId', '=', creator.id).execute()).toHaveLength(before.length);
  });

  it('is changed and cleared by an edit, the owner’s alone', async () => {
    const video = await createVideo(app, creator.id);
    const edited = await send(app, creator, 'PATCH', `/api/videos/${video.id}`, { altText: 'Two cats asleep on a sofa' });
    expect(edited.status).toBe(200);
    expect(edited.body.altText).toBe('Two cats asleep on a sofa');
    const stranger = await createUser(app);
    expect((await send(app, stranger, 'PATCH', `/api/videos/${video.id}`, { altText: 'vandalised' })).status).toBe(403);
    expect((await send(app, creator, 'PATCH', `/api/videos/${video.id}`, { altText: 'y'.repeat(1501) })).body.error.message).toBe(CAPTION_MESSAGES.altTextTooLong);
    expect((await send(app, null, 'GET', `/api/videos/${video.id}`)).body.altText).toBe('Two cats asleep on a sofa');
    expect((await send(app, creator, 'PATCH', `/api/videos/${video.id}`, { altText: null })).body.altText).toBeNull();
  });

  it('is what search finds a video by', async () => {
    const video = await createVideo(app, creator.id, { caption: 'no words about it' });
    await send(app, creator, 'PATCH', `/api/videos/${video.id}`, { altText: 'A flamingo balancing on one leg' });
    const found = await send(app, creator, 'GET', '/api/search/videos?q=flamingo');
    expect(found.body.items.map((item: { id: string }) => item.id)).toEqual([video.id]);
    expect(found.body.items[0].altText).toBe('A flamingo balancing on one leg');
  });

  it('is the share page’s og:image:alt, escaped, and left out for a sensitive video', async () => {
    const video = await createVideo(app, creator.id);
    await send(app, creator, 'PATCH', `/api/videos/${video.id}`, { altText: 'A "quoted" <b>dog</b> & a ball' });
    const page = await (await fetch(`${app.url}/v/${video.id}`)).text();
    expect(page).toContain('<meta property="og:image:alt" content="A &quot;quoted&quot; &lt;b&gt;dog&lt;/b&gt; &amp; a ball" />');
    expect(page).toContain('<meta name="twitter:image:alt" content="A &quot;quoted&quot;');
    await send(app, creator, 'PATCH', `/api/videos/${video.id}`, { sensitive: true });
    expect(await (await fetch(`${app.url}/v/${video.id}`)).text()).not.toContain('image:alt');
  });
});

describe('a story’s alt text', () => {
  it('is taken when it is posted and carried to whoever sees it', async () => {
    const png = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#0af' } }).png().toBuffer();
    const form = new FormData();
    form.append('altText', 'A blue sky with no clouds');
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'story.png');
    const response = await fetch(`${app.url}/api/stories`, { method: 'POST', headers: creator.headers, body: form });
    expect(response.status).toBe(201);
    const stories = await send(app, creator, 'GET', `/api/users/${creator.id}/stories`);
    expect(stories.body.items[0].altText).toBe('A blue sky with no clouds');
  });
});
