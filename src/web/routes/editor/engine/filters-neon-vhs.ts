import { clamped, frameSeed, hash01, noiseOffset, noiseTable, sizeCache, smoothstep, type YuvFrame } from './yuv.ts';

/*
 * Neon and VHS look at neighbours along a row or across rows. Sizes are in 1280ths of the frame height, so any
 * frame size gets the same look. Anything trigonometric is computed once per row, never per pixel.
 */

const unitsToPixels = (units: number, height: number) => Math.max(1, Math.round((units * height) / 1280));

const neonScratch = sizeCache((width, height) => ({ edge: new Uint8Array(width * height) }));

/** smoothstep(0.08, 0.5, |∇l|) ×255, indexed by the squared Sobel magnitude in Y levels / 4. */
const EDGE_FULL = Math.ceil((0.5 * 219) ** 2);
const EDGE = Uint8Array.from({ length: (EDGE_FULL >> 2) + 1 }, (_, i) => Math.round(255 * smoothstep(0.08, 0.5, Math.sqrt(i * 4) / 219)));

/** Saturated colour with glowing edges (Sobel on luma) whose hue drifts down the frame over time. */
export function neon(src: YuvFrame, dst: YuvFrame, amount: number, time: number) {
  const { width, height, strideY } = src;
  const { edge } = neonScratch(width, height);
  const gap = unitsToPixels(1.5, height);
  const sy = src.y;
  const a = amount / 256;
  for (let row = 0; row < height; row++) {
    const e = row * width;
    if (row < gap || row >= height - gap) {
      edge.fill(0, e, e + width);
      continue;
    }
    edge.fill(0, e, e + gap);
    edge.fill(0, e + width - gap, e + width);
    const up = (row - gap) * strideY;
    const mid = row * strideY;
    const down = (row + gap) * strideY;
    for (let x = gap; x < width - gap; x++) {
      const l = x - gap;
      const r = x + gap;
      const gx = sy[up + r] + 2 * sy[mid + r] + sy[down + r] - sy[up + l] - 2 * sy[mid + l] - sy[down + l];
      const gy = sy[down + l] + 2 * sy[down + x] + sy[down + r] - sy[up + l] - 2 * sy[up + x] - sy[up + r];
      const m = gx * gx + gy * gy;
      edge[e + x] = m >= EDGE_FULL ? 255 : EDGE[m >> 2];
    }
  }

  // Vivid: saturation 1.8 then ×0.7, so luma ×0.7 and chroma ×1.26; the glow colour is per row.
  const luma = Int32Array.from({ length: 256 }, (_, y) => Math.round(256 * (y + a * (16 + 0.7 * (y - 16) - y)) + 128));
  const chroma = Int32Array.from({ length: 256 }, (_, c) => Math.round(256 * (c + a * 0.26 * (c - 128)) + 128));
  const outY = clamped(dst.y);
  for (let row = 0; row < height; row++) {
    const [glowY] = glowOf((row + 0.5) / height, time, a);
    let s = row * strideY;
    let d = row * dst.strideY;
    let e = row * width;
    for (const end = s + width; s < end; s++, d++, e++) outY[d] = (luma[sy[s]] + edge[e] * glowY) >> 8;
  }
  const outU = clamped(dst.u);
  const outV = clamped(dst.v);
  const half = width / 2;
  for (let row = 0; row < height / 2; row++) {
    const [, glowU, glowV] = glowOf((2 * row + 1) / height, time, a);
    let s = row * src.strideUV;
    let d = row * dst.strideUV;
    let e = 2 * row * width;
    for (const end = s + half; s < end; s++, d++, e += 2) {
      outU[d] = (chroma[src.u[s]] + edge[e] * glowU) >> 8;
      outV[d] = (chroma[src.v[s]] + edge[e] * glowV) >> 8;
    }
  }
}

/** The glow added at a full edge (×1.6) for frame height fraction `v`, as Y, U, V levels ×256 per edge step of 255. */
function glowOf(v: number, time: number, a: number): [number, number, number] {
  const phase = 2 * Math.PI * (v * 0.6 + time * 0.25);
  const [r, g, b] = [0, 0.33, 0.67].map((shift) => 0.5 + 0.5 * Math.cos(phase + 2 * Math.PI * shift));
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const scale = (1.6 * a * 256) / 255;
  return [Math.round(scale * 219 * l), Math.round((scale * 224 * (b - l)) / 1.8556), Math.round((scale * 224 * (r - l)) / 1.5748)];
}

const PAD = 32;
const vhsScratch = sizeCache((width) => ({ line: new Uint8Array(width + 2 * PAD) }));

/** Copies one row into `line` between PAD edge-repeated samples each side, so shifted reads need no bounds checks. */
function padRow(plane: Uint8Array, start: number, width: number, line: Uint8Array) {
  line.set(plane.subarray(start, start + width), PAD);
  line.fill(plane[start], 0, PAD);
  line.fill(plane[start + width - 1], PAD + width, PAD + width + PAD);
}

let noiseFor = { amount: -1, table: new Int16Array(0) };
/** ±0.04 of the luma range, through the ×0.99 warm cast; kept while the intensity stays. */
function vhsNoise(amount: number) {
  if (noiseFor.amount !== amount) noiseFor = { amount, table: noiseTable((0.04 * 219 * 0.9905 * amount) / 256) };
  return noiseFor.table;
}

/** Tape: wobbling lines, colour fringes, smeared chroma, scanlines, noise and faded, warm colour. */
export function vhs(src: YuvFrame, dst: YuvFrame, amount: number, time: number) {
  const { width, height } = src;
  const { line } = vhsScratch(width, height);
  const a = amount / 256;
  const seed = frameSeed(time);
  const smear = Math.min(PAD - 4, unitsToPixels(4.5, height));
  // Per row: the horizontal jitter (480 bands re-rolled each frame plus a slow wave) and the scanline gain.
  const shifts = new Int32Array(height);
  const gains = new Float64Array(height);
  for (let row = 0; row < height; row++) {
    const v = (row + 0.5) / height;
    const jitter = (hash01(Math.floor(v * 480), seed) - 0.5) * 0.004 + Math.sin(v * 40 + time * 5) * 0.0015;
    shifts[row] = Math.max(-8, Math.min(8, Math.round(jitter * width)));
    gains[row] = 0.9 + 0.1 * Math.sin(v * 1280 * 1.5708);
  }

  // Luma: 0.7 of the shifted sample and 0.3 of its smeared neighbours, scanline gain, ±0.04 noise, ×0.99 warmth.
  const keep = Int32Array.from({ length: 256 }, (_, y) => Math.round(256 * (1 - a) * y + 256 * a * 16 + 128));
  const noise = vhsNoise(amount);
  const outY = clamped(dst.y);
  for (let row = 0; row < height; row++) {
    padRow(src.y, row * src.strideY, width, line);
    const gain = Math.round(a * 0.9905 * gains[row] * 256);
    let s = row * src.strideY;
    let d = row * dst.strideY;
    let p = PAD + shifts[row];
    let n = noiseOffset(seed, row, width);
    for (const end = s + width; s < end; s++, d++, p++, n++) {
      const smeared = (180 * line[p] + 38 * (line[p - smear] + line[p + smear])) >> 8;
      outY[d] = (keep[src.y[s]] + gain * (smeared - 16) + noise[n]) >> 8;
    }
  }

  // Chroma: blue pulled from the left and red from the right of the shifted position (the colour fringes),
  // smeared, faded to 0.8, with the warm cast leaning on luma.
  const half = width / 2;
  const fringe = unitsToPixels(1.5, height);
  const halfSmear = Math.max(1, smear >> 1);
  const base = Int32Array.from({ length: 256 }, (_, c) => Math.round(256 * (c + a * (128 - c)) + 128));
  for (const [plane, out, side, lean] of [[src.u, clamped(dst.u), -1, -0.038], [src.v, clamped(dst.v), 1, 0.0378]] as const) {
    const warm = Int32Array.from({ length: 256 }, (_, y) => Math.round((256 * a * 224 * lean * (y - 16)) / 219));
    for (let row = 0; row < height / 2; row++) {
      padRow(plane, row * src.strideUV, half, line);
      const gain = Math.round(a * 0.8 * gains[2 * row] * 256);
      let s = row * src.strideUV;
      let d = row * dst.strideUV;
      let p = PAD + (shifts[2 * row] >> 1) + side * fringe;
      let ys = 2 * row * src.strideY;
      for (const end = s + half; s < end; s++, d++, p++, ys += 2) {
        const smeared = (180 * line[p] + 38 * (line[p - halfSmear] + line[p + halfSmear])) >> 8;
        out[d] = (base[plane[s]] + gain * (smeared - 128) + warm[src.y[ys]]) >> 8;
      }
    }
  }
}
