import { describe, expect, it } from 'vitest';
import { isoTime } from './iso-time.ts';

describe('isoTime', () => {
  it('writes what toISOString writes, for times across the years and within a second', () => {
    const times = [0, 1, 9, 10, 99, 100, 999, Date.UTC(1000, 0, 1), Date.UTC(2026, 10, 25, 23, 59, 59, 999), Date.UTC(9999, 11, 31, 23, 59, 59, 999)];
    for (let i = 0; i < 2000; i++) times.push(Math.floor(Math.random() * Date.UTC(9999, 0, 1)) - Date.UTC(1000, 0, 1) * (i % 2));
    for (const time of times) expect(isoTime(new Date(time))).toBe(new Date(time).toISOString());
  });

  it('hands years ISO writes with a sign to toISOString, and refuses invalid dates as it does', () => {
    expect(isoTime(new Date(Date.UTC(10000, 0, 1)))).toBe('+010000-01-01T00:00:00.000Z');
    expect(isoTime(new Date(Date.UTC(-1, 0, 1)))).toBe('-000001-01-01T00:00:00.000Z');
    expect(() => isoTime(new Date(NaN))).toThrow(RangeError);
  });
});
