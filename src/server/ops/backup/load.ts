import { createReadStream } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { migrate, MIGRATIONS_DIR } from '../../data/migrate.ts';
import { assertMigrationsKnown, codeMigrations, type BackupManifest } from './manifest.ts';
import { DELETED_ACCOUNT_ID } from '../../data/repos/account-erasure.repo.ts';

/** Rows an empty database has from its migrations alone: the deleted-user account. */
const MADE_BY_MIGRATIONS: Record<string, string> = { users: 'where id <> $1', profiles: 'where user_id <> $1' };

/** Rows per insert, and a byte cap so a batch of long captions stays a modest statement. */
const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * Refuses a target that already holds Popreel data or a newer schema than the archive: restore adds rows to
 * nothing, it never merges.
 */
export async function assertEmptyDatabase(pool: pg.Pool, manifest: BackupManifest, where: string) {
  const tables = (await pool.query(`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`)).rows.map((row) => row.relname as string);
  if (tables.includes('users')) {
    const users = Number((await pool.query('select count(*) from users where id <> $1', [DELETED_ACCOUNT_ID])).rows[0].count);
    if (users > 0) throw new Error(`${where} already has ${users} user${users === 1 ? '' : 's'}. Restore only into an empty database.`);
  }
  const filled: string[] = [];
  for (const table of tables.filter((name) => name !== 'schema_migrations')) {
    const { rowCount } = await pool.query(`select 1 from public.${pg.escapeIdentifier(table)} ${MADE_BY_MIGRATIONS[table] ?? ''} limit 1`, MADE_BY_MIGRATIONS[table] ? [DELETED_ACCOUNT_ID] : []);
    if (rowCount) filled.push(table);
  }
  if (filled.length) throw new Error(`${where} already holds rows in ${filled.join(', ')}. Restore only into an empty database.`);
  if (tables.includes('schema_migrations')) {
    const applied = (await pool.query('select name from schema_migrations order by name')).rows.map((row) => row.name as string);
    if (applied.some((name, index) => manifest.migrations[index] !== name)) {
      throw new Error(`${where} already has migrations this backup does not have (${applied.filter((name) => !manifest.migrations.includes(name)).join(', ')}). Restore into an empty database.`);
    }
  }
}

/**
 * Builds the archive's schema (its migrations, nothing newer), loads every table in one transaction with
 * triggers off — the dumped counters are already right, and a replayed follow must not notify again — puts
 * sequences back, then applies this code's newer migrations so they migrate the restored rows too.
 */
export async function loadDatabase(pool: pg.Pool, dir: string, manifest: BackupManifest): Promise<string[]> {
  assertMigrationsKnown(manifest.migrations, await codeMigrations());
  const archivedSchema = join(dir, 'migrations');
  await mkdir(archivedSchema, { recursive: true });
  for (const name of manifest.migrations) await copyFile(join(MIGRATIONS_DIR, name), join(archivedSchema, name));
  await migrate(pool, archivedSchema);

  const client = await pool.connect();
  try {
    await client.query('begin');
    // The migrations just made the deleted-user account; the archive's own copy of it, if any, is loaded instead.
    await client.query('delete from users where id = $1', [DELETED_ACCOUNT_ID]);
    await replicaRole(client);
    // schema_migrations is itself a dumped table: keep the original applied_at times.
    await client.query('delete from schema_migrations');
    for (const table of manifest.tables) {
      const loaded = await loadTable(client, table.name, join(dir, table.file));
      if (loaded !== table.rows) throw new Error(`Table ${table.name}: the backup lists ${table.rows} rows but its file holds ${loaded}.`);
    }
    for (const sequence of manifest.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [`public.${pg.escapeIdentifier(sequence.name)}`, sequence.lastValue, sequence.isCalled]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  const applied = await migrate(pool);
  await pool.query('select ensure_deleted_account()');
  return applied;
}

async function replicaRole(client: pg.PoolClient) {
  try {
    await client.query('set local session_replication_role = replica');
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error;
    throw new Error(
      'Restore must load rows with triggers off (session_replication_role = replica), which this database role may not set. ' +
        'Restore as a superuser, or run: GRANT SET ON PARAMETER session_replication_role TO <role>;',
    );
  }
}

/** Streams a JSON-lines file into its table in batches; returns the rows inserted. */
async function loadTable(client: pg.PoolClient, table: string, path: string): Promise<number> {
  const { rows: columns } = await client.query<{ name: string }>(
    `select attname as name from pg_attribute
     where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [`public.${pg.escapeIdentifier(table)}`],
  );
  if (columns.length === 0) throw new Error(`This backup holds table ${table}, which its migrations do not create.`);
  const list = columns.map((column) => pg.escapeIdentifier(column.name)).join(', ');
  const target = `public.${pg.escapeIdentifier(table)}`;
  // overriding system value: identity columns keep their dumped ids, as serial ones do.
  const insert = `insert into ${target} (${list}) overriding system value select ${list} from json_populate_recordset(null::${target}, $1::json)`;
  let loaded = 0;
  let batch: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    loaded += (await client.query(insert, [`[${batch.join(',')}]`])).rowCount ?? 0;
    batch = [];
    bytes = 0;
  };
  const lines = createInterface({ input: createReadStream(path), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
  }
  await flush();
  return loaded;
}
