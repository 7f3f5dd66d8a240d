import { describe, expect, it } from 'vitest';
import { VIDEO_FILTERS } from '../../../../shared/constants.ts';
import { applyFilter, i420Frame, type I420Frame } from './filters.ts';

/** A colourful test frame: luma ramps across, chroma varies with position, every byte value appears. */
function testFrame(width: number, height: number): I420Frame {
  const frame = i420Frame(width, height);
  for (let i = 0; i < frame.y.length; i++) frame.y[i] = (i % width) * 7 + Math.floor(i / width) * 3;
  for (let i = 0; i < frame.u.length; i++) {
    frame.u[i] = (i * 13) & 255;
    frame.v[i] = 255 - ((i * 5) & 255);
  }
  return frame;
}

const mean = (plane: Uint8Array) => plane.reduce((sum, value) => sum + value, 0) / plane.length;

describe('applyFilter', () => {
  const src = testFrame(64, 48);

  it('turns noir at 100 into pure greys: U and V are 128 everywhere', () => {
    const dst = i420Frame(64, 48);
    applyFilter(src, dst, 'noir', 100, 1.5);
    expect(dst.u.every((value) => value === 128)).toBe(true);
    expect(dst.v.every((value) => value === 128)).toBe(true);
  });

  it('leaves the picture as it is at intensity 0 or with no filter', () => {
    for (const filter of VIDEO_FILTERS) {
      const dst = i420Frame(64, 48);
      applyFilter(src, dst, filter, filter === 'none' ? 100 : 0, 2);
      expect(dst.data).toEqual(src.data);
    }
  });

  it('changes the picture with every filter, and half an intensity changes it about half as much', () => {
    for (const filter of VIDEO_FILTERS.filter((name) => name !== 'none')) {
      const full = i420Frame(64, 48);
      const half = i420Frame(64, 48);
      applyFilter(src, full, filter, 100, 0.5);
      applyFilter(src, half, filter, 50, 0.5);
      const distance = (frame: I420Frame) => frame.data.reduce((sum, value, i) => sum + Math.abs(value - src.data[i]), 0);
      expect(distance(full), filter).toBeGreaterThan(0);
      expect(distance(half) / distance(full), filter).toBeGreaterThan(0.3);
      expect(distance(half) / distance(full), filter).toBeLessThan(0.7);
    }
  });

  it('keeps the luma of noir within the picture range and darkens the corners', () => {
    const flat = i420Frame(64, 48);
    flat.y.fill(180);
    flat.u.fill(128);
    flat.v.fill(128);
    const dst = i420Frame(64, 48);
    applyFilter(flat, dst, 'noir', 100, 0);
    const centre = dst.y[24 * 64 + 32];
    const corner = dst.y[0];
    expect(centre).toBeGreaterThan(180);
    expect(corner).toBeLessThan(centre * 0.7);
  });

  it('smooths a step edge with blur', () => {
    const step = i420Frame(64, 48);
    for (let row = 0; row < 48; row++) step.y.fill(16, row * 64, row * 64 + 32).fill(235, row * 64 + 32, row * 64 + 64);
    step.u.fill(128);
    step.v.fill(128);
    const dst = i420Frame(64, 48);
    applyFilter(step, dst, 'blur', 100, 0);
    const row = dst.y.subarray(24 * 64, 25 * 64);
    expect(row[31]).toBeGreaterThan(60);
    expect(row[32]).toBeLessThan(190);
    for (let x = 1; x < 64; x++) expect(row[x]).toBeGreaterThanOrEqual(row[x - 1]);
    expect(row[0]).toBeLessThan(20);
    expect(row[63]).toBeGreaterThan(230);
  });

  it('draws the same grain for the same source time and different grain for another frame', () => {
    const [a, b, c] = [i420Frame(64, 48), i420Frame(64, 48), i420Frame(64, 48)];
    applyFilter(src, a, 'vhs', 100, 3.2);
    applyFilter(src, b, 'vhs', 100, 3.2);
    applyFilter(src, c, 'vhs', 100, 3.3);
    expect(b.data).toEqual(a.data);
    expect(c.data).not.toEqual(a.data);
  });

  it('runs every filter over a 720×1280 frame', () => {
    const big = testFrame(720, 1280);
    const dst = i420Frame(720, 1280);
    for (const filter of VIDEO_FILTERS) {
      applyFilter(big, dst, filter, 75, 4);
      expect(mean(dst.y), filter).toBeGreaterThan(0);
    }
  });

  it('writes into planes with padded rows', () => {
    const padded = { ...i420Frame(64, 48), strideY: 80, strideUV: 48 };
    Object.assign(padded, { y: new Uint8Array(80 * 48), u: new Uint8Array(48 * 24), v: new Uint8Array(48 * 24) });
    const tight = i420Frame(64, 48);
    applyFilter(src, padded, 'chrome', 100, 0);
    applyFilter(src, tight, 'chrome', 100, 0);
    for (let row = 0; row < 48; row++) expect(padded.y.subarray(row * 80, row * 80 + 64)).toEqual(tight.y.subarray(row * 64, row * 64 + 64));
  });

  it('refuses frames of different sizes', () => {
    expect(() => applyFilter(src, i420Frame(32, 48), 'noir', 50, 0)).toThrow(RangeError);
  });
});
