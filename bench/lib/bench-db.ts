import { resolve } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/server/data/embedded-postgres.ts';
import { ensureDatabase, withDatabase } from '../../src/server/data/db.ts';
import { migrate } from '../../src/server/data/migrate.ts';
import { createLogger } from '../../src/server/logger.ts';

/**
 * The benchmark database: DATABASE_URL when set, else an embedded cluster kept in .bench-data so the large
 * seed is made once and reused by later runs.
 */
export async function benchDatabase(name: string) {
  const { url: serverUrl, stop } = await benchServer();
  const url = await ensureDatabase(serverUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  await migrate(pool);
  await pool.end();
  return { url, stop };
}

/** The benchmark's PostgreSQL server: DATABASE_URL when set, else the embedded cluster in .bench-data. */
export async function benchServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const embedded = await startEmbeddedPostgres(resolve('.bench-data'), createLogger('warn'));
  return { url: embedded.url, stop: () => embedded.stop() };
}

/** A run that seeds its own database leaves nothing behind: it drops that database, then stops the server. */
export async function dropBenchDatabase(database: { url: string; stop: () => Promise<void> }, name: string) {
  const admin = new pg.Client({ connectionString: withDatabase(database.url, 'postgres') });
  await admin.connect();
  await admin.query(`drop database ${admin.escapeIdentifier(name)}`);
  await admin.end();
  await database.stop();
}
