import type { Rotation } from './source-info.ts';
import { i420Bytes, i420Frame, type I420Frame } from './yuv.ts';

/** What the filters assume when a frame does not say: the colour of the server's transcodes. */
const BT709: VideoColorSpaceInit = { matrix: 'bt709', primaries: 'bt709', transfer: 'bt709', fullRange: false };

/**
 * Gets decoded pictures (VideoFrames from the decoder or a playing <video>) into I420 planes for the filters, the
 * way the browser already holds them: I420 is a plain copy and NV12 a copy plus splitting U from V. Only other
 * formats (10-bit, alpha, opaque GPU frames) go through RGBA. Buffers are reused from frame to frame.
 */
export class FrameReader {
  private staging = new Uint8Array(0);
  private upright: I420Frame | null = null;
  /** The colour space of the last frame read, for the frame written back from its planes. */
  colorSpace: VideoColorSpaceInit = BT709;

  /** Copies `frame`'s picture, turned `rotation` clockwise, into `into` (the size as displayed). */
  async read(frame: VideoFrame, into: I420Frame, rotation: Rotation = 0): Promise<void> {
    const turned = rotation === 90 || rotation === 270;
    const width = turned ? into.height : into.width;
    const height = turned ? into.width : into.height;
    const visible = frame.visibleRect!;
    const rect = { x: visible.x, y: visible.y, width, height };
    let target = into;
    if (rotation) {
      if (this.upright?.width !== width || this.upright.height !== height) this.upright = i420Frame(width, height);
      target = this.upright;
    }
    const { matrix, primaries, transfer, fullRange } = frame.colorSpace;
    this.colorSpace = matrix ? { matrix, primaries, transfer, fullRange } : BT709;
    const luma = width * height;
    if (frame.format === 'I420') {
      await frame.copyTo(target.data, { rect, layout: [{ offset: 0, stride: width }, { offset: luma, stride: width / 2 }, { offset: luma + luma / 4, stride: width / 2 }] });
    } else if (frame.format === 'NV12') {
      const nv12 = this.stage(i420Bytes(width, height));
      await frame.copyTo(nv12, { rect, layout: [{ offset: 0, stride: width }, { offset: luma, stride: width }] });
      target.y.set(nv12.subarray(0, luma));
      const { u, v } = target;
      for (let i = 0, j = luma; i < u.length; i++, j += 2) {
        u[i] = nv12[j];
        v[i] = nv12[j + 1];
      }
    } else {
      const rgba = this.stage(luma * 4);
      await frame.copyTo(rgba, { rect, format: 'RGBA' });
      rgbaToI420(rgba, target);
      this.colorSpace = BT709;
    }
    if (rotation) rotateFrame(target, into, rotation);
  }

  private stage(bytes: number) {
    if (this.staging.length < bytes) this.staging = new Uint8Array(bytes);
    return this.staging;
  }
}

/** The planes as a VideoFrame for an encoder or a canvas; the constructor copies, so `frame` is free again at once. */
export function toVideoFrame(frame: I420Frame, timestamp: number, duration: number | undefined, colorSpace: VideoColorSpaceInit = BT709): VideoFrame {
  return new VideoFrame(frame.data, { format: 'I420', codedWidth: frame.width, codedHeight: frame.height, timestamp, duration, colorSpace });
}

/** BT.709 limited range, chroma from the mean of each 2×2 block; coefficients ×256. */
export function rgbaToI420(rgba: Uint8Array | Uint8ClampedArray, into: I420Frame) {
  const { width, height, y, u, v } = into;
  const half = width / 2;
  for (let row = 0; row < height; row += 2) {
    for (let x = 0; x < width; x += 2) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let k = 0; k < 4; k++) {
        const p = (row + (k >> 1)) * width + x + (k & 1);
        const pr = rgba[4 * p];
        const pg = rgba[4 * p + 1];
        const pb = rgba[4 * p + 2];
        y[p] = (47 * pr + 157 * pg + 16 * pb + 4096 + 128) >> 8;
        r += pr;
        g += pg;
        b += pb;
      }
      const c = (row >> 1) * half + (x >> 1);
      u[c] = (-26 * r - 87 * g + 113 * b + 4 * 128 * 256 + 512) >> 10;
      v[c] = (113 * r - 103 * g - 10 * b + 4 * 128 * 256 + 512) >> 10;
    }
  }
}

/** Turns an upright-coded picture `rotation` degrees clockwise into `into`, plane by plane. */
function rotateFrame(from: I420Frame, into: I420Frame, rotation: Rotation) {
  for (const [source, target, scale] of [[from.y, into.y, 1], [from.u, into.u, 2], [from.v, into.v, 2]] as const) {
    const width = from.width / scale;
    const height = from.height / scale;
    const outWidth = into.width / scale;
    // Where output (0, row) reads, and how far each step right moves in the source.
    for (let row = 0; row < into.height / scale; row++) {
      let s = rotation === 90 ? (height - 1) * width + row : rotation === 180 ? (height - 1 - row) * width + width - 1 : width - 1 - row;
      const step = rotation === 90 ? -width : rotation === 180 ? -1 : width;
      const d = row * outWidth;
      for (let x = 0; x < outWidth; x++, s += step) target[d + x] = source[s];
    }
  }
}

/** The way back for a 2D canvas without VideoFrame (putImageData): BT.709 limited range, coefficients ×256. */
export function i420ToRgba(frame: I420Frame, rgba: Uint8ClampedArray) {
  const { width, height, y, u, v } = frame;
  const half = width / 2;
  for (let row = 0; row < height; row++) {
    const c = (row >> 1) * half;
    for (let x = 0; x < width; x++) {
      const l = 298 * (y[row * width + x] - 16) + 128;
      const cb = u[c + (x >> 1)] - 128;
      const cr = v[c + (x >> 1)] - 128;
      const p = 4 * (row * width + x);
      rgba[p] = (l + 459 * cr) >> 8;
      rgba[p + 1] = (l - 55 * cb - 136 * cr) >> 8;
      rgba[p + 2] = (l + 541 * cb) >> 8;
      rgba[p + 3] = 255;
    }
  }
}
