import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './db-types.ts';

export type Db = Kysely<Database>;

// Return bigint counts and ids as numbers/strings the way the API shows them.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : value;
});

/**
 * TypeScript names tables and columns in camelCase, SQL in snake_case (issue 54, decision 066): the plugin
 * writes a query's identifiers in SQL's spelling and reads a row's top-level keys back in TypeScript's. Values
 * inside a row are left alone, so JSON columns (a key's JWK, a job's payload) come back exactly as stored.
 * Raw `sql` text is not rewritten: it names columns in snake_case, and its rows are renamed like any other.
 */
export const sqlNames = new CamelCasePlugin({ maintainNestedObjectKeys: true });

export interface DatabaseHandle {
  db: Db;
  pool: pg.Pool;
  /** Feed pages and cards: a pool on DATABASE_READ_URL (a replica) when it is set, else `pool` itself. */
  feedReadPool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

export function connect(url: string, max = 20, readUrl: string | null = null): DatabaseHandle {
  const newPool = (connectionString: string) => {
    const created = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
    // An idle client losing its connection (e.g. the database restarting) must not crash the process.
    created.on('error', () => undefined);
    return created;
  };
  const pool = newPool(url);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [sqlNames] });
  const feedReadPool = readUrl ? newPool(readUrl) : pool;
  // Once, however often it is asked: a stop during start-up may close the handle from two places.
  let closing: Promise<void> | null = null;
  const close = () => (closing ??= db.destroy().then(() => (feedReadPool === pool ? undefined : feedReadPool.end())));
  return { db, pool, feedReadPool, url, close };
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
