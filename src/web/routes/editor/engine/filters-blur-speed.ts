import { blendFrame, hash01, sizeCache, smoothstep, type YuvFrame } from './yuv.ts';

/*
 * The two blurs. Each renders the full effect into `dst` and then fades it with the original, since every output
 * sample mixes many input ones. Sizes are in 1280ths of the frame height, so any frame size gets the same look.
 */

/** One horizontal box pass (radius `r`, edges repeated) of a plane; running sums make it cost the same for any r. */
function boxRows(from: Uint8Array, fromStride: number, to: Uint8Array, toStride: number, width: number, height: number, r: number) {
  const scale = Math.round(65536 / (2 * r + 1));
  const last = width - 1;
  // Columns whose window lies inside the row take the plain loop; the few near each end clamp.
  const inner = Math.max(r, Math.min(width - r - 1, width));
  for (let row = 0; row < height; row++) {
    const s = row * fromStride;
    const d = row * toStride;
    let sum = (r + 1) * from[s];
    for (let k = 1; k <= r; k++) sum += from[s + (k < last ? k : last)];
    let x = 0;
    for (; x < r && x < width; x++) {
      to[d + x] = (sum * scale + 32768) >> 16;
      sum += from[s + (x + r + 1 < last ? x + r + 1 : last)] - from[s];
    }
    for (; x < inner; x++) {
      to[d + x] = (sum * scale + 32768) >> 16;
      sum += from[s + x + r + 1] - from[s + x - r];
    }
    for (; x < width; x++) {
      to[d + x] = (sum * scale + 32768) >> 16;
      sum += from[s + last] - from[s + (x - r > 0 ? x - r : 0)];
    }
  }
}

/** The vertical pass, walking rows in memory order with a running sum per column. */
function boxColumns(from: Uint8Array, fromStride: number, to: Uint8Array, toStride: number, width: number, height: number, r: number, sums: Int32Array) {
  const scale = Math.round(65536 / (2 * r + 1));
  const last = height - 1;
  for (let x = 0; x < width; x++) sums[x] = (r + 1) * from[x];
  for (let k = 1; k <= r; k++) {
    const s = (k < last ? k : last) * fromStride;
    for (let x = 0; x < width; x++) sums[x] += from[s + x];
  }
  for (let row = 0; row < height; row++) {
    const d = row * toStride;
    const add = (row + r + 1 < last ? row + r + 1 : last) * fromStride;
    const drop = (row - r > 0 ? row - r : 0) * fromStride;
    for (let x = 0; x < width; x++) {
      to[d + x] = (sums[x] * scale + 32768) >> 16;
      sums[x] += from[add + x] - from[drop + x];
    }
  }
}

const blurScratch = sizeCache((width, height) => ({ plane: new Uint8Array(width * height), sums: new Int32Array(width) }));

/** Two box passes each way: close to a Gaussian (σ ≈ 6 px at 1280 high), soft without a box blur's hard rim. */
function blurPlane(from: Uint8Array, fromStride: number, to: Uint8Array, toStride: number, width: number, height: number, r: number) {
  const { plane, sums } = blurScratch(width, height);
  boxRows(from, fromStride, plane, width, width, height, r);
  boxColumns(plane, width, to, toStride, width, height, r, sums);
  boxRows(to, toStride, plane, width, width, height, r);
  boxColumns(plane, width, to, toStride, width, height, r, sums);
}

export function blur(src: YuvFrame, dst: YuvFrame, amount: number) {
  const { width, height } = src;
  const r = Math.max(1, Math.round((7 * height) / 1280));
  const rc = Math.max(1, Math.round((3.5 * height) / 1280));
  blurPlane(src.y, src.strideY, dst.y, dst.strideY, width, height, r);
  blurPlane(src.u, src.strideUV, dst.u, dst.strideUV, width / 2, height / 2, rc);
  blurPlane(src.v, src.strideUV, dst.v, dst.strideUV, width / 2, height / 2, rc);
  blendFrame(src, dst, amount);
}

/** Zoom taps: the picture scaled toward its centre by up to 12.6 %; five nearest samples keep it to a few ms a frame. */
const ZOOMS = [1, 0.9685, 0.937, 0.9055, 0.874];
const ANGLE_STEPS = 252; // atan2 · 40 spans −125.7…125.7

/** Per plane size: where each zoom tap reads (column and row maps), and the streak mask (radius and angle bucket). */
const zoomPlan = sizeCache((width, height) => {
  const map = (size: number, zoom: number) =>
    Int32Array.from({ length: size }, (_, i) => Math.min(size - 1, Math.max(0, Math.round(size / 2 + (i + 0.5 - size / 2) * zoom - 0.5))));
  const radius = new Uint8Array(width * height);
  const angle = new Uint8Array(width * height);
  for (let row = 0; row < height; row++) {
    const dy = (row + 0.5) / height - 0.5;
    for (let x = 0; x < width; x++) {
      const dx = (x + 0.5) / width - 0.5;
      radius[row * width + x] = Math.round(255 * smoothstep(0.25, 0.7, Math.sqrt(dx * dx + dy * dy)));
      angle[row * width + x] = Math.min(ANGLE_STEPS - 1, Math.floor(Math.atan2(dy, dx) * 40) + ANGLE_STEPS / 2);
    }
  }
  return { columns: ZOOMS.map((zoom) => map(width, zoom)), rows: ZOOMS.map((zoom) => map(height, zoom)), radius, angle };
});

/** Zoom-blurs one plane toward `target` (white luma or neutral chroma) along the flickering streaks. */
function zoomPlane(from: Uint8Array, fromStride: number, to: Uint8Array, toStride: number, width: number, height: number, target: number, streaks: Int32Array) {
  const { columns, rows, radius, angle } = zoomPlan(width, height);
  const [, c1, c2, c3, c4] = columns;
  for (let row = 0; row < height; row++) {
    const [r0, r1, r2, r3, r4] = rows.map((map) => map[row] * fromStride);
    const d = row * toStride;
    const m = row * width;
    for (let x = 0; x < width; x++) {
      const mean = ((from[r0 + x] + from[r1 + c1[x]] + from[r2 + c2[x]] + from[r3 + c3[x]] + from[r4 + c4[x]]) * 13107 + 32768) >>> 16;
      const streak = (radius[m + x] * streaks[angle[m + x]]) >> 8;
      to[d + x] = mean + (((target - mean) * streak) >> 8);
    }
  }
}

/**
 * 'speed' is a look, not a rate: a zoom blur streaking out from the centre, like rushing forward. The playback
 * rate stays its own setting (SPEED_RANGE) because a filter that changed the duration would fight the trim, the
 * music and the speed slider; this way any clip can look fast at any speed.
 */
export function speed(src: YuvFrame, dst: YuvFrame, amount: number, time: number) {
  const { width, height } = src;
  // Each angular bucket flickers 12 times a second, whitening up to a quarter at the rim (×256).
  const tick = Math.floor(time * 12);
  const streaks = Int32Array.from({ length: ANGLE_STEPS }, (_, i) => Math.round(64 * (0.5 + 0.5 * hash01(i, tick))));
  zoomPlane(src.y, src.strideY, dst.y, dst.strideY, width, height, 235, streaks);
  zoomPlane(src.u, src.strideUV, dst.u, dst.strideUV, width / 2, height / 2, 128, streaks);
  zoomPlane(src.v, src.strideUV, dst.v, dst.strideUV, width / 2, height / 2, 128, streaks);
  blendFrame(src, dst, amount);
}
