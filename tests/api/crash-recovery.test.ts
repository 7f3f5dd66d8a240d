import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { delimiter, join, resolve, sep } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../setup/spawn-server.ts';
import { processState } from '../../src/server/data/process-alive.ts';

/**
 * The real `npm start` path on embedded PostgreSQL: a restart keeps data, and after `kill -9` of the server
 * (postgres orphaned), of both processes (stale postmaster.pid), or of the whole `npm start` process group
 * (both still unreaped zombies) a plain restart recovers every acknowledged write.
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

async function postmasterPid(dir = dataDir): Promise<number | null> {
  const text = await readFile(join(dir, 'pg', 'postmaster.pid'), 'utf8').catch(() => null);
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

/** prctl(2)'s syscall number for perl's syscall(): x86-64 has its own table, arm64 the generic one. */
const PRCTL = ({ x64: 157, arm64: 167 } as Record<string, number>)[process.arch];

/**
 * Runs a command in a process group of its own, prints the group's id, and adopts the orphans of that group
 * (prctl PR_SET_CHILD_SUBREAPER, 36) without ever reaping them: the part of an init that reaps late (this VM's,
 * in batches a second or more apart) or never (a container whose PID 1 is a shell). Without it, whether the
 * killed server is still a zombie when the next start looks is a race with init. It leaves when the test does.
 * Perl, because Debian always has it (perl-base is Essential) and its syscall() reaches prctl.
 */
const NEVER_REAPS = String.raw`
  my $nr = shift @ARGV;
  syscall($nr, 36, 1) == 0 or die "prctl: $!\n";
  my $parent = getppid();
  my $pid = fork() // die "fork: $!\n";
  if ($pid == 0) { setpgrp(0, 0); exec { $ARGV[0] } @ARGV; die "exec: $!\n"; }
  $| = 1;
  print "app process group $pid\n";
  sleep 1 while getppid() == $parent;
  kill 'TERM', -$pid;
`;

/** The shell's own PATH, as a person's terminal has it (npm test puts node_modules/.bin in front). */
const shellPath = process.env.PATH!.split(delimiter).filter((dir) => !dir.endsWith(`${sep}node_modules${sep}.bin`)).join(delimiter);

it(
  'kill -9 of the whole npm start group, then npm start at once while the dead are still zombies: every write is there',
  { timeout: 240_000 },
  async () => {
    expect(process.platform === 'linux' && PRCTL, 'this test needs Linux on x64 or arm64 (its /proc and prctl)').toBeTruthy();
    const dir = await mkdtemp(join(resolve('.test-data'), 'crash-group-'));
    const env = { PATH: shellPath, DATA_DIR: dir, SKIP_WEB_BUILD: 'true', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: '100' };
    const first = await spawnServer({ command: { file: 'perl', args: ['-e', NEVER_REAPS, String(PRCTL), 'npm', 'start'] }, env });
    const group = Number(/app process group (\d+)/.exec(first.output())![1]);
    let next: SpawnedServer | null = null;
    try {
      for (const n of [11, 12, 13, 14, 15]) expect((await signUp(first.url, n)).status).toBe(201);
      const serverPid = (JSON.parse(await readFile(join(dir, 'popreel.lock'), 'utf8')) as { pid: number }).pid;
      const pgPid = (await postmasterPid(dir))!;

      // npm, its sh, the server, its postgres and backends: all at once, as `kill -9 -<pgid>` in a terminal.
      process.kill(-group, 'SIGKILL');
      // Only until they have exited (milliseconds), not until anyone reaps them: nobody will.
      for (let waited = 0; waited < 5000 && [serverPid, pgPid].some((pid) => processState(pid) !== 'Z'); waited += 20) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect([processState(serverPid), processState(pgPid)]).toEqual(['Z', 'Z']);

      next = await spawnServer({ command: { file: 'npm', args: ['start'] }, env });
      expect(processState(serverPid)).toBe('Z'); // the lock's owner was a zombie all along
      for (const n of [11, 12, 13, 14, 15]) expect((await signIn(next.url, n)).status).toBe(200);
      await next.stop('SIGINT');
      expect(next.output()).toContain('Popreel stopped cleanly.');
    } finally {
      try {
        process.kill(-group, 'SIGKILL'); // when the test failed before its kill
      } catch {
        // already gone
      }
      await next?.stop('SIGKILL');
      first.child.kill('SIGKILL'); // the perl parent: its zombies pass to init, which reaps them
      await first.exited;
      await rm(dir, { recursive: true, force: true });
    }
  },
);
