import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/server/data/embedded-postgres.ts';
import { migrate } from '../src/server/data/migrate.ts';
import { createLogger } from '../src/server/logger.ts';
import { DB_TYPES_FILE, generateDbTypes } from './db-types-codegen.ts';

/**
 * `npm run db-types`: migrates a throwaway embedded PostgreSQL (or DATABASE_URL's empty database, when set)
 * and rewrites src/server/data/db-types.ts from it. With `--check` it writes nothing and exits 1 when the
 * file differs (the API suite runs the same comparison on every CI run: tests/api/db-types.test.ts).
 */
const check = process.argv.includes('--check');
const external = process.env.DATABASE_URL;
const dir = external ? null : await mkdtemp(join(tmpdir(), 'popreel-db-types-'));
const embedded = dir ? await startEmbeddedPostgres(dir, createLogger('warn'), { port: 0, persistent: false }) : null;
try {
  const url = external ?? embedded!.url;
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  await migrate(pool);
  await pool.end();
  const text = await generateDbTypes(url);
  if (!check) {
    await writeFile(DB_TYPES_FILE, text);
    console.log(`wrote ${DB_TYPES_FILE}`);
  } else if (text !== (await readFile(DB_TYPES_FILE, 'utf8'))) {
    console.error(`${DB_TYPES_FILE} differs from what the migrations make: run \`npm run db-types\``);
    process.exitCode = 1;
  } else {
    console.log(`${DB_TYPES_FILE} matches the migrations`);
  }
} finally {
  await embedded?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
}
