import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connect, type DatabaseHandle } from '../../src/server/data/db.ts';
import { freshDatabase } from '../setup/template-database.ts';
import { dayStart, generateWorld, type SimulationSize } from '../../bench/lib/foryou-sim/generator.ts';
import { simulateLog } from '../../bench/lib/foryou-sim/log.ts';
import { writeDay } from '../../bench/lib/foryou-sim/replay-writer.ts';
import { forYouRanker } from '../../bench/lib/foryou-sim/rankers.ts';

/**
 * For You's drift test (issue 56 item 1): a small simulated log (bench/lib/foryou-sim, the generator of
 * bench:foryou-quality) replayed into a fresh database, then the real rebuildForYou for five viewers at a fixed
 * moment. Their first pages, as the generator's video numbers, must match tests/fixtures/for-you-golden.json:
 * any change to the ranking shows up here, on purpose. When the change is meant, rewrite the file and review
 * its diff with the change:
 *   UPDATE_FOR_YOU_GOLDEN=1 bash scripts/vitest-run.sh x --project api tests/api/for-you-drift.test.ts
 */

const SEED = 57;
const SIZE: SimulationSize = { creators: 12, videos: 120, viewers: 20, days: 4, topics: 6 };
const RANKED_AT = dayStart(SIZE.days);
const GOLDEN = resolve('tests/fixtures/for-you-golden.json');
const updating = process.env.UPDATE_FOR_YOU_GOLDEN === '1';

const world = generateWorld(SEED, SIZE);
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = connect(await freshDatabase(), 4);
  for (const day of simulateLog(world)) await writeDay(handle.db, world, day);
});
afterAll(() => handle?.close());

it(updating ? 'rewrites the golden file (UPDATE_FOR_YOU_GOLDEN=1): review its diff' : 'ranks the small simulated log as the golden file says', async () => {
  // Four viewers there from the start and the first cold start (joined on day 2 with two picked interests).
  const coldStart = world.viewers.find((viewer) => viewer.picks);
  const chosen = [...world.viewers.filter((viewer) => !viewer.picks).slice(0, coldStart ? 4 : 5), ...(coldStart ? [coldStart] : [])];
  const ranker = forYouRanker(handle.db, world, 'For You');
  const pages: Record<string, number[]> = {};
  for (const viewer of chosen) pages[`viewer ${viewer.number}${viewer.picks ? ' (cold start)' : ''}`] = await ranker.page(viewer, RANKED_AT, [], new Map());
  for (const page of Object.values(pages)) expect(page).toHaveLength(10);

  if (updating) {
    // One page a line, so a diff of the file reads as "whose page moved where".
    const lines = Object.entries(pages).map(([name, page]) => `    ${JSON.stringify(name)}: ${JSON.stringify(page)}`);
    const about = 'First For You pages (video numbers of bench/lib/foryou-sim/generator.ts) of tests/api/for-you-drift.test.ts; rewrite with UPDATE_FOR_YOU_GOLDEN=1';
    const text = `{\n  "about": ${JSON.stringify(about)},\n  "seed": ${SEED},\n  "size": ${JSON.stringify(SIZE)},\n  "rankedAt": "${new Date(RANKED_AT).toISOString()}",\n  "pages": {\n${lines.join(',\n')}\n  }\n}\n`;
    await writeFile(GOLDEN, text);
    console.log(`rewrote ${GOLDEN}: review its diff with the ranking change`);
    return;
  }
  const golden = JSON.parse(await readFile(GOLDEN, 'utf8').catch(() => {
    throw new Error(`${GOLDEN} is missing: run this test once with UPDATE_FOR_YOU_GOLDEN=1`);
  })) as { pages: Record<string, number[]> };
  expect(pages, 'For You ranks the simulated log differently: if the ranking change is meant, rerun with UPDATE_FOR_YOU_GOLDEN=1 and review the diff').toEqual(golden.pages);
});
