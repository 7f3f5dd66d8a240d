import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { expect, it } from 'vitest';
import { DB_TYPES_FILE, generateDbTypes } from '../../scripts/db-types-codegen.ts';
import { freshDatabase } from '../setup/template-database.ts';

/**
 * Issue 54 item 3: src/server/data/db-types.ts is what kysely-codegen makes of the migrated schema, so a
 * migration that changes a table without `npm run db-types` fails here, on every CI run.
 */
it('db-types.ts is exactly what the migrations make', async () => {
  const generated = await generateDbTypes(await freshDatabase());
  expect(generated === (await readFile(DB_TYPES_FILE, 'utf8')), `${DB_TYPES_FILE} differs from the migrations: run \`npm run db-types\``).toBe(true);
});

it('a schema change the file does not have is caught, naming the column', async () => {
  const url = await freshDatabase();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('alter table videos add column loop_count integer not null default 0');
  await client.end();
  const generated = await generateDbTypes(url);
  const checkedIn = await readFile(DB_TYPES_FILE, 'utf8');
  expect(generated).not.toBe(checkedIn);
  expect(generated).toMatch(/export interface Videos \{[^}]*loop_count: Generated<number>;/);
  expect(checkedIn).not.toContain('loop_count');
});
