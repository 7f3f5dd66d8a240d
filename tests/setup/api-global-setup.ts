import type { TestProject } from 'vitest/node';
import { provideTemplateDatabase } from './template-database.ts';

/** The API suite: one PostgreSQL and a migrated template database; each test file clones it. */
export default async function setup(project: TestProject) {
  return provideTemplateDatabase(project);
}
