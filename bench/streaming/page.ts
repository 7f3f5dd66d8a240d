/**
 * The page bench/streaming.ts drives in headless Chromium (bundled with esbuild, hls.js included, served on the
 * app's origin): one phone-sized <video> played as the feed's active card plays it
 * (src/web/components/video/autoplay-video.tsx and use-stream-source.ts): the signed MP4 as its `src` with
 * preload=auto, or the HLS master playlist through hls.js's light build with the card's config, then play()
 * (for hls.js once it has attached). It records what a viewer sees: when the video starts moving, every stall
 * after that, how much of the video played, and the rung its frames are decoded at.
 */
import Hls from 'hls.js/light';
import { hlsSettings } from '../../src/web/components/video/hls-settings.ts';

export type Variant = 'mp4' | 'hls';

/** What one playback showed, from start() until report(); times in milliseconds. */
export interface PlaybackReport {
  /**
   * From handing the player its URL to the first frame on screen once playing (requestVideoFrameCallback after
   * the first `playing`: a still first frame while it buffers is not the video starting); null if none.
   */
  firstFrameMs: number | null;
  /** From the first frame to report(): the watch window stalls are counted in. */
  watchedMs: number;
  /** Seconds of video played in the watch window (currentTime's advance, loops included): a check on the stalls. */
  playedMs: number;
  /** `waiting` after the first frame, each ended by the next `playing` (or by report(), if still waiting). */
  stalls: number;
  stalledMs: number;
  /** The short edge of the decoded frames (720 for 720×1280), sampled twice a second while playing. */
  rungs: number[];
  /** hls.js: how often it switched rungs, and its bandwidth estimate at the end (bit/s). */
  levelSwitches: number;
  bandwidthEstimate: number | null;
  /** Media errors (the element's, hls.js's fatal ones) and Content-Security-Policy violations. */
  errors: string[];
}

/** The card's own hls.js settings for the first card of a visit (no earlier card's estimate), loading at once as the active card does. */
const HLS_CONFIG = hlsSettings(true);

const errors: string[] = [];
document.addEventListener('securitypolicyviolation', (event) => errors.push(`CSP ${event.violatedDirective} blocked ${event.blockedURI}`));

let video: HTMLVideoElement | undefined;
let hls: Hls | undefined;
let startedAt = 0;
let firstFrameAt: number | undefined;
let stalls = 0;
let stalledMs = 0;
let stalledSince: number | undefined;
let playedMs = 0;
let lastTime: number | undefined;
let levelSwitches = 0;
const rungs: number[] = [];

function start(variant: Variant, url: string): void {
  if (video) throw new Error('one playback per page');
  const element = document.createElement('video');
  video = element;
  // As the feed's active card: muted (autoplay without a gesture), inline, looping, preloading, covering the screen.
  element.muted = true;
  element.playsInline = true;
  element.loop = true;
  element.preload = 'auto';
  element.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh;object-fit:cover;background:#000';
  element.addEventListener('waiting', () => {
    if (firstFrameAt === undefined || stalledSince !== undefined) return;
    stalls++;
    stalledSince = performance.now();
  });
  element.addEventListener('playing', () => {
    if (firstFrameAt === undefined) element.requestVideoFrameCallback((now) => (firstFrameAt ??= now));
    if (stalledSince === undefined) return;
    stalledMs += performance.now() - stalledSince;
    stalledSince = undefined;
  });
  element.addEventListener('error', () => errors.push(`video error ${element.error?.code}: ${element.error?.message}`));
  document.body.append(element);
  startedAt = performance.now();
  setInterval(() => {
    if (firstFrameAt !== undefined && stalledSince === undefined && element.videoWidth > 0) rungs.push(Math.min(element.videoWidth, element.videoHeight));
  }, 500);
  // The video's own clock: how far it moved since the last look (a loop back to the start counts what it played;
  // a jump further than the time between looks could play, hls.js skipping a gap, does not).
  let lastLook = 0;
  setInterval(() => {
    const time = element.currentTime;
    const now = performance.now();
    if (firstFrameAt !== undefined && lastTime !== undefined) {
      const moved = time >= lastTime ? time - lastTime : time + (element.duration - lastTime);
      playedMs += Math.min(moved * 1000, (now - lastLook) * 1.05);
    }
    if (firstFrameAt !== undefined) lastTime = time;
    lastLook = now;
  }, 100);
  if (variant === 'mp4') {
    element.src = url;
    void element.play().catch((error: unknown) => errors.push(`play(): ${String(error)}`));
    return;
  }
  if (!Hls.isSupported()) throw new Error('hls.js: no Media Source Extensions here');
  const player = new Hls(HLS_CONFIG);
  hls = player;
  player.on(Hls.Events.LEVEL_SWITCHED, () => levelSwitches++);
  player.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) errors.push(`hls.js fatal ${data.type}: ${data.details}`);
  });
  player.on(Hls.Events.MEDIA_ATTACHED, () => void element.play().catch((error: unknown) => errors.push(`play(): ${String(error)}`)));
  player.loadSource(url);
  player.attachMedia(element);
}

const firstFrame = () => (firstFrameAt === undefined ? null : firstFrameAt - startedAt);

/** The numbers so far; then playback stops, so nothing more is fetched. */
function report(): PlaybackReport {
  const now = performance.now();
  const result: PlaybackReport = {
    firstFrameMs: firstFrame(),
    watchedMs: firstFrameAt === undefined ? 0 : now - firstFrameAt,
    playedMs,
    stalls,
    stalledMs: stalledMs + (stalledSince === undefined ? 0 : now - stalledSince),
    rungs: [...rungs],
    levelSwitches: hls ? Math.max(0, levelSwitches - 1) : 0, // the first LEVEL_SWITCHED is the start, not a switch
    bandwidthEstimate: hls ? Math.round(hls.bandwidthEstimate) : null,
    errors: [...errors],
  };
  hls?.destroy();
  video?.pause();
  video?.removeAttribute('src');
  video?.load();
  return result;
}

export interface StreamingBench {
  start: typeof start;
  firstFrame: typeof firstFrame;
  report: typeof report;
}
Object.assign(window, { streamingBench: { start, firstFrame, report } satisfies StreamingBench });
