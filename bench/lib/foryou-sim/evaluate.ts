import type { ReplayedHistory } from './baselines.ts';
import { dayStart, type Viewer, type World } from './generator.ts';
import { gini, hitAt, mean, ndcgAt, precisionAt, selfInformation } from './metrics.ts';
import { PAGE, type Ranker } from './rankers.ts';
import { expectedWatchSeconds, outcome } from './taste.ts';

/**
 * One held-out day, before it is replayed: every ranker is asked for each sampled viewer's first page as of
 * the day's first moment, and each page is judged against what that viewer would do that day (taste.ts's
 * draws over every candidate, made once per viewer, so every ranker meets the same set).
 */

/** What one ranker's pages added up to over the held-out days. */
export class Scoreboard {
  readonly hits: number[] = [];
  readonly newPersonHits: number[] = [];
  readonly ndcg: number[] = [];
  readonly precision: number[] = [];
  readonly watchSeconds: number[] = [];
  readonly seenShare: number[] = [];
  readonly novelty: number[] = [];
  readonly shown = new Set<number>();
  readonly exposure = new Map<number, number>();
  pages = 0;
  constructor(readonly ranker: Ranker) {}
}

export async function evaluateDay(world: World, history: ReplayedHistory, day: number, viewers: readonly Viewer[], boards: Scoreboard[], available: Set<number>) {
  const at = dayStart(day);
  const recent = history.recentLikesAndShares(at);
  const catalogue = history.posted.filter((video) => video.createdAt < at).length;
  for (const viewer of viewers) {
    const candidates = history.candidates(viewer.number, at);
    for (const video of candidates) available.add(video.number);
    const grades = new Map<number, number>();
    for (const video of candidates) {
      const grade = outcome(world, viewer, video, day).grade;
      if (grade > 0) grades.set(video.number, grade);
    }
    for (const board of boards) {
      const page = await board.ranker.page(viewer, at, candidates, recent);
      board.pages += 1;
      const quality = ndcgAt(page, grades, PAGE);
      // A viewer who would engage with nothing that day says nothing about rankers: left out of both.
      if (quality !== null) {
        board.ndcg.push(quality);
        board.hits.push(hitAt(page, grades, PAGE) ? 1 : 0);
        board.precision.push(precisionAt(page, grades, PAGE));
        if (viewer.picks) board.newPersonHits.push(hitAt(page, grades, PAGE) ? 1 : 0);
      }
      board.watchSeconds.push(page.reduce((sum, video) => sum + expectedWatchSeconds(viewer, world.videos[video]), 0));
      if (page.length > 0) board.seenShare.push(page.filter((video) => history.watchedWithin(viewer.number, video, at)).length / page.length);
      for (const video of page) {
        board.novelty.push(selfInformation(history.watches[video], history.allWatches, catalogue));
        board.shown.add(video);
        const creator = world.videos[video].creator;
        board.exposure.set(creator, (board.exposure.get(creator) ?? 0) + 1);
      }
    }
  }
}

/** Rows of metrics, a column per ranker. */
export function printScores(world: World, boards: Scoreboard[], available: Set<number>, log: (line: string) => void = console.log) {
  const creatorsAvailable = new Set([...available].map((video) => world.videos[video].creator));
  const percent = (value: number) => (Number.isNaN(value) ? 'n/a' : `${(100 * value).toFixed(1)} %`);
  const fixed = (digits: number, unit = '') => (value: number) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(digits)}${unit}`);
  const rows: [string, (board: Scoreboard) => string][] = [
    [`hit rate@${PAGE}`, (b) => percent(mean(b.hits))],
    [`  new persons (cold start)`, (b) => `${percent(mean(b.newPersonHits))} of ${b.newPersonHits.length} pages`],
    [`nDCG@${PAGE}`, (b) => fixed(3)(mean(b.ndcg))],
    [`precision@${PAGE}`, (b) => percent(mean(b.precision))],
    [`expected watch time@${PAGE}`, (b) => fixed(1, ' s')(mean(b.watchSeconds))],
    ['catalogue coverage', (b) => percent(b.shown.size / Math.max(available.size, 1))],
    ['creator exposure Gini', (b) => fixed(3)(gini([...creatorsAvailable].map((creator) => b.exposure.get(creator) ?? 0)))],
    ['novelty (mean bits)', (b) => fixed(2)(mean(b.novelty))],
    ['seen in the last 14 days', (b) => percent(mean(b.seenShare))],
    ['ranking time a page', (b) => fixed(1, ' ms')(b.ranker.spentMs / Math.max(b.pages, 1))],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const columns = boards.map((board) => Math.max(board.ranker.name.length, ...rows.map(([, cell]) => cell(board).length)));
  log(`${'metric'.padEnd(width)}  ${boards.map((board, i) => board.ranker.name.padStart(columns[i])).join('  ')}`);
  for (const [label, cell] of rows) log(`${label.padEnd(width)}  ${boards.map((board, i) => cell(board).padStart(columns[i])).join('  ')}`);
}
