import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/server/data/embedded-postgres.ts';
import { migrate } from '../../src/server/data/migrate.ts';
import { withDatabase } from '../../src/server/data/db.ts';
import { createLogger } from '../../src/server/logger.ts';

const TEMPLATE_DB = 'popreel_template';

/**
 * A Vitest global setup: one PostgreSQL for the whole run and one migrated template database, which every
 * test file clones (freshDatabase) instead of creating and migrating its own cluster. With TEST_DATABASE_URL
 * set (any PostgreSQL ≥ 15) that server is used instead of a throwaway embedded one.
 */
export async function provideTemplateDatabase(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  let serverUrl: string;
  if (external) {
    serverUrl = external;
  } else {
    const dir = resolve('.test-data', `${project.name}-pg-${process.pid}`);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const embedded = await startEmbeddedPostgres(dir, createLogger('warn'), { port: 0, persistent: false });
    serverUrl = embedded.url;
    stop = async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB}`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: withDatabase(serverUrl, TEMPLATE_DB) });
  await migrate(pool);
  await pool.end();
  project.provide('pgServerUrl', serverUrl);
  return stop;
}

/**
 * A fresh database cloned from the migrated template: each test file gets its own. A global setup passes the
 * server's URL itself (inject answers only inside test files).
 */
export async function freshDatabase(server: string = inject('pgServerUrl')): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.end();
  return withDatabase(server, name);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}
