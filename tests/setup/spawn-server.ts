import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const STARTUP_TIMEOUT_MS = 120_000;
const SHUTDOWN_TIMEOUT_MS = 60_000;

/**
 * Every test server hashes passwords at scrypt's lowest allowed work factor: the suites sign up thousands of
 * accounts, and at the default each costs 60 ms of a core (decision 072). password.test.ts checks the default.
 */
export const TEST_PASSWORD_HASHING = { PASSWORD_HASH_COST: '10' };

/** The real server as `npm start` runs it (src/server/main.ts), in its own process. */
export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  /** The last 20 kB the process printed (stdout and stderr). */
  output(): string;
  /** Resolves when the process has exited, with how it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM (or the given signal), then SIGKILL if it does not end in time. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

interface SpawnOptions {
  env: Record<string, string>;
  /** Before the script (e.g. an --import). */
  nodeArgs?: string[];
  /**
   * Instead of this Node running src/server/main.ts (e.g. `npm start`, as a person types it). It gets a process
   * group of its own, and stop() signals the whole group, as Ctrl+C in a terminal does.
   */
  command?: { file: string; args: string[] };
  /** A built server (scripts/server-bundle.ts) for this Node to run instead of src/server/main.ts through tsx. */
  entry?: string;
  port?: number;
  waitForHealth?: boolean;
  /** Another checkout to run in (the repository's root by default). */
  cwd?: string;
}

/**
 * Starts the server on a free port with the given environment (DATA_DIR and, for an external database,
 * DATABASE_URL) and waits until /api/health says ok.
 */
export async function spawnServer(options: SpawnOptions): Promise<SpawnedServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const script = options.entry ? ['--enable-source-maps', options.entry] : ['--import', 'tsx', 'src/server/main.ts'];
  const command = options.command ?? { file: process.execPath, args: [...(options.nodeArgs ?? []), ...script] };
  const child = spawn(command.file, command.args, {
    cwd: options.cwd ?? REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', LADDER_BACKFILL_PER_HOUR: '0', ...TEST_PASSWORD_HASHING, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: Boolean(options.command),
  });
  const sendSignal = (name: NodeJS.Signals) => {
    if (!options.command) return void child.kill(name);
    try {
      process.kill(-child.pid!, name);
    } catch {
      // the group has already ended
    }
  };
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const stop = async (name: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) {
      sendSignal(name);
      const killer = setTimeout(() => sendSignal('SIGKILL'), SHUTDOWN_TIMEOUT_MS);
      await exited;
      clearTimeout(killer);
    }
    return exited;
  };
  const server: SpawnedServer = { url, child, output: () => log, exited, stop };
  if (options.waitForHealth === false) return server;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`Popreel exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${log}`);
    const healthy = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })
      .then(async (response) => response.ok && ((await response.json()) as { ok?: boolean }).ok === true)
      .catch(() => false);
    if (healthy) return server;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  await stop('SIGKILL');
  throw new Error(`Popreel was not healthy within ${STARTUP_TIMEOUT_MS} ms:\n${log}`);
}
