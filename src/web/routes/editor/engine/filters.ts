import type { VideoFilter } from './recipe.ts';
import { blur, speed } from './filters-blur-speed.ts';
import { neon, vhs } from './filters-neon-vhs.ts';
import { chrome, noir, vibrance } from './filters-pointwise.ts';
import { copyFrame, type YuvFrame } from './yuv.ts';

export { i420Frame, type I420Frame, type YuvFrame } from './yuv.ts';

type Effect = (src: YuvFrame, dst: YuvFrame, amount: number, time: number) => void;

const EFFECTS: Record<Exclude<VideoFilter, 'none'>, Effect> = { noir, chrome, vibrance, neon, vhs, blur, speed };

/**
 * The one implementation of every filter, run by the live preview and both export engines alike, so what the
 * owner sees is what the export writes. It works on the YUV 4:2:0 planes the decoder produces and the encoder
 * takes: no RGB conversion, no GPU, the same result in every browser.
 *
 * Writes `src` through `filter` into `dst` (the same size; it must not share memory with `src`). `intensity`
 * (0–100) cross-fades with the original picture, the same rule for every filter. `time` is the source second the
 * frame shows, which drives the grain, jitter and drift, so a frame looks the same in the preview and the file.
 */
export function applyFilter(src: YuvFrame, dst: YuvFrame, filter: VideoFilter, intensity: number, time: number) {
  if (src.width !== dst.width || src.height !== dst.height) throw new RangeError(`filtering ${src.width}×${src.height} into ${dst.width}×${dst.height}`);
  // In 256ths: the tables and fades work in integers.
  const amount = Math.round((Math.min(100, Math.max(0, intensity)) * 256) / 100);
  if (filter === 'none' || amount === 0) return copyFrame(src, dst);
  const effect = EFFECTS[filter];
  if (!effect) throw new RangeError(`unknown filter ${String(filter)}`);
  // Wrapped so the time-driven patterns keep their precision late into a long session.
  effect(src, dst, amount, time % 1000);
}
