import { describe, expect, it } from 'vitest';
import { formatDay, formatNumber, formatRate, formatWatchTime } from './studio-format.ts';

describe('studio formats', () => {
  it('writes watch time in seconds, minutes and hours', () => {
    expect(formatWatchTime(10_000, 'en')).toBe('10s');
    expect(formatWatchTime(10_240, 'en')).toBe('10.2s');
    expect(formatWatchTime(200_000, 'en')).toBe('3m 20s');
    expect(formatWatchTime(7_500_000, 'en')).toBe('2h 5m');
  });

  it('writes rates, numbers and UTC days for the reader', () => {
    expect(formatRate(1 / 3, 'en')).toBe('33%');
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatDay('2026-11-27', 'en')).toBe('Nov 27');
  });
});
