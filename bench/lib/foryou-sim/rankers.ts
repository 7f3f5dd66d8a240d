import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../../src/server/data/db.ts';
import { RecommendationRepo } from '../../../src/server/data/repos/recommendation.repo.ts';
import { rebuildForYou } from '../../../src/server/domain/feed/for-you-order.ts';
import { mostPopular, newest, randomPage } from './baselines.ts';
import type { Video, Viewer, World } from './generator.ts';
import { engageChance } from './taste.ts';

/** What every ranker is asked: the first page of this viewer's For You at `at`, as video numbers. */
export interface Ranker {
  name: string;
  page(viewer: Viewer, at: number, candidates: readonly Video[], recent: ReadonlyMap<number, number>): Promise<number[]>;
  /** Milliseconds spent ranking, summed (the real rankers: rebuild plus reading the page). */
  spentMs: number;
}

export const PAGE = 10;
type Rebuild = (repo: RecommendationRepo, userId: string, now?: Date) => Promise<void>;
type RepoClass = new (db: Db) => RecommendationRepo;

/**
 * A For You ranker run as production runs it: rebuildForYou writes the viewer's list into `recommendations`,
 * and the page is read in the feed's order (score, then id, descending). The feed's read adds the list rule,
 * mutes and the viewer's For You languages, none of which the simulation sets, so this is the page served.
 * Each rebuild first replaces the viewer's whole list, so one ranker leaves nothing another reads.
 */
export function forYouRanker(db: Db, world: World, name: string, rebuild: Rebuild = rebuildForYou, Repo: RepoClass = RecommendationRepo): Ranker {
  const numberOf = new Map(world.videos.map((video) => [video.id, video.number]));
  const ranker: Ranker = {
    name,
    spentMs: 0,
    async page(viewer, at) {
      const started = performance.now();
      await rebuild(new Repo(db), viewer.id, new Date(at));
      const rows = await sql<{ videoId: string }>`
        select video_id from recommendations where user_id = ${viewer.id} order by score desc, video_id desc limit ${PAGE}`.execute(db);
      ranker.spentMs += performance.now() - started;
      return rows.rows.map((row) => {
        const number = numberOf.get(row.videoId);
        if (number === undefined) throw new Error(`${name} recommended ${row.videoId}, which the simulation never posted`);
        return number;
      });
    },
  };
  return ranker;
}

/**
 * Another checkout's ranker (FORYOU_BEFORE), imported from its own sources, to run on this database through
 * forYouRanker. Only a
 * ranker that ranks as of a given moment can replay the past: before the commit "For You ranks as of a given
 * moment", rebuildForYou had no `now` and scored with SQL now(), so every replayed day would be ranked as of
 * today. Such a checkout is refused rather than measured wrongly.
 */
export async function loadCheckoutRanker(checkout: string): Promise<{ rebuild: Rebuild; Repo: RepoClass }> {
  const orderFile = resolve(checkout, 'src/server/domain/feed/for-you-order.ts');
  const source = await readFile(orderFile, 'utf8');
  if (!/export function rebuildForYou\([^)]*\bnow\b/.test(source)) {
    throw new Error(`FORYOU_BEFORE=${checkout}: its rebuildForYou takes no \`now\`, so it cannot rank a replayed day; use a checkout at or after "For You ranks as of a given moment"`);
  }
  const order = (await import(orderFile)) as { rebuildForYou: Rebuild };
  const repo = (await import(resolve(checkout, 'src/server/data/repos/recommendation.repo.ts'))) as { RecommendationRepo: RepoClass };
  return { rebuild: order.rebuildForYou, Repo: repo.RecommendationRepo };
}

/** The three baselines, over the same candidates the ranker may show. */
export function baselineRankers(random: () => number): Ranker[] {
  const timed = (name: string, rank: Ranker['page']): Ranker => {
    const ranker: Ranker = {
      name,
      spentMs: 0,
      async page(...args) {
        const started = performance.now();
        const page = await rank(...args);
        ranker.spentMs += performance.now() - started;
        return page;
      },
    };
    return ranker;
  };
  return [
    timed('newest', async (_viewer, _at, candidates) => newest(candidates, PAGE)),
    timed('most popular', async (_viewer, _at, candidates, recent) => mostPopular(candidates, recent, PAGE)),
    timed('random', async (_viewer, _at, candidates) => randomPage(candidates, random, PAGE)),
  ];
}

/**
 * The ceiling: ranks by the hidden engagement chance itself, which no real ranker can know. Where a ranker
 * sits between random and this says more than its number alone.
 */
export function oracleRanker(): Ranker {
  const ranker: Ranker = {
    name: 'oracle',
    spentMs: 0,
    async page(viewer, _at, candidates) {
      const started = performance.now();
      const page = [...candidates].sort((a, b) => engageChance(viewer, b) - engageChance(viewer, a) || b.number - a.number).slice(0, PAGE);
      ranker.spentMs += performance.now() - started;
      return page.map((video) => video.number);
    },
  };
  return ranker;
}
