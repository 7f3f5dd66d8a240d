import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import pg from 'pg';
import type { SequenceState, TableDump } from './manifest.ts';

/** Rows fetched per round trip: enough to keep the cursor busy, little enough to never hold a table in memory. */
const BATCH = 1000;

export interface DatabaseDump {
  postgresVersion: string;
  migrations: string[];
  tables: TableDump[];
  sequences: SequenceState[];
}

export class NothingToBackUpError extends Error {}

/**
 * Dumps every table of the public schema into <dir>/database/<table>.jsonl inside one repeatable-read,
 * read-only transaction: one snapshot, so counters, rows and their references agree even while the app
 * keeps writing. pg_dump is no option: the embedded package ships none, and Debian's 15 cannot dump a 17.
 */
export async function dumpDatabase(url: string, dir: string): Promise<DatabaseDump> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const hasSchema = await client.query(`select to_regclass('public.schema_migrations') is not null as present`);
    if (!hasSchema.rows[0].present) throw new NothingToBackUpError('The database holds no Popreel schema (no schema_migrations table): nothing to back up.');
    const postgresVersion = (await client.query('show server_version')).rows[0].server_version as string;
    const migrations = (await client.query('select name from schema_migrations order by name')).rows.map((row) => row.name as string);
    await mkdir(join(dir, 'database'), { recursive: true });
    const tables: TableDump[] = [];
    for (const name of await listRelations(client, 'r')) {
      const file = `database/${name}.jsonl`;
      tables.push({ name, file, rows: await dumpTable(client, name, join(dir, file)) });
    }
    const sequences: SequenceState[] = [];
    for (const name of await listRelations(client, 'S')) {
      const { rows } = await client.query(`select last_value::text, is_called from public.${client.escapeIdentifier(name)}`);
      sequences.push({ name, lastValue: rows[0].last_value, isCalled: rows[0].is_called });
    }
    await client.query('commit');
    return { postgresVersion, migrations, tables, sequences };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Ordinary tables ('r') or sequences ('S') of the public schema that no extension owns. */
async function listRelations(client: pg.Client, kind: 'r' | 'S'): Promise<string[]> {
  const { rows } = await client.query(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = $1
       and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
     order by c.relname`,
    [kind],
  );
  return rows.map((row) => row.relname as string);
}

/** Streams one table through a cursor as JSON lines; returns its row count. */
async function dumpTable(client: pg.Client, table: string, path: string): Promise<number> {
  const out = createWriteStream(path);
  let rows = 0;
  try {
    // ::text keeps pg from parsing each row's JSON only for us to serialise it again.
    await client.query(`declare dump_rows no scroll cursor for select row_to_json(t)::text as line from public.${client.escapeIdentifier(table)} t`);
    for (;;) {
      const batch = await client.query<{ line: string }>(`fetch ${BATCH} from dump_rows`);
      if (batch.rows.length === 0) break;
      await write(out, batch.rows.map((row) => row.line).join('\n') + '\n');
      rows += batch.rows.length;
    }
    await client.query('close dump_rows');
  } finally {
    out.end();
    await once(out, 'close');
  }
  return rows;
}

async function write(out: WriteStream, text: string) {
  if (!out.write(text)) await once(out, 'drain');
}
