import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import type { Me } from '../../src/shared/api-types.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const STARTUP_TIMEOUT_MS = 120_000;
const SHUTDOWN_TIMEOUT_MS = 60_000;

export interface RunningPopreel {
  baseUrl: string;
  /** Runs SQL on the server's own embedded database, for setup the product has no screen for yet. */
  query(text: string, values?: unknown[]): Promise<unknown[]>;
  stop(): Promise<void>;
}

/** The embedded PostgreSQL the server started in dataDir: its port is line 4 of postmaster.pid. */
async function embeddedDatabaseQuery(dataDir: string, text: string, values: unknown[] = []) {
  const [pid, password] = await Promise.all([readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8'), readFile(join(dataDir, '.pg-password'), 'utf8')]);
  const client = new pg.Client({ host: '127.0.0.1', port: Number(pid.split('\n')[3]), user: 'popreel', password: password.trim(), database: 'popreel' });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
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

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Popreel exited with code ${child.exitCode} before it was healthy:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok && ((await response.json()) as { ok?: boolean }).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`Popreel was not healthy within ${STARTUP_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * Starts the real server (embedded PostgreSQL, the built web app from dist/web) on a free port with its
 * own data directory, exactly as `npm start` would, and tears both down on stop().
 */
export async function startPopreel(): Promise<RunningPopreel> {
  if (!existsSync(resolve(REPO_ROOT, 'dist/web/index.html'))) {
    throw new Error('dist/web is missing: run `npx vite build` before the e2e tests');
  }
  const dataDir = resolve(REPO_ROOT, '.test-data', `e2e-${randomBytes(6).toString('hex')}`);
  await mkdir(dataDir, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // Every test signs users up from one address; the per-IP auth limit is tested by the API tests.
      AUTH_RATE_LIMIT_MAX: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), SHUTDOWN_TIMEOUT_MS);
      await exited(child);
      clearTimeout(killer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop, query: (text, values) => embeddedDatabaseQuery(dataDir, text, values) };
}

export function newBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

export interface TestAccount {
  id: string;
  username: string;
  email: string;
  password: string;
  me: Me;
}

export function newAccountDetails(): Omit<TestAccount, 'id' | 'me'> {
  const suffix = randomBytes(5).toString('hex');
  return { username: `e2e_${suffix}`, email: `e2e_${suffix}@example.com`, password: 'correct-horse-battery' };
}

/**
 * Creates a user through the API with the browser context's own request client, so the session cookie
 * lands in that context: the test then starts signed in without spending time on the sign-up form.
 */
export async function signUpViaApi(baseUrl: string, context: BrowserContext): Promise<TestAccount> {
  const details = newAccountDetails();
  const response = await context.request.post(`${baseUrl}/api/auth/sign-up`, {
    data: details,
    headers: { origin: baseUrl },
  });
  if (response.status() !== 201) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const me = (await response.json()) as Me;
  return { ...details, id: me.user.id, me };
}
