import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/server/data/embedded-postgres.ts';
import { migrate } from '../src/server/data/migrate.ts';
import { createLogger } from '../src/server/logger.ts';
import { DB_TYPES_DIR, generateDbTypes, staleDbTypes } from './db-types-codegen.ts';

/**
 * `npm run db-types`: migrates a throwaway embedded PostgreSQL (or DATABASE_URL's empty database, when set)
 * and rewrites src/server/data/db-types.ts and db-types/<area>.ts from it. With `--check` it writes nothing and exits 1 when the
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
  const files = await generateDbTypes(url);
  const stale = check ? await staleDbTypes(files) : [];
  if (!check) {
    for (const [path, text] of files) {
      await mkdir(dirname(join(DB_TYPES_DIR, path)), { recursive: true });
      await writeFile(join(DB_TYPES_DIR, path), text);
    }
    console.log(`wrote ${[...files.keys()].map((path) => join(DB_TYPES_DIR, path)).join(', ')}`);
  } else if (stale.length) {
    console.error(`${stale.map((path) => join(DB_TYPES_DIR, path)).join(', ')} differ from what the migrations make: run \`npm run db-types\``);
    process.exitCode = 1;
  } else {
    console.log('the database types match the migrations');
  }
} finally {
  await embedded?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
}
