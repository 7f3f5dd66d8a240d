import { EDITOR_TRIM_MAX_SECONDS, FILTER_INTENSITY, SPEED_RANGE, VIDEO_FILTERS } from '../../../../shared/constants.ts';

export type VideoFilter = (typeof VIDEO_FILTERS)[number];
export type EngineName = 'webcodecs' | 'ffmpeg';

/** Everything the owner chose in the editor; volumes and intensity are percentages as the sliders show them. */
export interface EditRecipe {
  filter: VideoFilter;
  /** 0–100: how much of the filter is blended over the original picture. */
  intensity: number;
  /** Seconds into the posted video. */
  trimStart: number;
  trimEnd: number;
  /** Playback rate, SPEED_RANGE: 1.5 plays the trimmed part in two thirds of its time. */
  speed: number;
  /** 0–100. */
  videoVolume: number;
  musicVolume: number;
  /** A same-origin URL of the chosen sound's MP3, or null for no music. */
  musicUrl: string | null;
}

export interface ExportOptions {
  /** 0–100, only ever rising. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** 'auto' (the default) uses WebCodecs where the browser has VideoEncoder, ffmpeg.wasm elsewhere. */
  engine?: 'auto' | EngineName;
}

export interface ExportResult {
  blob: Blob;
  engine: EngineName;
}

/** Neither export engine could start in this browser: the UI says 'Failed to load video processor'. */
export class ProcessorLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProcessorLoadError';
  }
}

/** What both engines render: which source seconds become which output frames. */
export interface Timeline {
  start: number;
  end: number;
  speed: number;
  fps: number;
  frameCount: number;
  /** Length of the exported video: the trimmed part played at `speed`. */
  outputSeconds: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Checks the recipe against the source and the editor's limits. Out-of-range sliders are clamped (a stale
 * value must not fail an export), but a trim that selects nothing or too much is the caller's bug: it throws.
 */
export function planTimeline(recipe: EditRecipe, sourceSeconds: number, sourceFps: number): Timeline {
  if (!VIDEO_FILTERS.includes(recipe.filter)) throw new RangeError(`unknown filter ${String(recipe.filter)}`);
  const start = clamp(recipe.trimStart, 0, sourceSeconds);
  const end = clamp(recipe.trimEnd, start, sourceSeconds);
  // A hundredth of a second of slack: the trim slider rounds to TRIM_STEP_SECONDS.
  if (end - start <= 0 || end - start > EDITOR_TRIM_MAX_SECONDS + 0.01) throw new RangeError(`trim ${start}–${end} s is not 0–${EDITOR_TRIM_MAX_SECONDS} s long`);
  const speed = clamp(recipe.speed, SPEED_RANGE.min, SPEED_RANGE.max);
  // Keep the source's rate (usually 30) so a frame is never invented; odd or missing rates fall back to 30.
  const fps = Number.isFinite(sourceFps) && sourceFps >= 10 ? Math.min(60, Math.round(sourceFps)) : 30;
  const outputSeconds = (end - start) / speed;
  return { start, end, speed, fps, frameCount: Math.max(1, Math.round(outputSeconds * fps)), outputSeconds };
}

/** The source second output frame `index` shows; frames are sampled at a fixed output rate, so speed drops or repeats. */
export const sourceTimeOf = (timeline: Timeline, index: number) => timeline.start + (index / timeline.fps) * timeline.speed;

export const intensityOf = (recipe: EditRecipe) => clamp(recipe.intensity, FILTER_INTENSITY.min, FILTER_INTENSITY.max);
export const volumeOf = (percent: number) => clamp(percent, 0, 100) / 100;

/** Wraps onProgress so the bar never moves backwards and reports whole percents once each. */
export function progressReporter(onProgress: ((percent: number) => void) | undefined) {
  let shown = -1;
  return (percent: number) => {
    const whole = Math.floor(clamp(percent, 0, 100));
    if (whole <= shown) return;
    shown = whole;
    onProgress?.(whole);
  };
}
