import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { provideTemplateDatabase } from './template-database.ts';

/**
 * The end-to-end suite: the one web build every file's server serves (dist/web, made before the run), one
 * PostgreSQL with a migrated template database that each file's server gets a clone of, and the run's folder
 * of screens axe has audited (accessibility-audit.ts), empty at the start.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(resolve('dist/web/index.html'))) {
    throw new Error('dist/web is missing: run `npx vite build` before the end-to-end tests');
  }
  const axeScreensDir = resolve('.test-data', `axe-screens-${process.pid}`);
  await rm(axeScreensDir, { recursive: true, force: true });
  await mkdir(axeScreensDir, { recursive: true });
  project.provide('axeScreensDir', axeScreensDir);
  const stopDatabase = await provideTemplateDatabase(project);
  return async () => {
    await stopDatabase();
    await rm(axeScreensDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    axeScreensDir: string;
  }
}
