// `node scripts/test-durations.mjs`: keeps each test file's duration from a whole `npm test`'s JSON reports
// (.cache/test-reports, written by scripts/vitest-run.sh under the names scripts/test.sh gives them) in
// tests/file-durations.json, which the longest-first sequencer (tests/setup/longest-first.ts) orders a fresh
// clone's run by. A file missing from the reports keeps its last known duration; a deleted file goes.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = '.cache/test-reports';
const target = 'tests/file-durations.json';
// The PostgreSQL 15 set is ordered by the same files' times on PostgreSQL 17.
const wholeRunReports = ['unit', 'api-embedded', 'e2e', 'federation', 'scale'];
const durations = existsSync(target) ? JSON.parse(readFileSync(target, 'utf8')) : {};
for (const name of wholeRunReports) {
  const path = join(dir, `${name}.json`);
  if (!existsSync(path)) continue;
  for (const file of JSON.parse(readFileSync(path, 'utf8')).testResults) {
    // Relative to the checkout that ran, which may be another clone (CI's).
    const path = file.name.replace(/^.*?\/(src|tests|scripts)\//, '$1/');
    durations[path] = Math.round(file.endTime - file.startTime);
  }
}
const kept = Object.entries(durations).filter(([path]) => existsSync(path)).sort(([a], [b]) => a.localeCompare(b));
writeFileSync(target, `${JSON.stringify(Object.fromEntries(kept), null, 1)}\n`);
console.log(`${target}: ${kept.length} files`);
