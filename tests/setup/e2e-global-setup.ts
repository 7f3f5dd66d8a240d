import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { provideTemplateDatabase } from './template-database.ts';

/**
 * The end-to-end suite: the one web build every file's server serves (dist/web, made before the run), and
 * one PostgreSQL with a migrated template database that each file's server gets a clone of.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(resolve('dist/web/index.html'))) {
    throw new Error('dist/web is missing: run `npx vite build` before the end-to-end tests');
  }
  return provideTemplateDatabase(project);
}
