import pg from 'pg';
import { expect, it } from 'vitest';
import { generateDbTypes, staleDbTypes } from '../../scripts/db-types-codegen.ts';
import { freshDatabase } from '../setup/template-database.ts';

/**
 * Issue 54 item 3: src/server/data/db-types.ts (and db-types/) is what kysely-codegen makes of the migrated schema, so a
 * migration that changes a table without `npm run db-types` fails here, on every CI run.
 */
it('db-types.ts is exactly what the migrations make', async () => {
  const generated = await generateDbTypes(await freshDatabase());
  expect(await staleDbTypes(generated), 'files that differ from the migrations: run `npm run db-types`').toEqual([]);
});

it('a schema change the file does not have is caught, naming the column', async () => {
  const url = await freshDatabase();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('alter table videos add column loop_count integer not null default 0');
  await client.end();
  const generated = await generateDbTypes(url);
  expect(await staleDbTypes(generated)).toEqual(['db-types/videos.ts']);
  expect(generated.get('db-types/videos.ts')).toMatch(/export interface Videos \{[^}]*loopCount: Generated<number>;/);
});
