import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/server/config.ts';
import { createLogger } from '../../src/server/logger.ts';
import { bootstrap, type Runtime } from '../../src/server/bootstrap.ts';
import { buildApp } from '../../src/server/app.ts';
import type { AppContext } from '../../src/server/context.ts';
import { freshDatabase } from './template-database.ts';
import { TEST_PASSWORD_HASHING } from './spawn-server.ts';

export interface TestApp {
  url: string;
  /** The Fastify instance itself, for what only the process knows (e.g. the routes it registered). */
  app: FastifyInstance;
  ctx: AppContext;
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * The real app, built in-process on a fresh database and listening on a random port. `webDist` serves a web
 * app shell from that folder (share pages and their metadata) instead of none. `port` listens there instead (a
 * test that must know its URL before the app starts, e.g. ActivityPub's PUBLIC_URL: see `freePort`).
 */
export async function startTestApp(
  options: { env?: Record<string, string>; databaseUrl?: string; workers?: boolean; dataDir?: string; webDist?: string; port?: number; log?: FastifyBaseLogger } = {},
): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? (await freshDatabase());
  // A caller's own data directory outlives this app (a restart on the same files); a fresh one goes with it.
  const dataDir = options.dataDir ?? resolve('.test-data', `app-${randomBytes(6).toString('hex')}`);
  await mkdir(dataDir, { recursive: true });
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ...TEST_PASSWORD_HASHING,
    AUTH_RATE_LIMIT_MAX: '1000',
    MEDIA_SECRET: 'test-media-secret',
    // No background ladders for rows made without files (streaming.test.ts turns it on for its own).
    LADDER_BACKFILL_PER_HOUR: '0',
    ...options.env,
  });
  const runtime: Runtime = await bootstrap(config, options.log ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'));
  const app = await buildApp(runtime.ctx, options.webDist ? { webDist: options.webDist } : { serveWeb: false });
  if (options.workers) runtime.ctx.jobs.start();
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    ctx: runtime.ctx,
    databaseUrl,
    close: async () => {
      await app.close();
      await runtime.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port nobody listens on right now (the OS picks it), for `startTestApp({ port })`. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
