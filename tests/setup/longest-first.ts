import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files in the order that ends a run soonest on two workers: the slowest first, so that a long file never
 * starts last while the other worker has nothing left (issue 54, item 9; decision 072). Vitest does this itself
 * from its cache of the last run, but a fresh clone has no cache and falls back to file size, which put a
 * 94-second file last and cost the browser suite two minutes. So the durations of a whole run are kept in the
 * repository (tests/file-durations.json, written by `node scripts/test-durations.mjs` from a run's reports);
 * a file they do not know yet runs first, as Vitest runs an unknown file.
 */
const DURATIONS_FILE = resolve(import.meta.dirname, '../file-durations.json');

function knownDurations(): Record<string, number> {
  return existsSync(DURATIONS_FILE) ? (JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>) : {};
}

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const durations = knownDurations();
    const root = this.ctx.config.root;
    const duration = (file: TestSpecification) => durations[relative(root, file.moduleId)] ?? Number.POSITIVE_INFINITY;
    // Projects still run one after another, in the order the base sequencer gives them.
    const base = await super.sort(files);
    const projectOrder = new Map<string, number>();
    for (const file of base) if (!projectOrder.has(file.project.name)) projectOrder.set(file.project.name, projectOrder.size);
    return [...base].sort(
      (a, b) => projectOrder.get(a.project.name)! - projectOrder.get(b.project.name)! || duration(b) - duration(a),
    );
  }
}
