import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { ensureDatabase, withDatabase } from '../../src/server/data/db.ts';
import { startPrimaryAndReplica } from '../setup/postgres-replica.ts';
import { startRedis } from '../setup/redis-server.ts';
import { freePort, spawnServer, type SpawnedServer } from '../setup/spawn-server.ts';
import { waitFor } from '../setup/wait.ts';
import { databaseQuery } from '../e2e/harness.ts';
import { startNginx, type Proxy } from './nginx.ts';

/**
 * Popreel at scale on one machine, every part a real engine (issue 27): nginx in front of two app instances
 * (RUN_WORKERS=false) and one `npm run worker` process, on a PostgreSQL 15 primary with a streaming replica for
 * feed reads (DATABASE_READ_URL), S3-compatible storage (s3rver), and the Redis realtime bus. The instances
 * share what the README says they must: MEDIA_SECRET, ACCOUNT_SECRET, PUBLIC_URL (the proxy) and TRUST_PROXY.
 */
export interface Cluster {
  /** The proxy: the only address browsers use. */
  url: string;
  instances: { a: SpawnedServer; b: SpawnedServer };
  worker: SpawnedServer;
  proxy: Proxy;
  /** SQL on the primary. */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

export async function startCluster(): Promise<Cluster> {
  const dir = await mkdtemp(join(tmpdir(), 'popreel-scale-'));
  const stops: (() => Promise<void>)[] = [() => rm(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await step().catch((error) => console.error('scale cluster stop:', error));
  };
  try {
    const postgres = await startPrimaryAndReplica();
    stops.push(postgres.stop);
    const databaseUrl = await ensureDatabase(postgres.primaryUrl, 'popreel');
    const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(dir, 's3'), configureBuckets: [{ name: 'popreel-media' }] });
    const { port: s3Port } = await s3.run();
    stops.push(() => s3.close());
    const redis = await startRedis();
    stops.push(redis.stop);

    const [proxyPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
    const shared = {
      DATABASE_URL: databaseUrl,
      DATABASE_READ_URL: withDatabase(postgres.replicaUrl, 'popreel'),
      REALTIME_BUS: 'redis',
      REDIS_URL: redis.url,
      S3_BUCKET: 'popreel-media',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      MEDIA_SECRET: randomBytes(24).toString('hex'),
      ACCOUNT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      TRUST_PROXY: 'true',
      RUN_WORKERS: 'false',
      AUTH_RATE_LIMIT_MAX: '10000',
    };
    const instance = async (name: string, port: number) => {
      const server = await spawnServer({ port, env: { ...shared, DATA_DIR: join(dir, name) } });
      stops.push(async () => void (await server.stop()));
      return server;
    };
    // One after the other: the first applies the migrations (the second would wait on their lock anyway).
    const a = await instance('instance-a', portA);
    const b = await instance('instance-b', portB);
    const worker = await spawnServer({
      env: { ...shared, DATA_DIR: join(dir, 'worker'), LOG_LEVEL: 'info' },
      command: { file: process.execPath, args: ['--import', 'tsx', 'src/server/worker.ts'] },
      waitForHealth: false,
    });
    stops.push(async () => void (await worker.stop()));
    await waitFor(async () => worker.output().includes('Popreel worker started'), 'the worker process', 60_000);
    const proxy = await startNginx(join(dir, 'nginx'), proxyPort, [portA, portB]);
    stops.push(proxy.stop);

    const query = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => databaseQuery<T>(databaseUrl, text, values);
    return { url: proxy.url, instances: { a, b }, worker, proxy, query, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
