import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { ensureDatabase, withDatabase } from '../../data/db.ts';
import { dataDirOwner, DataDirBusyError, lockDataDir, type DataDirLock } from '../../data/data-dir-lock.ts';
import { runningServerUrl, startEmbeddedPostgres, type EmbeddedDatabase } from '../../data/embedded-postgres.ts';
import type { BackupManifest } from './manifest.ts';

/** The database the app creates inside its embedded server (bootstrap.ts). */
export const EMBEDDED_DATABASE = 'popreel';
/** What each script writes into the DATA_DIR lock; a hot backup refuses to read a database being restored. */
export const LOCK_PURPOSE = { backup: 'npm run backup', restore: 'npm run restore' } as const;

export interface BackupSource {
  url: string;
  source: BackupManifest['source'];
  /** Stops what was started for the backup (a cold embedded server) and releases the DATA_DIR lock. */
  close(): Promise<void>;
}

/** A URL for messages: host and database, never the password. */
export function describeUrl(url: string): string {
  const parsed = new URL(url);
  const host = parsed.searchParams.get('host') ?? parsed.host;
  return `${host}${parsed.pathname}`;
}

/**
 * Where a backup reads from. DATABASE_URL: that database, as it is (MVCC gives the snapshot; no lock).
 * Embedded and the app stopped: take the DATA_DIR lock, start the server, back up, stop it. Embedded and
 * the app running: it holds the lock, so connect to its server through the socket its postmaster.pid names.
 */
export async function openBackupSource(config: Config, log: FastifyBaseLogger): Promise<BackupSource> {
  if (config.databaseUrl) return { url: config.databaseUrl, source: 'external', close: async () => undefined };
  if (!existsSync(join(config.dataDir, 'pg', 'PG_VERSION'))) {
    throw new Error(`${config.dataDir} holds no Popreel database (no pg/ folder): nothing to back up. Set DATA_DIR to the app's data directory, or DATABASE_URL.`);
  }
  let lock: DataDirLock;
  try {
    lock = await lockDataDir(config.dataDir, LOCK_PURPOSE.backup);
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    return { url: await runningAppServerUrl(config.dataDir), source: 'embedded-hot', close: async () => undefined };
  }
  let embedded: EmbeddedDatabase | null = null;
  try {
    embedded = await startEmbeddedPostgres(config.dataDir, log);
    const url = withDatabase(embedded.url, EMBEDDED_DATABASE);
    const stop = embedded.stop;
    const close = async () => {
      await stop().catch(() => undefined);
      await lock.release();
    };
    return { url, source: 'embedded-cold', close };
  } catch (error) {
    await embedded?.stop().catch(() => undefined);
    await lock.release();
    throw error;
  }
}

/** The URL of the embedded server the app runs on dataDir, unless a restore holds it or it is not up yet. */
async function runningAppServerUrl(dataDir: string): Promise<string> {
  const owner = await dataDirOwner(dataDir);
  if (owner?.purpose === LOCK_PURPOSE.restore) {
    throw new Error(`${dataDir} is being restored (pid ${owner.pid}). Back it up once the restore has finished.`);
  }
  const url = await runningServerUrl(dataDir, EMBEDDED_DATABASE);
  if (!url) {
    throw new Error(`${dataDir} is in use${owner ? ` by ${owner.purpose} (pid ${owner.pid})` : ''} but its PostgreSQL is not running yet. Try again once the app has started.`);
  }
  return url;
}

export interface RestoreTarget {
  url: string;
  /** For messages: "The embedded database in DATA_DIR" or the external URL without its password. */
  where: string;
  close(): Promise<void>;
}

/** Where a restore writes: DATABASE_URL as given, or a new embedded server in the (locked, empty) DATA_DIR. */
export async function openRestoreTarget(config: Config, log: FastifyBaseLogger): Promise<RestoreTarget> {
  if (config.databaseUrl) return { url: config.databaseUrl, where: `The database ${describeUrl(config.databaseUrl)}`, close: async () => undefined };
  const embedded = await startEmbeddedPostgres(config.dataDir, log);
  try {
    const url = await ensureDatabase(embedded.url, EMBEDDED_DATABASE);
    return { url, where: `The embedded database in ${config.dataDir}`, close: () => embedded.stop() };
  } catch (error) {
    await embedded.stop().catch(() => undefined);
    throw error;
  }
}
