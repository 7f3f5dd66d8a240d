import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { abandon, spawnInstance, twoFreePorts, waitUntilHealthy, type FederationInstance, type FederationInstanceInfo, type StartingInstance } from './federation-instance.ts';
import { provideTemplateDatabase } from './template-database.ts';

/**
 * The federation suite (issue 40): two real Popreel servers on loopback that talk ActivityPub to each other.
 * A (`http://localhost:<port>`) has the demo content, so maya_moves, her videos and the admin exist; B starts
 * empty and its test users sign up through the API (cheaper than a second demo seed, and B has no maya_moves
 * of its own to confuse with A's). Both serve the web build the e2e stage made (dist/web).
 *
 * One PostgreSQL with one migrated template database, cloned once per instance, instead of an embedded
 * cluster per server: one initdb and one migration run instead of two of each (and the e2e suite's cluster is
 * already gone by this run, so there is none to share). With TEST_DATABASE_URL that server is used.
 * Teardown stops both servers and removes their data directories and the PostgreSQL, whether or not tests failed.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(resolve('dist/web/index.html'))) {
    throw new Error('dist/web is missing: run `npx vite build` before the federation tests');
  }
  const began = performance.now();
  const stopDatabase = await provideTemplateDatabase(project);
  const databaseMs = performance.now() - began;
  const starting: StartingInstance[] = [];
  let instances: FederationInstance[] = [];
  const teardown = async () => {
    await Promise.allSettled(instances.map((instance) => instance.stop()));
    await stopDatabase();
  };
  try {
    const pgServerUrl = project.getProvidedContext().pgServerUrl;
    const [portA, portB] = await twoFreePorts();
    const spawnedAt = performance.now();
    starting.push(await spawnInstance('A', portA, pgServerUrl, { SEED_DEMO: 'true' }));
    starting.push(await spawnInstance('B', portB, pgServerUrl, { SEED_DEMO: 'false' }));
    const waits = starting.map((instance) => waitUntilHealthy(instance, spawnedAt));
    instances = await Promise.all(waits).catch(async (error: unknown) => {
      // The first failure ends the start: the other process is killed rather than waited for.
      await Promise.allSettled(starting.map(abandon));
      await Promise.allSettled(waits);
      throw error;
    });
  } catch (error) {
    await Promise.allSettled(starting.map(abandon));
    await stopDatabase();
    throw error;
  }
  const [a, b] = instances;
  project.provide('federation', { a: infoOf(a), b: infoOf(b) });
  console.info(
    `federation: PostgreSQL and template ${seconds(databaseMs)}; A (${a.origin}, demo content) healthy after ${seconds(a.startedInMs)}, ` +
      `B (${b.origin}) after ${seconds(b.startedInMs)}, started side by side`,
  );
  return teardown;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function infoOf({ name, origin, host, port, databaseUrl }: FederationInstance): FederationInstanceInfo {
  return { name, origin, host, port, databaseUrl };
}

declare module 'vitest' {
  export interface ProvidedContext {
    federation: { a: FederationInstanceInfo; b: FederationInstanceInfo };
  }
}
