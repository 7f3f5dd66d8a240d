import { hashUniform } from './random.ts';
import type { Video, Viewer, World } from './generator.ts';

/**
 * The ground truth: how likely a viewer is to engage with a video, and what they do when shown it. The ranker
 * never reads any of this; it sees only the rows the log leaves behind.
 *
 * p(engage) = sigmoid(−3.8 + 6·taste + ln(quality) − 2.2·(other language) + 1.5·(favourite creator) + pickiness),
 * where taste = the viewer's weight for the video's main topic + half their weight for its second tag. A
 * well-matched video (a main topic weighing 0.6, own language, median quality) is engaged with 45 % of the time;
 * an unrelated one about 2 %.
 *
 * Shown a video, the viewer engages with probability p. Engaged: a complete watch 4 times in 5 (a quarter of
 * those loop it again for 30–100 % more), else half of it or so; a completed watch is liked 45 %, shared 8 %,
 * saved 10 %; an engaged one is commented 4 %, and its creator followed 2 % (10 % for a favourite). Not
 * engaged: a quick skip under 2 s 7 times in 10, else 10–35 % of it; a clearly unwanted video (p < 4 %) is
 * marked Not interested 1.5 % of the time.
 */

const ENGAGED_COMPLETES = 0.8;
const LOOPS = 0.25;
const LOOP_MEAN_EXTRA = 0.65;
const PARTIAL_MEAN = 0.6;
const QUICK_SKIPS = 0.7;
const QUICK_SKIP_MEAN_MS = 1150;
const SKIM_MEAN = 0.225;

export interface Outcome {
  engaged: boolean;
  watchedMs: number;
  completed: boolean;
  liked: boolean;
  shared: boolean;
  saved: boolean;
  commented: boolean;
  followed: boolean;
  notInterested: boolean;
  /** Relevance for the evaluation: share or save 3, like 2, complete watch 1, else 0. */
  grade: number;
}

export function engageChance(viewer: Viewer, video: Video): number {
  const [main, second] = video.topics;
  const taste = viewer.tastes[main] + (second === undefined ? 0 : 0.5 * viewer.tastes[second]);
  const logit = -3.8 + 6 * taste + Math.log(video.quality) - (video.language === viewer.language ? 0 : 2.2)
    + (viewer.favourites.includes(video.creator) ? 1.5 : 0) + viewer.pickiness;
  return 1 / (1 + Math.exp(-logit));
}

/**
 * What the viewer does if shown the video on that day: a draw fixed by (seed, viewer, video, day), so the log
 * and the evaluation's "would engage" set agree, whoever asks first.
 */
export function outcome(world: World, viewer: Viewer, video: Video, day: number): Outcome {
  const draw = (purpose: number) => hashUniform(world.seed, viewer.number, video.number, day, purpose);
  const p = engageChance(viewer, video);
  const durationMs = video.seconds * 1000;
  const engaged = draw(0) < p;
  let watchedMs: number;
  let completed = false;
  if (engaged) {
    completed = draw(1) < ENGAGED_COMPLETES;
    const extra = draw(2) < LOOPS ? 0.3 + 0.7 * draw(3) : 0;
    watchedMs = completed ? durationMs * (1 + extra) : durationMs * (0.35 + 0.5 * draw(3));
  } else {
    watchedMs = draw(1) < QUICK_SKIPS ? 400 + 1500 * draw(3) : durationMs * (0.1 + 0.25 * draw(3));
  }
  const liked = completed && draw(4) < 0.45;
  const shared = completed && draw(5) < 0.08;
  const saved = completed && draw(6) < 0.1;
  return {
    engaged,
    watchedMs: Math.round(watchedMs),
    completed,
    liked,
    shared,
    saved,
    commented: engaged && draw(7) < 0.04,
    followed: engaged && draw(8) < (viewer.favourites.includes(video.creator) ? 0.1 : 0.02),
    notInterested: !engaged && p < 0.04 && draw(9) < 0.015,
    grade: shared || saved ? 3 : liked ? 2 : completed ? 1 : 0,
  };
}

/** The expected seconds watched if shown, from p alone (no draw): what "expected watch time" sums. */
export function expectedWatchSeconds(viewer: Viewer, video: Video): number {
  const p = engageChance(viewer, video);
  const engagedShare = ENGAGED_COMPLETES * (1 + LOOPS * LOOP_MEAN_EXTRA) + (1 - ENGAGED_COMPLETES) * PARTIAL_MEAN;
  const notEngagedSeconds = QUICK_SKIPS * (QUICK_SKIP_MEAN_MS / 1000) + (1 - QUICK_SKIPS) * SKIM_MEAN * video.seconds;
  return p * engagedShare * video.seconds + (1 - p) * notEngagedSeconds;
}
