import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { spawnServer } from '../setup/spawn-server.ts';

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

async function postmasterPid(): Promise<number | null> {
  const text = await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => null);
  return text ? Number(text.split('\n')[0]) : null;
}

async function startServer() {
  const server = await spawnServer({ env: { DATA_DIR: dataDir } });
  children.push(server.child);
  return server;
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
