import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServerBundle } from '../../scripts/server-bundle.ts';
import { provideTemplateDatabase } from './template-database.ts';

/**
 * The end-to-end suite: the one web build every file's server serves (dist/web, made before the run), one
 * PostgreSQL with a migrated template database that each file's server gets a clone of, the server built once
 * as one module that every file's server runs (scripts/server-bundle.ts), and the run's folder of screens axe
 * has audited (accessibility-audit.ts), empty at the start.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(resolve('dist/web/index.html'))) {
    throw new Error('dist/web is missing: run `npx vite build` before the end-to-end tests');
  }
  const axeScreensDir = resolve('.test-data', `axe-screens-${process.pid}`);
  await rm(axeScreensDir, { recursive: true, force: true });
  await mkdir(axeScreensDir, { recursive: true });
  project.provide('axeScreensDir', axeScreensDir);
  const serverDir = resolve('.test-data', `server-${process.pid}`);
  project.provide('serverBundle', await buildServerBundle(resolve(serverDir, 'main.mjs')));
  const stopDatabase = await provideTemplateDatabase(project);
  return async () => {
    await stopDatabase();
    await rm(axeScreensDir, { recursive: true, force: true });
    await rm(serverDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    axeScreensDir: string;
    /** The run's built server, which startPopreel runs (absent outside the end-to-end suite: tsx runs the sources). */
    serverBundle?: string;
  }
}
