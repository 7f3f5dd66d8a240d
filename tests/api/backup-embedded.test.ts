import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { uploadForm } from '../factories/media.ts';
import { sessionCookieFrom } from '../factories/users.ts';
import { spawnServer, type SpawnedServer } from '../setup/spawn-server.ts';
import { runScript } from '../setup/backup-scripts.ts';

/**
 * The embedded default as `npm start` runs it: a hot backup while the app runs (it holds the DATA_DIR lock),
 * a restore into a new DATA_DIR, a cold backup of that, and the app started on the restored DATA_DIR.
 * Embedded only: scripts/test.sh leaves this file out of the PostgreSQL 15 run.
 */
const work = await mkdtemp(join(resolve('.test-data'), 'backup-emb-'));
// As root, the embedded postgres runs as its own user and must be able to pass through to each DATA_DIR.
await chmod(work, 0o711);
const sourceDir = join(work, 'source');
const restoredDir = join(work, 'restored');
const servers: SpawnedServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
  await rm(work, { recursive: true, force: true });
});

const password = 'correct-horse-battery';

async function signUp(url: string, name: string) {
  const response = await fetch(`${url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: name, email: `${name}@example.com`, password }),
  });
  expect(response.status).toBe(201);
  const me = await response.json();
  return { id: me.user.id as string, headers: { cookie: sessionCookieFrom(response)!, origin: url } };
}

/** The `rows:` lines a backup prints, one per table: equal when two databases hold the same rows. */
const rowLines = (stdout: string) => stdout.split('\n').filter((line) => /^ {4}\w+\s+\d+$/.test(line));

it('backs up the running app, restores into a new DATA_DIR, and the app serves it there', { timeout: 300_000 }, async () => {
  const source = await spawnServer({ env: { DATA_DIR: sourceDir } });
  servers.push(source);
  const maya = await signUp(source.url, 'maya_backup');
  const leo = await signUp(source.url, 'leo_backup');
  const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#f97316' } }).png().toBuffer();
  const avatar = await fetch(`${source.url}/api/me/avatar`, { method: 'PUT', headers: maya.headers, body: uploadForm(new Uint8Array(png), {}, 'me.png', 'image/png') });
  expect(avatar.status).toBe(200);
  expect((await fetch(`${source.url}/api/users/${maya.id}/follow`, { method: 'POST', headers: leo.headers })).status).toBeLessThan(300);

  const hotArchive = join(work, 'hot.tar.gz');
  const hot = await runScript('backup', ['--out', hotArchive], { DATA_DIR: sourceDir });
  expect(hot.code, hot.stderr).toBe(0);
  expect(hot.stdout).toContain("from the running app's embedded PostgreSQL (a hot snapshot)");
  // Two people and the shared deleted-user account every database has (issue 35, M1).
  expect(hot.stdout).toMatch(/^\s+users\s+3$/m);
  expect(hot.stdout).toMatch(/^\s+follows\s+1$/m);
  // The avatar and its small copy for cards and rings (decision 034).
  expect(hot.stdout).toContain('media: 2 files');

  // The running app owns its DATA_DIR: restore into it is refused, and the app is left alone.
  const busy = await runScript('restore', [hotArchive], { DATA_DIR: sourceDir });
  expect(busy.code).toBe(1);
  expect(busy.stderr).toMatch(/Restore failed: Popreel is already using .* \(the app, pid \d+, since .*\)\. Stop that process first/);
  expect((await fetch(`${source.url}/api/health`)).status).toBe(200);
  expect((await source.stop()).code).toBe(0);

  const restored = await runScript('restore', [hotArchive], { DATA_DIR: restoredDir });
  expect(restored.code, restored.stderr).toBe(0);
  expect(restored.stdout).toContain(`into the embedded database in ${restoredDir}`);
  const twice = await runScript('restore', [hotArchive], { DATA_DIR: restoredDir });
  expect(twice.code).toBe(1);
  expect(twice.stderr).toContain(`Restore failed: ${restoredDir} already holds a database (pg/). Restore needs an empty DATA_DIR`);

  // A cold backup of the restored DATA_DIR (no app running) counts the same rows and files.
  const cold = await runScript('backup', ['--out', join(work, 'cold.tar.gz')], { DATA_DIR: restoredDir });
  expect(cold.code, cold.stderr).toBe(0);
  expect(cold.stdout).toContain('from the embedded PostgreSQL in DATA_DIR (the app was stopped)');
  expect(rowLines(cold.stdout)).toEqual(rowLines(hot.stdout));
  expect(cold.stdout).toContain('media: 2 files');
  expect(existsSync(join(restoredDir, 'popreel.lock'))).toBe(false);

  const app = await spawnServer({ env: { DATA_DIR: restoredDir } });
  servers.push(app);
  const signIn = await fetch(`${app.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'maya_backup@example.com', password }),
  });
  expect(signIn.status).toBe(200);
  const me = await signIn.json();
  expect(me.profile).toMatchObject({ username: 'maya_backup', followerCount: 1 });
  // Links are signed with the restored DATA_DIR's own new secret (the archive carries none) and work.
  const image = await fetch(app.url + me.profile.avatarUrl);
  expect(image.status).toBe(200);
  expect(Buffer.from(await image.arrayBuffer()).equals(await readFile(join(sourceDir, 'storage', 'avatars', maya.id, 'avatar.png')))).toBe(true);
  expect((await app.stop()).code).toBe(0);
});

it('refuses to back up a DATA_DIR that holds no database, and creates none there', async () => {
  const empty = join(work, 'empty');
  const result = await runScript('backup', ['--out', join(work, 'nothing.tar.gz')], { DATA_DIR: empty });
  expect(result.code).toBe(1);
  expect(result.stderr).toContain(`Backup failed: ${empty} holds no Popreel database (no pg/ folder): nothing to back up.`);
  expect(existsSync(join(empty, 'pg'))).toBe(false);
  expect(existsSync(join(work, 'nothing.tar.gz'))).toBe(false);
});
