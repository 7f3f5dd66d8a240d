import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer } from '../setup/spawn-server.ts';

/**
 * Whatever ends the server (an uncaught exception, an unhandled rejection, a signal, a failed start), its
 * embedded PostgreSQL stops with it and the server says why. Each case gets its own data directory.
 */
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) {
    const pid = await postmasterPid(dir);
    if (pid && isAlive(pid)) process.kill(pid, 'SIGQUIT');
    await rm(dir, { recursive: true, force: true });
  }
});

async function newDataDir() {
  const dir = await mkdtemp(join(resolve('.test-data'), 'exit-'));
  dirs.push(dir);
  return dir;
}

async function postmasterPid(dataDir: string): Promise<number | null> {
  const text = await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => null);
  return text ? Number(text.split('\n')[0]) : null;
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function expectPostgresGone(dataDir: string, pid: number) {
  for (let waited = 0; waited < 5000 && isAlive(pid); waited += 100) await new Promise((r) => setTimeout(r, 100));
  expect(isAlive(pid)).toBe(false);
  expect(await postmasterPid(dataDir)).toBeNull();
}

const CRASH_FIXTURE = resolve('tests/fixtures/crash-on-signal.mjs');

describe('the embedded database never outlives the server', () => {
  it.each([
    ['an uncaught exception', {}, 'Popreel is stopping: an unexpected error: deliberate test crash'],
    ['an unhandled rejection', { CRASH_KIND: 'rejection' }, 'Popreel is stopping: an unhandled promise rejection: deliberate test rejection'],
  ])('%s stops PostgreSQL, exits 1 and says what happened', { timeout: 120_000 }, async (_name, env, message) => {
    const dataDir = await newDataDir();
    const server = await spawnServer({ env: { DATA_DIR: dataDir, ...env }, nodeArgs: ['--import', CRASH_FIXTURE] });
    const pgPid = (await postmasterPid(dataDir))!;
    expect(isAlive(pgPid)).toBe(true);
    server.child.kill('SIGUSR2');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain(message);
    expect(server.output()).toContain('Popreel stopped cleanly.');
    await expectPostgresGone(dataDir, pgPid);
  });

  it('SIGHUP (the terminal closed) stops PostgreSQL too', { timeout: 120_000 }, async () => {
    const dataDir = await newDataDir();
    const server = await spawnServer({ env: { DATA_DIR: dataDir } });
    const pgPid = (await postmasterPid(dataDir))!;
    server.child.kill('SIGHUP');
    expect((await server.exited).code).toBe(0);
    expect(server.output()).toContain('Popreel is stopping: received SIGHUP');
    await expectPostgresGone(dataDir, pgPid);
  });

  it('a stop during start-up waits for PostgreSQL to be up, then stops it', { timeout: 120_000 }, async () => {
    const dataDir = await newDataDir();
    const server = await spawnServer({ env: { DATA_DIR: dataDir }, waitForHealth: false });
    let pgPid: number | null = null;
    for (let waited = 0; waited < 60_000 && !pgPid; waited += 20) {
      pgPid = await postmasterPid(dataDir);
      if (!pgPid) await new Promise((r) => setTimeout(r, 20));
    }
    server.child.kill('SIGTERM'); // PostgreSQL is starting or up; the app is not listening yet
    expect((await server.exited).code).toBe(0);
    await expectPostgresGone(dataDir, pgPid!);
  });

  it('stops within seconds with requests in flight on keep-alive connections', { timeout: 120_000 }, async () => {
    const dataDir = await newDataDir();
    const server = await spawnServer({ env: { DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: '100' } });
    const signUps = Array.from({ length: 8 }, (_, i) =>
      fetch(`${server.url}/api/auth/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: `busy_${i}`, email: `busy${i}@example.com`, password: 'long-password' }),
      }).then((response) => response.status, () => 0),
    );
    await new Promise((r) => setTimeout(r, 30));
    const stopping = Date.now();
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(15_000);
    expect(server.output()).toContain('Popreel stopped cleanly.');
    await Promise.all(signUps);
  });

  it('a start that fails after PostgreSQL started (the port is taken) stops it and says what to do', { timeout: 120_000 }, async () => {
    const dataDir = await newDataDir();
    const port = await freePort();
    const blocker: Server = await new Promise((done) => {
      const server = createServer().listen(port, '127.0.0.1', () => done(server));
    });
    try {
      const failure = await spawnServer({ env: { DATA_DIR: dataDir }, port }).then(
        () => null,
        (error: Error) => error.message,
      );
      expect(failure).toContain(`port ${port} is in use: stop what uses it or set PORT to another port`);
      expect(await postmasterPid(dataDir)).toBeNull();
    } finally {
      blocker.close();
    }
  });
});

describe('one instance per data directory', () => {
  it('refuses a second start on a busy DATA_DIR, naming the running pid, and the first stays healthy', { timeout: 120_000 }, async () => {
    const dataDir = await newDataDir();
    const first = await spawnServer({ env: { DATA_DIR: dataDir } });
    try {
      const failure = await spawnServer({ env: { DATA_DIR: dataDir } }).then(
        () => null,
        (error: Error) => error.message,
      );
      expect(failure).toContain(`Popreel is already using ${dataDir} (the app, pid ${first.child.pid}`);
      expect(await (await fetch(`${first.url}/api/health`)).json()).toMatchObject({ ok: true });
      const signUp = await fetch(`${first.url}/api/auth/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'still_here', email: 'still@example.com', password: 'long-password' }),
      });
      expect(signUp.status).toBe(201);
    } finally {
      await first.stop();
    }
    // Stopped cleanly, the lock is gone and the next start takes the directory.
    const next = await spawnServer({ env: { DATA_DIR: dataDir } });
    await next.stop();
  });
});
