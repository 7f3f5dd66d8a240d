/**
 * What a long start says while it works (decision 026): the step it is on, how many of how many, and about how
 * long is left, so a first start on an empty DATA_DIR (a minute of ffmpeg) is never silent. Steps print a line
 * when they start and as they advance (at most one line every few seconds); a heartbeat repeats the current
 * line whenever nothing was printed for a while, so even one long step without counts says it is alive.
 */

/** The facts behind a progress line, for a JSON log event. */
export interface ProgressFields {
  step: string;
  done?: number;
  total?: number;
  elapsedSeconds: number;
  /** Until every step announced so far is done; absent while there is nothing to estimate from. */
  secondsLeft?: number;
}

export type ProgressSink = (line: string, fields: ProgressFields) => void;

interface ProgressOptions {
  /** Longest silence before the current line is repeated (below 10 s, which the first start promises). */
  heartbeatMs?: number;
  /** Shortest gap between two lines caused by steps advancing. */
  minGapMs?: number;
}

interface StepOptions {
  total?: number;
  /** A first guess of the whole step's time, before it has done anything to measure. */
  expectedMs?: number;
  /** Says nothing at its start: only the heartbeat speaks, if the step turns out to be slow. */
  quiet?: boolean;
}

const HEARTBEAT_MS = 8_000;
const MIN_GAP_MS = 3_000;
/** How many items' worth of evidence a step's guess counts for against its measured pace. */
const GUESS_WEIGHT = 2;

export class StartProgress {
  private readonly heartbeatMs: number;
  private readonly minGapMs: number;
  private readonly steps: ProgressStep[] = [];
  private current: ProgressStep | null = null;
  private readonly createdAt = Date.now();
  private lastLineAt = this.createdAt;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly sink: ProgressSink, options: ProgressOptions = {}) {
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
    this.minGapMs = options.minGapMs ?? MIN_GAP_MS;
    this.arm();
  }

  /** Announces a step; it counts towards "left" from now on and speaks once started. */
  step(label: string, options: StepOptions = {}): ProgressStep {
    const step = new ProgressStep(this, label, options);
    this.steps.push(step);
    return step;
  }

  /** Prints one line outside any step (a heading); it resets the heartbeat like any other line. */
  say(line: string, step = 'start') {
    this.print(line, { step, elapsedSeconds: Math.round((Date.now() - this.createdAt) / 1000) });
  }

  /** Before the banner: no line after this. */
  stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** @internal */
  started(step: ProgressStep) {
    this.current = step;
    if (!step.quiet) this.report(step);
  }

  /** @internal */
  advanced(step: ProgressStep) {
    if (Date.now() - this.lastLineAt >= this.minGapMs) this.report(step);
  }

  /** @internal */
  finished(step: ProgressStep) {
    if (this.current === step) this.current = null;
  }

  /**
   * Time until every announced step is done: the current one by its own pace, later ones by their guesses (a
   * fast step says little about a slow one: sounds render ten times faster than videos).
   */
  secondsLeft(): number | undefined {
    let left = 0;
    for (const step of this.steps) {
      if (step.state === 'done') continue;
      const own = step.state === 'running' ? step.msLeft() : step.expectedMs;
      if (own === undefined) return undefined;
      left += own;
    }
    return Math.round(left / 1000);
  }

  private report(step: ProgressStep) {
    const secondsLeft = this.secondsLeft();
    const fields: ProgressFields = { step: step.label, elapsedSeconds: Math.round(step.elapsedMs() / 1000), secondsLeft };
    if (step.total !== undefined) Object.assign(fields, { done: step.done, total: step.total });
    this.print(describe(fields), fields);
  }

  private print(line: string, fields: ProgressFields) {
    if (this.stopped) return;
    this.lastLineAt = Date.now();
    this.sink(line, fields);
    this.arm();
  }

  private arm() {
    if (this.timer) clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => this.beat(), this.heartbeatMs);
    this.timer.unref(); // never what keeps a process alive
  }

  private beat() {
    this.timer = null;
    if (this.current) return this.report(this.current);
    const fields = { step: 'Starting', elapsedSeconds: Math.round((Date.now() - this.createdAt) / 1000) };
    this.print(describe(fields), fields);
  }
}

export class ProgressStep {
  done = 0;
  state: 'planned' | 'running' | 'done' = 'planned';
  readonly total?: number;
  readonly expectedMs: number;
  readonly quiet: boolean;
  private startedAt = 0;
  private endedAt = 0;

  constructor(private readonly progress: StartProgress, readonly label: string, options: StepOptions) {
    this.total = options.total;
    this.expectedMs = options.expectedMs ?? 0;
    this.quiet = options.quiet ?? false;
  }

  start(): this {
    this.state = 'running';
    this.startedAt = Date.now();
    this.progress.started(this);
    return this;
  }

  advance(count = 1) {
    this.done += count;
    this.progress.advanced(this);
  }

  finish() {
    this.state = 'done';
    this.endedAt = Date.now();
    this.progress.finished(this);
  }

  /** Runs `work` as this step. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    this.start();
    try {
      return await work();
    } finally {
      this.finish();
    }
  }

  elapsedMs() {
    return (this.state === 'done' ? this.endedAt : Date.now()) - this.startedAt;
  }

  /**
   * A counted step by its pace, with its guess worth two items: the first items of a step say little (two clips
   * rendering side by side both finish after twice one clip's time, a story video takes fifty image stories).
   */
  msLeft(): number | undefined {
    if (this.total !== undefined && (this.done > 0 || this.expectedMs)) {
      const guessed = this.expectedMs / Math.max(1, this.total);
      const perItem = this.expectedMs ? (this.elapsedMs() + guessed * GUESS_WEIGHT) / (this.done + GUESS_WEIGHT) : this.elapsedMs() / this.done;
      return perItem * Math.max(0, this.total - this.done);
    }
    if (!this.expectedMs) return undefined;
    return Math.max(0, this.expectedMs - this.elapsedMs());
  }
}

/** "Rendering demo videos: 7/24, about 30 s left", "Starting the database… (12 s so far)". */
export function describe(fields: ProgressFields): string {
  const left = fields.secondsLeft ? `about ${roughDuration(fields.secondsLeft)} left` : null;
  const soFar = fields.elapsedSeconds >= 1 ? `${fields.elapsedSeconds} s so far` : null;
  if (fields.total !== undefined) {
    const count = `${fields.step}: ${fields.done ?? 0}/${fields.total}`;
    return left ? `${count}, ${left}` : soFar ? `${count} (${soFar})` : count;
  }
  return left || soFar ? `${fields.step}… (${left ?? soFar})` : `${fields.step}…`;
}

/** Rounded as a person would say it: "5 s", "30 s", "2 min". */
export function roughDuration(seconds: number): string {
  if (seconds < 10) return `${Math.max(1, Math.round(seconds))} s`;
  if (seconds < 90) return `${Math.round(seconds / 5) * 5} s`;
  return `${Math.round(seconds / 60)} min`;
}

let startProgress: StartProgress | null = null;

/**
 * The process's one start reporter, made on first use: `npm start` builds the web app and then imports the
 * server in the same process, and one reporter across both keeps the heartbeat going through the handover
 * (loading the server's modules and starting the database can take seconds on a busy machine).
 */
export function theStartProgress(sink: () => ProgressSink): StartProgress {
  startProgress ??= new StartProgress(sink());
  return startProgress;
}

/** A terminal gets the plain line; a log collector gets a JSON event with the line's facts (`progress`). */
export function progressSink(format: 'json' | 'pretty', log: { info(fields: object, message: string): void }): ProgressSink {
  if (format === 'pretty') return (line) => console.log(line);
  return (line, fields) => log.info({ progress: fields }, line);
}
