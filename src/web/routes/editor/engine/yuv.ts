/**
 * The picture format every filter works in: 8-bit YUV 4:2:0 in three planes, the layout decoders hand out and
 * H.264 encoders take, so filtering needs no conversion to RGB and back. Values are BT.709 limited range: luma
 * 16–235 (l = (Y − 16) / 219 in 0–1), chroma 16–240 around 128 (c = (C − 128) / 224 in ±0.5).
 */
export interface YuvFrame {
  y: Uint8Array;
  u: Uint8Array;
  v: Uint8Array;
  /** Even: 4:2:0 chroma planes are width / 2 × height / 2. */
  width: number;
  height: number;
  strideY: number;
  strideUV: number;
}

/** A frame whose planes lie back to back in `data`, tightly packed: the I420 layout of VideoFrame and rawvideo. */
export interface I420Frame extends YuvFrame {
  data: Uint8Array<ArrayBuffer>;
}

export const i420Bytes = (width: number, height: number) => width * height + 2 * (width / 2) * (height / 2);

/** Views `data` (a fresh buffer when omitted) as an I420 frame; `data` must hold at least i420Bytes. */
export function i420Frame(width: number, height: number, data = new Uint8Array(i420Bytes(width, height))): I420Frame {
  if (width % 2 || height % 2) throw new RangeError(`${width}×${height} is not an even 4:2:0 size`);
  const luma = width * height;
  const chroma = luma / 4;
  return {
    data,
    y: data.subarray(0, luma),
    u: data.subarray(luma, luma + chroma),
    v: data.subarray(luma + chroma, luma + 2 * chroma),
    width,
    height,
    strideY: width,
    strideUV: width / 2,
  };
}

/** A clamping view: a filter writes its arithmetic straight in and gets 0–255 without a branch per pixel. */
export const clamped = (plane: Uint8Array) => new Uint8ClampedArray(plane.buffer, plane.byteOffset, plane.byteLength);

export function copyPlane(from: Uint8Array, fromStride: number, to: Uint8Array, toStride: number, width: number, height: number) {
  if (fromStride === toStride && fromStride === width) return to.set(from.subarray(0, width * height));
  for (let row = 0; row < height; row++) to.set(from.subarray(row * fromStride, row * fromStride + width), row * toStride);
}

export function copyFrame(from: YuvFrame, to: YuvFrame) {
  const { width, height } = from;
  copyPlane(from.y, from.strideY, to.y, to.strideY, width, height);
  copyPlane(from.u, from.strideUV, to.u, to.strideUV, width / 2, height / 2);
  copyPlane(from.v, from.strideUV, to.v, to.strideUV, width / 2, height / 2);
}

/** `to` = `from` + (`to` − `from`) · amount/256 over one plane: the intensity cross-fade for the spatial filters. */
export function blendPlane(from: Uint8Array, fromStride: number, to: Uint8Array, toStride: number, width: number, height: number, amount: number) {
  const keep = 256 - amount;
  for (let row = 0; row < height; row++) {
    let s = row * fromStride;
    let d = row * toStride;
    for (const end = d + width; d < end; d++, s++) to[d] = (from[s] * keep + to[d] * amount + 128) >> 8;
  }
}

export function blendFrame(from: YuvFrame, to: YuvFrame, amount: number) {
  if (amount >= 256) return;
  const { width, height } = from;
  blendPlane(from.y, from.strideY, to.y, to.strideY, width, height, amount);
  blendPlane(from.u, from.strideUV, to.u, to.strideUV, width / 2, height / 2, amount);
  blendPlane(from.v, from.strideUV, to.v, to.strideUV, width / 2, height / 2, amount);
}

export const smoothstep = (edge0: number, edge1: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};

/** An integer hash (lowbias32): cheap, well mixed, and the same in every browser, unlike sin-based GLSL hashes. */
export function hash32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return (x ^ (x >>> 16)) >>> 0;
}

/** 0–1 from two integers. */
export const hash01 = (a: number, b: number) => hash32(Math.imul(a, 0x9e3779b1) ^ hash32(b)) / 4294967296;

/**
 * Grain and jitter change per frame, keyed to the source clock at 30 steps a second: the preview (the <video>'s
 * currentTime) and the export (each frame's source time) then draw the same pattern on the same frame.
 */
export const frameSeed = (time: number) => Math.round(time * 30);

const NOISE_SIZE = 1 << 18;
/**
 * White noise, uniform in ±`amplitude` (×256, the scale the filters add it at), read from a per-row random
 * offset: no periodic pattern, no hashing per pixel. Made once per intensity, not per frame.
 */
export const noiseTable = (amplitude: number) => Int16Array.from({ length: NOISE_SIZE }, (_, i) => Math.round((((hash32(i + 0x51ed) % 255) - 127) * amplitude * 256) / 127));

/** Where row `row` of frame `seed` starts reading a noiseTable, leaving room for `width` values after it. */
export const noiseOffset = (seed: number, row: number, width: number) => (hash32(Math.imul(seed, 0x2c1b3c6d) ^ Math.imul(row, 0x297a2d39)) % (NOISE_SIZE - width)) | 0;

/** Per-size tables (vignettes, sampling maps) kept for the last few plane sizes: the preview and an export may alternate. */
export function sizeCache<T>(make: (width: number, height: number) => T): (width: number, height: number) => T {
  const cache = new Map<string, T>();
  return (width, height) => {
    const key = `${width}x${height}`;
    let value = cache.get(key);
    if (value === undefined) {
      value = make(width, height);
      if (cache.size >= 4) cache.delete(cache.keys().next().value!);
      cache.set(key, value);
    }
    return value;
  };
}
