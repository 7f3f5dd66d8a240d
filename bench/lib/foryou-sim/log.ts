import { dayStart, type Video, type Viewer, type World } from './generator.ts';
import { seededStream } from './random.ts';
import { outcome } from './taste.ts';

/**
 * The interaction log, made by a logging policy that knows nothing of any ranker, so the log favours none of
 * the rankers compared: each slot of a session is, with these odds,
 *   15 %  a video of a creator the viewer follows (their Following tab),
 *   45 %  a popular video: drawn in proportion to the engagement it got the day before (completions + 2·likes
 *         + 3·shares and saves, plus half of the day before that),
 *   40 %  any video,
 * always among the videos posted in the 7 days before the session starts, never one the viewer watched in
 * the last 14 days (For You leaves those out too), nor one already shown in the session. The viewer reacts by the ground truth (taste.ts).
 *
 * Day 0 only posts videos and opens the accounts present from the start (each follows each of their two
 * favourite creators with odds 0.6, and one random creator with odds 0.5); sessions start on day 1.
 */

const WINDOW_MS = 7 * 86_400_000;
const REPEAT_MS = 14 * 86_400_000;
const SOURCES = { following: 0.15, popular: 0.45 };

export interface Act { viewer: number; video: number; at: number }
export interface Watch extends Act { watchedMs: number; completed: boolean }
export interface Follow { viewer: number; creator: number; at: number }
export interface LogDay {
  day: number;
  joining: Viewer[];
  posted: Video[];
  watches: Watch[];
  likes: Act[];
  shares: Act[];
  saves: Act[];
  comments: Act[];
  notInterested: Act[];
  follows: Follow[];
}

/** The first index whose video was posted at or after `time` (videos are sorted by posting time). */
function firstPostedFrom(videos: Video[], time: number): number {
  let low = 0;
  let high = videos.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (videos[middle].createdAt < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function simulateLog(world: World): LogDay[] {
  const random = seededStream(world.seed ^ 0x5eed106);
  const following = new Map(world.viewers.map((viewer) => [viewer.number, new Set<number>()]));
  const lastWatched = new Map(world.viewers.map((viewer) => [viewer.number, new Map<number, number>()]));
  const done = new Set<string>();
  const engagement: Float64Array[] = [];
  const days: LogDay[] = [];
  for (let day = 0; day < world.size.days; day++) {
    const start = dayStart(day);
    const end = dayStart(day + 1);
    const log: LogDay = { day, joining: [], posted: [], watches: [], likes: [], shares: [], saves: [], comments: [], notInterested: [], follows: [] };
    log.posted = world.videos.slice(firstPostedFrom(world.videos, start), firstPostedFrom(world.videos, end));
    log.joining = world.viewers.filter((viewer) => viewer.joinedAt < end && (day === 0 || viewer.joinedAt >= start));
    for (const viewer of log.joining) {
      if (viewer.picks) continue;
      const chosen = [...viewer.favourites.filter(() => random() < 0.6), ...(random() < 0.5 ? [Math.floor(random() * world.creators.length)] : [])];
      for (const creator of new Set(chosen)) {
        following.get(viewer.number)!.add(creator);
        log.follows.push({ viewer: viewer.number, creator, at: viewer.joinedAt + 60_000 });
      }
    }
    const score = new Float64Array(world.videos.length);
    engagement.push(score);
    const popularity = (video: number) => (engagement[day - 1]?.[video] ?? 0) + 0.5 * (engagement[day - 2]?.[video] ?? 0);
    for (const viewer of world.viewers) {
      if (day < viewer.firstDay || random() >= viewer.activeShare) continue;
      const slots = Math.round(viewer.videosPerSession * (0.5 + random()));
      let time = start + Math.floor(random() * 20 * 3_600_000);
      const watched = lastWatched.get(viewer.number)!;
      const follows = following.get(viewer.number)!;
      // The session's choice: videos of the 7 days before it starts, less those watched in the last 14 days.
      const window = world.videos
        .slice(firstPostedFrom(world.videos, time - WINDOW_MS), firstPostedFrom(world.videos, time))
        .filter((video) => (watched.get(video.number) ?? -Infinity) < time - REPEAT_MS);
      const followed = window.filter((video) => follows.has(video.creator));
      const weights = window.map((video) => popularity(video.number));
      const popularTotal = weights.reduce((sum, weight) => sum + weight, 0);
      const shownToday = new Set<number>();
      const draw = (): Video | undefined => {
        const source = random();
        if (source < SOURCES.following && followed.length > 0) return followed[Math.floor(random() * followed.length)];
        if (source < SOURCES.following + SOURCES.popular && popularTotal > 0) {
          let left = random() * popularTotal;
          return window.find((_, i) => (left -= weights[i]) < 0) ?? window[window.length - 1];
        }
        return window[Math.floor(random() * window.length)];
      };
      for (let slot = 0; slot < slots && time < end - 120_000 && shownToday.size < window.length; slot++) {
        // A video already shown in this session is drawn again (a few tries), as a feed would skip it.
        let pick = draw();
        for (let tries = 0; pick && shownToday.has(pick.number) && tries < 8; tries++) pick = draw();
        if (!pick || shownToday.has(pick.number)) continue;
        const video = pick;
        shownToday.add(video.number);
        const result = outcome(world, viewer, video, day);
        const at = time;
        watched.set(video.number, at);
        log.watches.push({ viewer: viewer.number, video: video.number, at, watchedMs: result.watchedMs, completed: result.completed });
        const reactedAt = at + Math.min(result.watchedMs, 5_000);
        const once = (kind: string, list: Act[]) => {
          const key = `${kind}:${viewer.number}:${video.number}`;
          if (done.has(key)) return;
          done.add(key);
          list.push({ viewer: viewer.number, video: video.number, at: reactedAt });
        };
        if (result.liked) once('like', log.likes);
        if (result.saved) once('save', log.saves);
        if (result.notInterested) once('not-interested', log.notInterested);
        if (result.shared) log.shares.push({ viewer: viewer.number, video: video.number, at: reactedAt });
        if (result.commented) log.comments.push({ viewer: viewer.number, video: video.number, at: reactedAt });
        if (result.followed && !follows.has(video.creator)) {
          follows.add(video.creator);
          log.follows.push({ viewer: viewer.number, creator: video.creator, at: reactedAt });
        }
        score[video.number] += (result.completed ? 1 : 0) + (result.liked ? 2 : 0) + (result.shared || result.saved ? 3 : 0);
        time = at + result.watchedMs + 1000 + Math.floor(random() * 3000);
      }
    }
    days.push(log);
  }
  return days;
}
