import { createHash } from 'node:crypto';
import type { RawBuilder } from 'kysely';
import type pg from 'pg';
import { type Db, sqlNames } from './db.ts';

/**
 * Runs a hot query as a named prepared statement: each connection parses it once, and PostgreSQL can reuse
 * a generic plan instead of planning a many-join statement on every request. The name is derived from the
 * SQL text, so each shape of a query (with or without a cursor) gets its own statement.
 */
export async function runPrepared<T>(db: Db, pool: pg.Pool, query: RawBuilder<T>): Promise<T[]> {
  const compiled = query.compile(db);
  const name = statementName(compiled.sql);
  const result = await pool.query({ name, text: compiled.sql, values: compiled.parameters as unknown[] });
  // The rows come straight from pg, past Kysely: they get TypeScript's names here, by the plugin's own rule.
  const named = await sqlNames.transformResult({ result: { rows: result.rows }, queryId: { queryId: name } });
  return named.rows as T[];
}

/** Names by SQL text, so a hot query hashes its text once per process; the shapes are a fixed, small set. */
const names = new Map<string, string>();

function statementName(text: string) {
  let name = names.get(text);
  if (!name) {
    name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}
