import { WATCH_MAX_MS } from '../../../shared/studio-analytics.ts';

/** How near the end the playhead must come for a watch to be complete (timeupdate fires about every 250 ms). */
const END_MARGIN_SECONDS = 0.5;

export interface WatchTotal {
  watchedMs: number;
  completed: boolean;
}

/**
 * One watch's playing time (issue 42 item 5): the time between `playing` and the next stop, at the playback
 * rate, so a paused or buffering video adds nothing and a looping one keeps adding; and whether the playhead
 * reached the end, or looped back from it. `reset` ends the watch; the next counts from zero.
 */
export class WatchClock {
  private ms = 0;
  private since: number | null = null;
  private stoppedAt: number | null = null;
  private completed = false;
  private lastTime = 0;

  constructor(private readonly now: () => number = () => performance.now()) {}

  play(rate = 1) {
    this.settle(rate);
    this.since = this.now();
    this.stoppedAt = null;
  }

  stop(rate = 1) {
    this.settle(rate);
    if (this.since !== null) this.stoppedAt = this.now();
    this.since = null;
  }

  /** How long it has been stopped (0 while playing or never played). */
  idleMs(): number {
    return this.stoppedAt === null ? 0 : this.now() - this.stoppedAt;
  }

  /** The playhead moved: near the end, or from near the end back to the start (a loop), completes the watch. */
  position(currentTime: number, duration: number) {
    if (!Number.isFinite(duration) || duration <= 0) return;
    if (currentTime >= duration - END_MARGIN_SECONDS) this.completed = true;
    else if (currentTime < this.lastTime && this.lastTime >= duration - 2 * END_MARGIN_SECONDS - 0.5) this.completed = true;
    this.lastTime = currentTime;
  }

  /** What was watched so far. */
  total(rate = 1): WatchTotal {
    this.settle(rate);
    return { watchedMs: Math.min(Math.round(this.ms), WATCH_MAX_MS), completed: this.completed };
  }

  /** The watch is over: the next starts from zero (still playing, it counts from now). */
  reset() {
    this.ms = 0;
    this.completed = false;
    this.stoppedAt = null;
  }

  private settle(rate: number) {
    if (this.since === null) return;
    const now = this.now();
    this.ms += (now - this.since) * rate;
    this.since = now;
  }
}
