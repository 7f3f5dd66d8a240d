import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';

/**
 * The real `npm start` path on embedded PostgreSQL: a restart keeps data, and after `kill -9` of the server
 * (postgres orphaned) or of both processes (stale postmaster.pid) a plain restart recovers every acknowledged write.
 */
const dataDir = await mkdtemp(join(resolve('.test-data'), 'crash-'));
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  const pid = await postmasterPid();
  if (pid) process.kill(pid, 'SIGINT');
  await new Promise((r) => setTimeout(r, 500));
  await rm(dataDir, { recursive: true, force: true });
});

async function freePort() {
  return new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => done(port));
    });
  });
}

async function postmasterPid(): Promise<number | null> {
  const text = await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => null);
  return text ? Number(text.split('\n')[0]) : null;
}

async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { child, url };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start: ${output}`);
}

const signUp = (url: string, n: number) =>
  fetch(`${url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `crash_${n}`, email: `crash${n}@example.com`, password: 'long-password' }),
  });
const signIn = (url: string, n: number) =>
  fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `crash${n}@example.com`, password: 'long-password' }),
  });

it('survives a clean restart, kill -9 of the server, and kill -9 of server and database', { timeout: 240_000 }, async () => {
  let server = await startServer();
  expect(await (await fetch(`${server.url}/api/health`)).json()).toMatchObject({ ok: true, db: 'embedded' });
  expect((await signUp(server.url, 1)).status).toBe(201);

  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
  expect(await postmasterPid()).toBeNull();
  server = await startServer();
  expect((await signIn(server.url, 1)).status).toBe(200);

  // kill -9 of the server alone: its postgres lives on as an orphan holding the data directory.
  expect((await signUp(server.url, 2)).status).toBe(201);
  server.child.kill('SIGKILL');
  await new Promise((r) => server.child.once('exit', r));
  server = await startServer();
  expect((await signIn(server.url, 2)).status).toBe(200);

  // kill -9 of both: a stale postmaster.pid is left behind.
  expect((await signUp(server.url, 3)).status).toBe(201);
  const pgPid = await postmasterPid();
  server.child.kill('SIGKILL');
  await new Promise((r) => server.child.once('exit', r));
  process.kill(pgPid!, 'SIGKILL');
  await new Promise((r) => setTimeout(r, 500));
  server = await startServer();
  for (const n of [1, 2, 3]) expect((await signIn(server.url, n)).status).toBe(200);
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
});
