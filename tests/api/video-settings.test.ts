import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { makeVideo, uploadForm } from '../factories/media.ts';
import { auditRows, send } from '../factories/moderation.ts';
import { AUDIENCE_MESSAGES, VIDEO_SETTINGS_MESSAGES } from '../../src/shared/audience.ts';

/** Issue 38 parts A and B: a video's settings through upload and edit, the viewer's sensitive setting, the moderators' mark. */
let app: TestApp;
let clip: Uint8Array;
let webDist: string;
beforeAll(async () => {
  // A web app shell, so the share page's meta tags are written.
  webDist = await mkdtemp(join(resolve('.test-data'), 'web-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><html><head><title>Popreel</title></head><body></body></html>');
  app = await startTestApp({ webDist });
  clip = (await makeVideo({ seconds: 1, width: 160, height: 284 })).bytes;
});
afterAll(async () => {
  await app?.close();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

const upload = (user: TestUser, fields: Record<string, string>) => fetch(`${app.url}/api/videos`, { method: 'POST', headers: user.headers, body: uploadForm(clip, fields) });
const stored = (id: string) =>
  app.ctx.db.selectFrom('videos').select(['visibility', 'sensitive', 'contentWarning', 'commentPolicy']).where('id', '=', id).executeTakeFirstOrThrow();

describe('upload', () => {
  it('stores who can watch, the sensitive mark with its trimmed warning and who can comment, named as JSON names them', async () => {
    const creator = await createUser(app);
    const response = await upload(creator, { visibility: 'followers', sensitive: 'true', contentWarning: '  Flashing lights  ', commentPolicy: 'off' });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ visibility: 'followers', sensitive: true, contentWarning: 'Flashing lights', commentPolicy: 'off' });
    expect(await stored(body.id)).toEqual({ visibility: 'followers', sensitive: true, contentWarning: 'Flashing lights', commentPolicy: 'off' });
  });

  it("defaults to public, not sensitive, and the uploader's comment default", async () => {
    const creator = await createUser(app);
    await app.ctx.db.updateTable('profiles').set({ commentDefault: 'followers' }).where('userId', '=', creator.id).execute();
    const { id } = await (await upload(creator, { caption: 'plain' })).json();
    expect(await stored(id)).toEqual({ visibility: 'public', sensitive: false, contentWarning: null, commentPolicy: 'followers' });
  });

  it('refuses bad settings with a 400 and keeps no row', async () => {
    const creator = await createUser(app);
    const cases: Array<[Record<string, string>, string]> = [
      [{ visibility: 'friends' }, VIDEO_SETTINGS_MESSAGES.visibility],
      [{ commentPolicy: 'nobody' }, VIDEO_SETTINGS_MESSAGES.commentPolicy],
      [{ sensitive: 'yes' }, VIDEO_SETTINGS_MESSAGES.sensitive],
      [{ sensitive: 'true', contentWarning: 'x'.repeat(101) }, VIDEO_SETTINGS_MESSAGES.contentWarningTooLong],
      [{ contentWarning: 'Spiders' }, VIDEO_SETTINGS_MESSAGES.contentWarningNeedsSensitive],
    ];
    for (const [fields, message] of cases) {
      const response = await upload(creator, fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect((await response.json()).error.message).toBe(message);
    }
    expect(await app.ctx.db.selectFrom('videos').select('id').where('userId', '=', creator.id).execute()).toEqual([]);
  });
});

describe('edit', () => {
  it('changes the settings it is sent and leaves the rest; the card carries them', async () => {
    const creator = await createUser(app);
    const video = await createVideo(app, creator.id);
    const first = await send(app, creator, 'PATCH', `/api/videos/${video.id}`, { visibility: 'unlisted', sensitive: true, contentWarning: 'Spiders', commentPolicy: 'followers' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: video.id, visibility: 'unlisted', sensitive: true, contentWarning: 'Spiders', commentPolicy: 'followers' });
    const second = await send(app, creator, 'PATCH', `/api/videos/${video.id}`, { title: 'Renamed' });
    expect(second.body).toMatchObject({ title: 'Renamed', visibility: 'unlisted', sensitive: true, contentWarning: 'Spiders' });
    // A blank warning is none; taking the mark off takes the warning with it.
    expect((await send(app, creator, 'PATCH', `/api/videos/${video.id}`, { contentWarning: '   ' })).body.contentWarning).toBeNull();
    await send(app, creator, 'PATCH', `/api/videos/${video.id}`, { contentWarning: 'Spiders again' });
    await send(app, creator, 'PATCH', `/api/videos/${video.id}`, { sensitive: false });
    expect(await stored(video.id)).toEqual({ visibility: 'unlisted', sensitive: false, contentWarning: null, commentPolicy: 'followers' });

    await send(app, creator, 'PATCH', `/api/videos/${video.id}`, { visibility: 'public', sensitive: true, contentWarning: 'Loud' });
    const card = await send(app, creator, 'GET', `/api/videos/${video.id}`);
    expect(card.body).toMatchObject({ visibility: 'public', sensitive: true, contentWarning: 'Loud', commentPolicy: 'followers' });
    const tiles = await send(app, creator, 'GET', `/api/profiles/${creator.id}/videos`);
    expect(tiles.body.items[0]).toMatchObject({ id: video.id, sensitive: true, contentWarning: 'Loud', commentPolicy: 'followers', visibility: 'public' });
  });

  it('refuses bad settings with a 400 and changes nothing', async () => {
    const creator = await createUser(app);
    const video = await createVideo(app, creator.id);
    for (const body of [{ visibility: 'everyone' }, { sensitive: 'true' }, { commentPolicy: 'friends' }, { contentWarning: 'Needs the mark' }, { sensitive: true, contentWarning: 'y'.repeat(101) }]) {
      expect((await send(app, creator, 'PATCH', `/api/videos/${video.id}`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await stored(video.id)).toEqual({ visibility: 'public', sensitive: false, contentWarning: null, commentPolicy: 'everyone' });
  });
});

describe('always show sensitive content', () => {
  it('is off by default, turns on and off, and is refused to a known age under 18', async () => {
    const viewer = await createUser(app);
    expect(await send(app, viewer, 'GET', '/api/me/sensitive-content')).toEqual({ status: 200, body: { showSensitive: false } });
    // No age given: allowed (decision 046).
    expect((await send(app, viewer, 'PUT', '/api/me/sensitive-content', { showSensitive: true })).body.showSensitive).toBe(true);
    expect((await send(app, viewer, 'GET', '/api/me/sensitive-content')).body.showSensitive).toBe(true);
    expect((await send(app, viewer, 'PUT', '/api/me/sensitive-content', { showSensitive: false })).body.showSensitive).toBe(false);

    const teen = await createUser(app);
    await app.ctx.db.updateTable('profiles').set({ age: 17 }).where('userId', '=', teen.id).execute();
    const refused = await send(app, teen, 'PUT', '/api/me/sensitive-content', { showSensitive: true });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(AUDIENCE_MESSAGES.sensitiveUnder18);
    expect((await send(app, teen, 'GET', '/api/me/sensitive-content')).body.showSensitive).toBe(false);
    expect((await send(app, teen, 'PUT', '/api/me/sensitive-content', { showSensitive: false })).status).toBe(200);

    const adult = await createUser(app);
    await app.ctx.db.updateTable('profiles').set({ age: 18 }).where('userId', '=', adult.id).execute();
    expect((await send(app, adult, 'PUT', '/api/me/sensitive-content', { showSensitive: true })).status).toBe(200);
    expect((await send(app, adult, 'PUT', '/api/me/sensitive-content', { showSensitive: 'yes' })).status).toBe(400);
  });
});

describe('moderators', () => {
  it('mark a video sensitive with a warning and take the mark off, each in the audit trail', async () => {
    const creator = await createUser(app);
    const moderator = await createUser(app);
    await app.ctx.db.insertInto('userRoles').values({ userId: moderator.id, role: 'moderator' }).execute();
    const video = await createVideo(app, creator.id);
    const marked = await send(app, moderator, 'PATCH', `/api/admin/videos/${video.id}`, { sensitive: true, contentWarning: 'Graphic injury', note: 'reported twice' });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id: video.id, hidden: false, sensitive: true, contentWarning: 'Graphic injury' });
    // The same mark again changes nothing and records nothing.
    await send(app, moderator, 'PATCH', `/api/admin/videos/${video.id}`, { sensitive: true, contentWarning: 'Graphic injury' });
    const unmarked = await send(app, moderator, 'PATCH', `/api/admin/videos/${video.id}`, { sensitive: false });
    expect(unmarked.body).toMatchObject({ sensitive: false, contentWarning: null });
    const trail = (await auditRows(app)).filter((row) => row.videoId === video.id);
    expect(trail).toEqual([
      { action: 'video.mark_sensitive', actorId: moderator.id, videoId: video.id, targetUserId: creator.id, reportId: null, note: 'reported twice' },
      { action: 'video.unmark_sensitive', actorId: moderator.id, videoId: video.id, targetUserId: creator.id, reportId: null, note: null },
    ]);
    expect((await send(app, moderator, 'PATCH', `/api/admin/videos/${video.id}`, {})).status).toBe(400);
    expect((await send(app, creator, 'PATCH', `/api/admin/videos/${video.id}`, { sensitive: true })).status).toBe(403);
  });
});

describe('share preview', () => {
  it("never draws a sensitive video's frame, and its meta says no more than the warning", async () => {
    const creator = await createUser(app);
    const video = await createVideo(app, creator.id, { caption: 'a secret caption' });
    const frame = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#c00' } }).jpeg().toBuffer();
    await app.ctx.store.put('thumbnails', `cards/${video.id}.jpg`, frame, { contentType: 'image/jpeg' });
    await app.ctx.db.updateTable('videos').set({ shareImageUrl: `thumbnails/cards/${video.id}.jpg` }).where('id', '=', video.id).execute();
    expect((await fetch(`${app.url}/v/${video.id}/card.jpg`)).headers.get('content-type')).toBe('image/jpeg');

    await send(app, creator, 'PATCH', `/api/videos/${video.id}`, { sensitive: true, contentWarning: 'Spiders' });
    const card = await fetch(`${app.url}/v/${video.id}/card.jpg`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    const page = await (await fetch(`${app.url}/v/${video.id}`)).text();
    expect(page).toContain('<meta property="og:description" content="Spiders" />');
    expect(page).not.toContain('secret');
    expect(page).not.toContain('og:video');
  });
});
