import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { freePort, spawnServer, type SpawnedServer } from './spawn-server.ts';
import { freshDatabase } from './template-database.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
/** A first start on an empty demo render cache renders every demo clip (decision 019); later starts copy them. */
const STARTUP_TIMEOUT_MS = 180_000;

/** What a federation test knows of one instance (passed to test files with provide/inject). */
export interface FederationInstanceInfo {
  /** 'A' or 'B', for messages. */
  name: string;
  /** `http://localhost:<port>`, the instance's PUBLIC_URL: ActivityPub ids and WebFinger answers are built on it. */
  origin: string;
  /** `localhost:<port>`: the host part of its handles (`maya_moves@localhost:<port>`). */
  host: string;
  port: number;
  /** Its own database on the run's PostgreSQL, for looking things up the product has no screen for. */
  databaseUrl: string;
}

export interface FederationInstance extends FederationInstanceInfo {
  /** How long it took from spawn to a healthy /api/health, in ms. */
  startedInMs: number;
  stop(): Promise<void>;
}

/** Two different free ports (two probes in a row could in principle get the same one back). */
export async function twoFreePorts(): Promise<[number, number]> {
  const first = await freePort();
  for (;;) {
    const second = await freePort();
    if (second !== first) return [first, second];
  }
}

/** Spawned but not yet healthy: the caller holds the process at once, so a failed start can stop both. */
export interface StartingInstance {
  info: FederationInstanceInfo;
  server: SpawnedServer;
  dataDir: string;
}

/**
 * Spawns one real Popreel (src/server/main.ts, the built web app from dist/web) as an instance of the pair: its
 * own DATA_DIR and database, PUBLIC_URL on localhost, ActivityPub allowed to loopback, workers in process.
 */
export async function spawnInstance(name: string, port: number, pgServerUrl: string, env: Record<string, string> = {}): Promise<StartingInstance> {
  const origin = `http://localhost:${port}`;
  const databaseUrl = await freshDatabase(pgServerUrl);
  const dataDir = resolve(REPO_ROOT, '.test-data', `federation-${name}-${randomBytes(6).toString('hex')}`);
  await mkdir(dataDir, { recursive: true });
  const server = await spawnServer({
    port,
    waitForHealth: false,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: origin,
      // Every address localhost has (127.0.0.1, and ::1 where /etc/hosts lists it), so either family reaches it.
      HOST: 'localhost',
      FEDERATION_ALLOW_PRIVATE_ADDRESS: 'true',
      RUN_WORKERS: 'true',
      // Tests sign in from one address many times; the per-address limit is the API tests' business.
      AUTH_RATE_LIMIT_MAX: '10000',
      ...env,
    },
  });
  return { info: { name, origin, host: `localhost:${port}`, port, databaseUrl }, server, dataDir };
}

/** Resolves once /api/health says ok on the instance's own origin; rejects as soon as the process has ended. */
export async function waitUntilHealthy(starting: StartingInstance, spawnedAt: number): Promise<FederationInstance> {
  const { info, server, dataDir } = starting;
  const stop = async () => {
    await server.stop();
    const trouble = server.output().split('\n').filter((line) => /"level":(50|60)|job failed/.test(line));
    if (trouble.length) console.error(`Popreel ${info.name} logged ${trouble.length} errors:\n${trouble.slice(-15).join('\n')}`);
    await rm(dataDir, { recursive: true, force: true });
  };
  const { child } = server;
  for (const deadline = Date.now() + STARTUP_TIMEOUT_MS; Date.now() < deadline; await new Promise((wait) => setTimeout(wait, 200))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`Popreel ${info.name} (${info.origin}) exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${server.output()}`);
    }
    const healthy = await fetch(`${info.origin}/api/health`, { signal: AbortSignal.timeout(2000) })
      .then(async (response) => response.ok && ((await response.json()) as { ok?: boolean }).ok === true)
      .catch(() => false);
    if (healthy) return { ...info, startedInMs: Math.round(performance.now() - spawnedAt), stop };
  }
  throw new Error(`Popreel ${info.name} (${info.origin}) was not healthy within ${STARTUP_TIMEOUT_MS} ms:\n${server.output()}`);
}

/** Stops a process that never became healthy and removes its data. */
export async function abandon(starting: StartingInstance): Promise<void> {
  await starting.server.stop('SIGKILL');
  await rm(starting.dataDir, { recursive: true, force: true });
}
