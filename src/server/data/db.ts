import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './db-types.ts';

export type Db = Kysely<Database>;

// Return bigint counts and ids as numbers/strings the way the API shows them.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : value;
});

export interface DatabaseHandle {
  db: Db;
  pool: pg.Pool;
  /** The pool the feeds' prepared statements run on (see feedPool), on the primary. */
  feedPool: pg.Pool;
  /** The same on DATABASE_READ_URL (a replica) when it is set; else the very same pool as feedPool. */
  feedReadPool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

export function connect(url: string, max = 20, readUrl: string | null = null): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection (e.g. the database restarting) must not crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const feeds = feedPool(url);
  const feedReads = readUrl ? feedPool(readUrl) : feeds;
  // Once, however often it is asked: a stop during start-up may close the handle from two places.
  let closing: Promise<void> | null = null;
  const close = () => (closing ??= db.destroy().then(() => Promise.all([feeds.end(), feedReads === feeds ? null : feedReads.end()]).then(() => undefined)));
  return { db, pool, feedPool: feeds, feedReadPool: feedReads, url, close };
}

/**
 * Connections for the feeds' named prepared statements (prepared.ts), whose plans are the same for every
 * viewer: index walks from the viewer's id, ten rows. PostgreSQL's own choice between a generic and a custom
 * plan goes by estimated costs, and on some statistics it plans every execution afresh, 1.2 ms of planning for
 * 0.2 ms of work (For You went from 0.35 to 1.55 ms after an ANALYZE; decision 034). On these connections a
 * prepared statement always keeps its generic plan. Only named statements use plan_cache_mode, but the app's
 * other queries are parameterised unnamed statements that it would also force, so they stay on the main pool.
 */
function feedPool(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000, options: '-c plan_cache_mode=force_generic_plan' });
  pool.on('error', () => undefined);
  return pool;
}

/** Creates the named database on the server at `url` if it does not exist yet; returns its URL. */
export async function ensureDatabase(url: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  return withDatabase(url, name);
}

/** The same server's URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}
