import type { Video, World } from './generator.ts';
import type { LogDay } from './log.ts';
import { shuffled } from './random.ts';

/**
 * What has been replayed so far, kept beside the database for the evaluation: which videos exist, who
 * watched what when, and each video's likes and shares by time. The baselines rank from it, and the metrics
 * read it (seen in the last 14 days, popularity for novelty).
 */
export class ReplayedHistory {
  readonly posted: Video[] = [];
  readonly joined = new Set<number>();
  /** Watches per video so far (novelty), and their total. */
  readonly watches: number[];
  allWatches = 0;
  private readonly lastWatched = new Map<number, Map<number, number>>();
  private readonly likesAndShares: { video: number; at: number }[] = [];

  constructor(world: World) {
    this.watches = world.videos.map(() => 0);
  }

  add(log: LogDay) {
    this.posted.push(...log.posted);
    for (const viewer of log.joining) this.joined.add(viewer.number);
    for (const watch of log.watches) {
      const mine = this.lastWatched.get(watch.viewer) ?? new Map<number, number>();
      this.lastWatched.set(watch.viewer, mine);
      mine.set(watch.video, Math.max(mine.get(watch.video) ?? 0, watch.at));
      this.watches[watch.video] += 1;
      this.allWatches += 1;
    }
    this.likesAndShares.push(...log.likes, ...log.shares);
  }

  /** Whether the viewer's watch history holds the video, last watched within `days` before `at`. */
  watchedWithin(viewer: number, video: number, at: number, days = 14): boolean {
    const last = this.lastWatched.get(viewer)?.get(video);
    return last !== undefined && last > at - days * 86_400_000;
  }

  /**
   * The videos For You may show the viewer at `at`: every video posted so far (the simulation has no hidden,
   * private, muted or blocked ones, and no viewer posts), less those watched within 14 days, as the ranker's
   * own rule leaves out.
   */
  candidates(viewer: number, at: number): Video[] {
    return this.posted.filter((video) => video.createdAt < at && !this.watchedWithin(viewer, video.number, at));
  }

  /** Likes plus shares of each video in the `days` before `at`. */
  recentLikesAndShares(at: number, days = 7): Map<number, number> {
    const counts = new Map<number, number>();
    for (const act of this.likesAndShares) {
      if (act.at < at && act.at >= at - days * 86_400_000) counts.set(act.video, (counts.get(act.video) ?? 0) + 1);
    }
    return counts;
  }
}

const newestFirst = (a: Video, b: Video) => b.createdAt - a.createdAt || b.number - a.number;

/** Newest: what a chronological feed would show. */
export function newest(candidates: readonly Video[], k: number): number[] {
  return [...candidates].sort(newestFirst).slice(0, k).map((video) => video.number);
}

/** Most popular: likes and shares in the last 7 days, the newest first among equals. */
export function mostPopular(candidates: readonly Video[], recent: ReadonlyMap<number, number>, k: number): number[] {
  const count = (video: Video) => recent.get(video.number) ?? 0;
  return [...candidates].sort((a, b) => count(b) - count(a) || newestFirst(a, b)).slice(0, k).map((video) => video.number);
}

/** Random: a seeded shuffle, the floor any ranker must clear. */
export function randomPage(candidates: readonly Video[], random: () => number, k: number): number[] {
  return shuffled(candidates, random).slice(0, k).map((video) => video.number);
}
