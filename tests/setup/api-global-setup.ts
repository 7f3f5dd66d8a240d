import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/server/data/embedded-postgres.ts';
import { migrate } from '../../src/server/data/migrate.ts';
import { withDatabase } from '../../src/server/data/db.ts';
import { createLogger } from '../../src/server/logger.ts';

export const TEMPLATE_DB = 'popreel_template';

/**
 * One PostgreSQL for the whole API run and one migrated template database; each test file clones it.
 * With TEST_DATABASE_URL set (any PostgreSQL ≥ 15) that server is used instead of a throwaway embedded one.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  let serverUrl: string;
  if (external) {
    serverUrl = external;
  } else {
    const dir = resolve('.test-data', `api-pg-${process.pid}`);
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
  const templateUrl = withDatabase(serverUrl, TEMPLATE_DB);
  const pool = new pg.Pool({ connectionString: templateUrl });
  await migrate(pool);
  await pool.end();
  project.provide('pgServerUrl', serverUrl);
  return async () => {
    await stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}
