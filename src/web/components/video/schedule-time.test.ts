import { afterEach, describe, expect, it } from 'vitest';
import { earliestValue, localValue, withOffset } from './schedule-time.ts';

/** Scheduled posts are chosen in the creator's zone and sent with its offset (issue 42). */
describe('schedule times', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('sends a wall-clock time with the offset of its zone at that date, summer time included', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(withOffset('2026-12-01T18:30')).toBe('2026-12-01T18:30:00+05:30');
    process.env.TZ = 'America/New_York';
    expect(withOffset('2026-12-01T18:30')).toBe('2026-12-01T18:30:00-05:00');
    expect(withOffset('2026-07-01T18:30')).toBe('2026-07-01T18:30:00-04:00');
    expect(new Date(withOffset('2026-07-01T18:30')).toISOString()).toBe('2026-07-01T22:30:00.000Z');
  });

  it('offers as the earliest time the first whole minute at least half a minute away', () => {
    process.env.TZ = 'UTC';
    expect(earliestValue(Date.parse('2026-12-01T18:30:10Z'))).toBe('2026-12-01T18:31');
    expect(earliestValue(Date.parse('2026-12-01T18:30:40Z'))).toBe('2026-12-01T18:32');
    expect(localValue(new Date('2026-12-01T09:05:59Z'))).toBe('2026-12-01T09:05');
  });
});
