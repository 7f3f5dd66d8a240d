import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, postJson, type TestUser } from '../factories/users.ts';
import { makeVideo, uploadForm } from '../factories/media.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { freshDatabase } from '../setup/template-database.ts';
import { databaseContents, mediaContents, runScript, waitForReady, type DatabaseContents } from '../setup/backup-scripts.ts';

/**
 * `npm run backup` and `npm run restore` on an external database (DATABASE_URL, disk media in DATA_DIR):
 * content made through the API survives the round trip row for row and byte for byte, and the restored
 * database and DATA_DIR serve it. Runs on the embedded cluster and on PostgreSQL 15.
 */
const work = await mkdtemp(join(resolve('.test-data'), 'backup-'));
const sourceDir = join(work, 'source');
const restoredDir = join(work, 'restored');
const archive = join(work, 'popreel.tar.gz');
let sourceUrl: string;
let before: DatabaseContents;
let beforeMedia: Record<string, string>;
let alice: TestUser;
let videoId: string;
afterAll(() => rm(work, { recursive: true, force: true }));

/** Users, an avatar, a place, a transcoded video, follows, a like, a pop, a thread, a report, a view, a share. */
async function createContent(app: TestApp) {
  const [a, bob, carol] = [await createUser(app), await createUser(app), await createUser(app)];
  const ok = async (response: Promise<Response>) => {
    const res = await response;
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return res.status === 204 ? null : res.json();
  };
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0ea5e9' } }).png().toBuffer();
  await ok(fetch(`${app.url}/api/me/avatar`, { method: 'PUT', headers: a.headers, body: uploadForm(new Uint8Array(png), {}, 'me.png', 'image/png') }));
  const place = await ok(postJson(app, '/api/places', { name: 'Backup Café', city: 'Lisbon', lat: 38.72, lng: -9.14 }, a.headers));
  const { bytes } = await makeVideo({ seconds: 1 });
  const video = await ok(fetch(`${app.url}/api/videos`, { method: 'POST', headers: a.headers, body: uploadForm(bytes, { caption: 'kept safe #backup', placeId: place.id }) }));
  expect(await waitForReady(app.url, video.id, a.headers)).toBe('ready');
  await ok(fetch(`${app.url}/api/users/${a.id}/follow`, { method: 'POST', headers: bob.headers }));
  await ok(fetch(`${app.url}/api/users/${a.id}/follow`, { method: 'POST', headers: carol.headers }));
  await ok(fetch(`${app.url}/api/videos/${video.id}/like`, { method: 'PUT', headers: bob.headers }));
  await ok(postJson(app, `/api/videos/${video.id}/reaction`, { type: 'pop' }, carol.headers));
  const top = await ok(postJson(app, '/api/comments', { videoId: video.id, content: 'love it' }, bob.headers));
  await ok(postJson(app, '/api/comments', { videoId: video.id, content: 'thanks!', parentId: top.id }, a.headers));
  await ok(postJson(app, '/api/reports', { videoId: video.id, reason: 'spam' }, carol.headers));
  await ok(postJson(app, `/api/videos/${video.id}/views`, {}, bob.headers));
  await ok(postJson(app, `/api/videos/${video.id}/shares`, {}, bob.headers));
  await ok(postJson(app, '/api/analytics', { name: 'place_view', props: { place: place.id } }, a.headers));
  return { alice: a, videoId: video.id as string };
}

beforeAll(async () => {
  sourceUrl = await freshDatabase();
  const app = await startTestApp({ databaseUrl: sourceUrl, env: { DATA_DIR: sourceDir }, workers: true });
  try {
    ({ alice, videoId } = await createContent(app));
  } finally {
    await app.close();
  }
  before = await databaseContents(sourceUrl);
  beforeMedia = await mediaContents(sourceDir);
}, 180_000);

it('the content covers the tables the round trip must keep', () => {
  for (const table of ['users', 'profiles', 'sessions', 'places', 'videos', 'follows', 'video_likes', 'video_reactions', 'comments', 'reports', 'notifications', 'events', 'shares', 'analytics_events', 'jobs']) {
    expect(before.tables[table].length, table).toBeGreaterThan(0);
  }
  expect(Object.keys(beforeMedia).some((path) => path.startsWith('avatars/'))).toBe(true);
  expect(Object.keys(beforeMedia).some((path) => path.startsWith('videos/'))).toBe(true);
  expect(Object.keys(beforeMedia).some((path) => path.startsWith('thumbnails/'))).toBe(true);
});

it('backs up and restores every row, sequence and media file into another database and DATA_DIR', { timeout: 120_000 }, async () => {
  const backup = await runScript('backup', ['--out', archive], { DATABASE_URL: sourceUrl, DATA_DIR: sourceDir });
  expect(backup.code, backup.stderr).toBe(0);
  expect(backup.stdout).toContain(`Backup written to ${archive}`);
  // Three people and the shared deleted-user account every database has (issue 35, M1).
  expect(backup.stdout).toMatch(/^\s+users\s+4$/m);
  expect(backup.stdout).toContain(`media: ${Object.keys(beforeMedia).length} files`);

  const targetUrl = await freshDatabase();
  const restore = await runScript('restore', [archive], { DATABASE_URL: targetUrl, DATA_DIR: restoredDir });
  expect(restore.code, restore.stderr).toBe(0);
  expect(restore.stdout).toContain(`media restored: ${Object.keys(beforeMedia).length} files`);

  const after = await databaseContents(targetUrl);
  expect(Object.keys(after.tables)).toEqual(Object.keys(before.tables));
  for (const table of Object.keys(before.tables)) expect(after.tables[table], table).toEqual(before.tables[table]);
  expect(after.sequences).toEqual(before.sequences);
  expect(await mediaContents(restoredDir)).toEqual(beforeMedia);

  // Restore never merges: the restored database now has users, the restored DATA_DIR has media.
  const again = await runScript('restore', [archive], { DATABASE_URL: targetUrl, DATA_DIR: join(work, 'another') });
  expect(again.code).toBe(1);
  expect(again.stderr).toMatch(/Restore failed: The database .* already has 3 users\. Restore only into an empty database\./);
  const intoMedia = await runScript('restore', [archive], { DATABASE_URL: await freshDatabase(), DATA_DIR: restoredDir });
  expect(intoMedia.code).toBe(1);
  expect(intoMedia.stderr).toContain(`already holds ${Object.keys(beforeMedia).length} media files. Restore needs an empty DATA_DIR`);

  // The app on the restored database and DATA_DIR serves the account, the video and its files.
  const app = await startTestApp({ databaseUrl: targetUrl, env: { DATA_DIR: restoredDir } });
  try {
    const signIn = await postJson(app, '/api/auth/sign-in', { email: alice.email, password: alice.password });
    expect(signIn.status).toBe(200);
    const me = await signIn.json();
    const avatar = await fetch(app.url + me.profile.avatarUrl);
    expect(avatar.status).toBe(200);
    const avatarKey = `avatars/${alice.id}/avatar.png`;
    expect(Object.keys(beforeMedia)).toContain(avatarKey);
    expect(Buffer.from(await avatar.arrayBuffer()).equals(await readFile(join(sourceDir, 'storage', avatarKey)))).toBe(true);
    const video = await (await fetch(`${app.url}/api/videos/${videoId}`, { headers: alice.headers })).json();
    expect(video).toMatchObject({ caption: 'kept safe #backup', likeCount: 1, commentCount: 2 });
    expect((await fetch(app.url + video.videoUrl)).status).toBe(200);
  } finally {
    await app.close();
  }
});

it('refuses an archive that is not a Popreel backup, and a missing one', async () => {
  const junk = join(work, 'junk.tar.gz');
  await writeFile(junk, 'not an archive');
  const env = { DATABASE_URL: await freshDatabase(), DATA_DIR: join(work, 'junk-target') };
  const notArchive = await runScript('restore', [junk], env);
  expect(notArchive.code).toBe(1);
  expect(notArchive.stderr).toContain('Restore failed: This file is not a Popreel backup archive');
  const missing = await runScript('restore', [join(work, 'nope.tar.gz')], env);
  expect(missing.stderr).toContain('Restore failed: No such archive:');
  const exists = await runScript('backup', ['--out', junk], { DATABASE_URL: sourceUrl, DATA_DIR: sourceDir });
  expect(exists.stderr).toContain('already exists. Choose another name with --out FILE.');
});
