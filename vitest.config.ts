import { defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/setup/longest-first.ts';

/**
 * Five projects: unit (beside the code), api (real PostgreSQL, real HTTP), e2e (real Chromium), scale (all of it
 * at scale), federation (two instances talking ActivityPub, in Chromium).
 */
export default defineConfig({
  test: {
    // The slowest files first, from the durations kept in the repository, so a fresh clone's run is packed as
    // well as a run with Vitest's cache (tests/setup/longest-first.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Files share a worker's imports (34 s → 15 s here); none keeps module state between files.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/setup/api-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          // A worker runs file after file in one process: the server's modules are imported once per worker, not
          // once per file (some 4 s each). Every file still starts its own app on its own database.
          isolate: false,
        },
      },
      {
        // npm run test:scale (scripts/test-scale.sh): the whole shape at scale, in Chromium (issue 27).
        test: {
          name: 'scale',
          include: ['tests/scale/**/*.scale.ts'],
          setupFiles: ['tests/setup/e2e-audit-hooks.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          pool: 'forks',
          maxWorkers: 1,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/setup/e2e-global-setup.ts'],
          setupFiles: ['tests/setup/e2e-audit-hooks.ts'],
          // 60 s was exceeded on a slower CI machine by a test that plays 15 s of real video in four browsers
          // (studio, 2026-12-02) while the other worker ran: a timeout only decides how long a hung test takes to fail.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Two at a time: four saturated the two cores (9 minutes for 8 files, and a recording test timed out).
          maxWorkers: 2,
          isolate: false,
          // What a screen shows after a request, a job or a media element starts takes seconds on a loaded CI
          // machine: expect.poll's 1 s default made a passing assertion fail there (languages, sounds). A poll
          // returns as soon as it holds, so only a failing one waits the whole time.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        // npm run test:federation (issue 40): two real servers on loopback, started once for the run; one file
        // at a time, since every file shares them and a remote delivery may take a job queue's round trip.
        test: {
          name: 'federation',
          include: ['tests/federation/**/*.fed.ts'],
          globalSetup: ['tests/setup/federation-global-setup.ts'],
          setupFiles: ['tests/setup/e2e-audit-hooks.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 1,
          expect: { poll: { timeout: 10_000 } }, // as e2e: a remote server's answer takes its queue's round trip
        },
      },
    ],
  },
});
