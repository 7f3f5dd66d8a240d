import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/server/data/embedded-postgres.ts';
import { createLogger } from '../../src/server/logger.ts';

/**
 * The embedded PostgreSQL listens on a Unix socket inside its data directory (no TCP port to race for or
 * expose), and falls back to a loopback port, checked to be its own, where the socket path is too long.
 */
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function query(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ listen: string; dir: string }>(`select current_setting('listen_addresses') as listen, current_setting('data_directory') as dir`)).rows[0];
  } finally {
    await client.end();
  }
}

it('uses a socket in the data directory and opens no TCP port', { timeout: 120_000 }, async () => {
  const dir = await mkdtemp(join(resolve('.test-data'), 'pg-'));
  dirs.push(dir);
  const embedded = await startEmbeddedPostgres(dir, createLogger('silent'), { persistent: false });
  try {
    expect(embedded.url).toContain(`host=${encodeURIComponent(join(dir, 'pg'))}`);
    expect(await query(embedded.url)).toEqual({ listen: '', dir: join(dir, 'pg') });
  } finally {
    await embedded.stop();
  }
});

it('falls back to a loopback port where the socket path would be too long', { timeout: 120_000 }, async () => {
  const parent = await mkdtemp(join(resolve('.test-data'), 'pg-'));
  await chmod(parent, 0o711); // as root, postgres runs as its own user and must pass through
  dirs.push(parent);
  const dir = join(parent, 'a-data-directory-with-a-name-long-enough-to-pass-the-unix-socket-path-limit');
  await mkdir(dir, { recursive: true });
  const embedded = await startEmbeddedPostgres(dir, createLogger('silent'), { persistent: false });
  try {
    expect(embedded.url).toMatch(/^postgres:\/\/popreel:[^@]+@127\.0\.0\.1:\d+\/postgres$/);
    expect(await query(embedded.url)).toEqual({ listen: '127.0.0.1', dir: join(dir, 'pg') });
  } finally {
    await embedded.stop();
  }
});
