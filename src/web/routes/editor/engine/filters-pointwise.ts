import { clamped, frameSeed, noiseOffset, noiseTable, sizeCache, smoothstep, type YuvFrame } from './yuv.ts';

/*
 * The filters that look at one pixel at a time. Each is a lookup table on the 8-bit input, built once per
 * intensity (the cross-fade with the original is folded into it) and kept while the slider stays put, so a frame
 * costs a table read or two per sample. Tables hold values ×256 so the fade stays exact before the final shift.
 */

/** Remembers the tables for the last intensity only: the slider changes rarely, frames come 30 times a second. */
function lastOf<T>(make: (amount: number) => T): (amount: number) => T {
  let key = -1;
  let value: T;
  return (amount) => {
    if (amount !== key) {
      value = make(amount);
      key = amount;
    }
    return value;
  };
}

/** Y ↦ Y faded `amount`/256 toward `effect(l)` (l the 0–1 luma), ×256. */
const lumaTable = (amount: number, effect: (l: number) => number) =>
  Int32Array.from({ length: 256 }, (_, y) => Math.round(y * (256 - amount) + (16 + 219 * effect((y - 16) / 219)) * amount));

/**
 * A vignette in frame-relative units (so it fits any aspect): 1 in the middle, 0.55 in the corners, ×255. `clear` holds, per
 * row, the span of columns where it is 1, which skips the multiply on the middle third of the picture.
 */
const vignetteOf = sizeCache((width, height) => {
  const table = new Uint8Array(width * height);
  const clear = new Int32Array(2 * height);
  for (let row = 0; row < height; row++) {
    const dy = (row + 0.5) / height - 0.5;
    clear[2 * row] = clear[2 * row + 1] = width >> 1;
    for (let x = 0; x < width; x++) {
      const dx = (x + 0.5) / width - 0.5;
      const value = Math.round(255 * (1 - 0.45 * smoothstep(0.35, 0.85, Math.sqrt(dx * dx + dy * dy))));
      table[row * width + x] = value;
      if (value === 255 && x < clear[2 * row]) clear[2 * row] = x;
      if (value === 255 && x >= clear[2 * row + 1]) clear[2 * row + 1] = x + 1;
    }
  }
  return { table, clear };
});

const noirTables = lastOf((amount) => {
  // The untouched share of Y plus the black level, and the S-curved share that the vignette scales (×256/255
  // to undo the vignette's 255 scale in the shift).
  const keep = Int32Array.from({ length: 256 }, (_, y) => y * (256 - amount) + 16 * amount + 128);
  const curve = Int32Array.from({ length: 256 }, (_, y) => Math.round((219 * smoothstep(0.05, 0.95, (y - 16) / 219) * amount * 256) / 255));
  return {
    keep,
    curve,
    // Both at once, where the vignette is 1.
    clear: keep.map((value, y) => value + ((curve[y] * 255) >> 8)),
    // ±0.02 of the luma range: visible on flat areas, never blotchy.
    grain: noiseTable((0.02 * 219 * amount) / 256),
    chroma: Uint8Array.from({ length: 256 }, (_, c) => (c * (256 - amount) + 128 * amount + 128) >> 8),
  };
});

/** Black and white film: an S-curve for contrast, a vignette and a little grain. */
export function noir(src: YuvFrame, dst: YuvFrame, amount: number, time: number) {
  const { width, height } = src;
  const { keep, curve, clear, grain, chroma } = noirTables(amount);
  const vignette = vignetteOf(width, height);
  const seed = frameSeed(time);
  const shade = (row: number, from: number, to: number, s: number, d: number, n: number) => {
    const { table } = vignette;
    const sy = src.y;
    const out = clamped(dst.y);
    const v = row * width;
    for (let x = from; x < to; x++) {
      const y = sy[s + x];
      out[d + x] = (keep[y] + ((curve[y] * table[v + x]) >> 8) + grain[n + x]) >> 8;
    }
  };
  const sy = src.y;
  const out = clamped(dst.y);
  for (let row = 0; row < height; row++) {
    const s = row * src.strideY;
    const d = row * dst.strideY;
    const n = noiseOffset(seed, row, width);
    const left = vignette.clear[2 * row];
    const right = vignette.clear[2 * row + 1];
    shade(row, 0, left, s, d, n);
    for (let x = left; x < right; x++) out[d + x] = (clear[sy[s + x]] + grain[n + x]) >> 8;
    shade(row, right, width, s, d, n);
  }
  mapChroma(src, dst, chroma, chroma);
}

/** Applies a table to each chroma sample on its own. */
function mapChroma(src: YuvFrame, dst: YuvFrame, forU: Uint8Array, forV: Uint8Array) {
  const half = src.width / 2;
  const { u, v } = src;
  const toU = dst.u;
  const toV = dst.v;
  for (let row = 0; row < src.height / 2; row++) {
    const s = row * src.strideUV;
    const d = row * dst.strideUV;
    for (let x = 0; x < half; x++) {
      toU[d + x] = forU[u[s + x]];
      toV[d + x] = forV[v[s + x]];
    }
  }
}

const chromeTables = lastOf((amount) => {
  // Contrast 1.3 about mid-grey, then saturation 1.15 and a cool cast (×0.94 red, ×1.02 green, ×1.1 blue): on
  // luma the cast is a 1.009 gain, on chroma a 1.1 / 0.94 gain plus a luma-dependent blue lean.
  const contrast = (l: number) => (l - 0.5) * 1.3 + 0.5;
  const a = amount / 256;
  return {
    luma: lumaTable(amount, (l) => 1.00877 * contrast(l) + 0.08 * smoothstep(0.6, 1, contrast(l))),
    u: Int32Array.from({ length: 256 }, (_, c) => Math.round(256 * (c + a * 0.6445 * (c - 128)) + 128)),
    v: Int32Array.from({ length: 256 }, (_, c) => Math.round(256 * (c + a * 0.4053 * (c - 128)) + 128)),
    uFromY: Int32Array.from({ length: 256 }, (_, y) => Math.round(256 * a * 224 * 0.0492 * contrast((y - 16) / 219))),
    vFromY: Int32Array.from({ length: 256 }, (_, y) => Math.round(-256 * a * 224 * 0.0437 * contrast((y - 16) / 219))),
  };
});

/** Punchy contrast, a cool metallic cast and a sheen on the highlights. */
export function chrome(src: YuvFrame, dst: YuvFrame, amount: number) {
  const { width, height } = src;
  const { luma, u, v, uFromY, vFromY } = chromeTables(amount);
  const sy = src.y;
  const outY = clamped(dst.y);
  for (let row = 0; row < height; row++) {
    let s = row * src.strideY;
    let d = row * dst.strideY;
    for (const end = s + width; s < end; s++, d++) outY[d] = (luma[sy[s]] + 128) >> 8;
  }
  const outU = clamped(dst.u);
  const outV = clamped(dst.v);
  const half = width / 2;
  for (let row = 0; row < height / 2; row++) {
    let s = row * src.strideUV;
    let d = row * dst.strideUV;
    // The chroma sample's luma: the top-left of the 2×2 block it covers is close enough for a gentle tint.
    let ys = 2 * row * src.strideY;
    for (const end = s + half; s < end; s++, d++, ys += 2) {
      const y = sy[ys];
      outU[d] = (u[src.u[s]] + uFromY[y]) >> 8;
      outV[d] = (v[src.v[s]] + vFromY[y]) >> 8;
    }
  }
}

const vibranceTables = lastOf((amount) => {
  // Saturation (max − min of R, G, B) depends on the chroma pair alone, so one 256×256 table maps (U, V) to the
  // boosted pair. BT.709: R − Y = 1.5748 cr, G − Y = −0.1873 cb − 0.4681 cr, B − Y = 1.8556 cb.
  const u = new Uint8ClampedArray(65536);
  const v = new Uint8ClampedArray(65536);
  for (let cu = 0; cu < 256; cu++) {
    const cb = (cu - 128) / 224;
    for (let cv = 0; cv < 256; cv++) {
      const cr = (cv - 128) / 224;
      const r = 1.5748 * cr;
      const g = -0.1873 * cb - 0.4681 * cr;
      const b = 1.8556 * cb;
      const saturation = Math.max(r, g, b) - Math.min(r, g, b);
      const gain = 1 + (amount / 256) * 1.2 * Math.max(0, 1 - saturation);
      u[(cu << 8) | cv] = 128 + (cu - 128) * gain;
      v[(cu << 8) | cv] = 128 + (cv - 128) * gain;
    }
  }
  return { u, v };
});

/** Lifts the dull colours most and leaves already-saturated ones (often skin) nearly alone; luma is untouched. */
export function vibrance(src: YuvFrame, dst: YuvFrame, amount: number) {
  const { width, height } = src;
  const { u, v } = vibranceTables(amount);
  for (let row = 0; row < height; row++) dst.y.set(src.y.subarray(row * src.strideY, row * src.strideY + width), row * dst.strideY);
  const half = width / 2;
  for (let row = 0; row < height / 2; row++) {
    let s = row * src.strideUV;
    let d = row * dst.strideUV;
    for (const end = s + half; s < end; s++, d++) {
      const pair = (src.u[s] << 8) | src.v[s];
      dst.u[d] = u[pair];
      dst.v[d] = v[pair];
    }
  }
}
