import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { delimiter, join, resolve, sep } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { spawnServer } from '../setup/spawn-server.ts';

/**
 * The quick start where a new server puts it: as root (CI's user, and a fresh server's), in a checkout inside a
 * folder only root may enter (/root is mode 700), with the default DATA_DIR. The embedded PostgreSQL runs as
 * the user postgres, which may not enter that folder; the start still reaches its banner (decision 037).
 */
const REPO_ROOT = resolve(import.meta.dirname, '../..');
const privateFolder = await mkdtemp(join(REPO_ROOT, '.test-data', 'private-'));
afterAll(() => rm(privateFolder, { recursive: true, force: true }));

const shellPath = process.env.PATH!.split(delimiter).filter((dir) => !dir.endsWith(`${sep}node_modules${sep}.bin`)).join(delimiter);

/** This checkout's files as git sees them, node_modules hard-linked (a real tree, not a link back to here), dist copied. */
async function checkoutIn(folder: string): Promise<string> {
  const checkout = join(folder, 'popreel');
  await mkdir(checkout);
  execFileSync('bash', ['-c', `git ls-files -co --exclude-standard -z | tar --null -cf - -T - | tar -xf - -C "${checkout}"`], { cwd: REPO_ROOT });
  execFileSync('cp', ['-al', join(REPO_ROOT, 'node_modules'), join(checkout, 'node_modules')]);
  if (existsSync(join(REPO_ROOT, 'dist'))) execFileSync('cp', ['-a', join(REPO_ROOT, 'dist'), join(checkout, 'dist')]);
  return checkout;
}

it('npm start from a checkout inside a mode-700 folder reaches its banner, with its data in ./data', { timeout: 180_000 }, async () => {
  const checkout = await checkoutIn(privateFolder);
  await chmod(privateFolder, 0o700);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // The copy of the PostgreSQL programs that user may run is made by this start, not left by an earlier one.
    await rm('/var/cache/popreel', { recursive: true, force: true });
    // The user postgres really cannot enter the folder; the start must not need it to.
    expect(() => execFileSync('su', ['-s', '/bin/sh', 'postgres', '-c', `test -x "${checkout}"`])).toThrow();
  }
  const server = await spawnServer({ command: { file: 'npm', args: ['start'] }, cwd: checkout, env: { PATH: shellPath, SKIP_WEB_BUILD: 'true', DATA_DIR: '' } });
  try {
    expect(server.output()).toMatch(/Popreel is running at \S+ \(Node v[\d.]+, database: embedded/);
    expect(existsSync(join(checkout, 'data', 'pg', 'PG_VERSION'))).toBe(true);
    if (asRoot) {
      expect(statSync(join(checkout, 'data', 'pg')).mode & 0o777).toBe(0o700);
      expect(existsSync('/var/cache/popreel')).toBe(true);
    }
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  } finally {
    expect(await server.stop('SIGINT')).toEqual({ code: null, signal: 'SIGINT' });
  }
  expect(server.output()).toContain('Popreel stopped cleanly.');
  // Nothing outside the checkout was opened up to let postgres in.
  expect(statSync(privateFolder).mode & 0o777).toBe(0o700);
});
