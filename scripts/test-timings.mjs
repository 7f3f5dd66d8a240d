// `node scripts/test-timings.mjs [REPORT…]`: where a test run's time went, per file, from the JSON reports
// Vitest wrote to .cache/test-reports (scripts/vitest-run.sh): each run's tests and wall time, then its files
// slowest first with their test counts and their slowest test.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

const dir = '.cache/test-reports';
const names = process.argv.slice(2);
const reports = (names.length ? names : readdirSync(dir).filter((name) => name.endsWith('.json')).map((name) => basename(name, '.json')))
  .map((name) => ({ name, report: JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) }));

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
for (const { name, report } of reports) {
  const files = report.testResults.map((file) => {
    const slowest = [...file.assertionResults].sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))[0];
    return { path: relative(process.cwd(), file.name), ms: file.endTime - file.startTime, tests: file.assertionResults.length, slowest };
  });
  const wall = Math.max(...report.testResults.map((file) => file.endTime)) - report.startTime;
  console.log(`\n${name}: ${report.numPassedTests}/${report.numTotalTests} tests passed, ${report.numFailedTests} failed, ${report.numPendingTests + report.numTodoTests} skipped; ${files.length} files; wall ${seconds(wall).trim()}, files summed ${seconds(files.reduce((sum, file) => sum + file.ms, 0)).trim()}`);
  for (const file of files.sort((a, b) => b.ms - a.ms)) {
    const slowest = file.slowest ? `  slowest: ${seconds(file.slowest.duration ?? 0).trim()} ${file.slowest.title}` : '';
    console.log(`${seconds(file.ms)}  ${String(file.tests).padStart(3)} tests  ${file.path}${slowest.slice(0, 110)}`);
  }
}
