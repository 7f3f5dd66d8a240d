import { afterEach, describe, expect, it } from 'vitest';
import { formatDay, groupByDay, localDayKey } from './group-by-day.ts';

/** Watch history's grid groups by the viewer's own calendar day (issue 55 item 4). */
describe('watch history days', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });
  const watched = (id: string, watchedAt: string) => ({ id, watchedAt });

  it('names today and yesterday, and keeps the list order within and across days', () => {
    process.env.TZ = 'UTC';
    const now = new Date('2026-03-10T12:00:00Z');
    const days = groupByDay(
      [
        watched('a', '2026-03-10T11:00:00Z'),
        watched('b', '2026-03-10T00:05:00Z'),
        watched('c', '2026-03-09T23:59:00Z'),
        watched('d', '2026-03-02T08:00:00Z'),
        watched('e', '2026-03-02T07:00:00Z'),
      ],
      now,
    );
    expect(days.map((day) => [day.key, day.name, day.items.map((item) => item.id)])).toEqual([
      ['2026-03-10', 'today', ['a', 'b']],
      ['2026-03-09', 'yesterday', ['c']],
      ['2026-03-02', 'date', ['d', 'e']],
    ]);
  });

  it("groups by the viewer's time zone, not UTC", () => {
    process.env.TZ = 'Europe/Madrid';
    // 23:30 UTC on the 9th is 00:30 on the 10th in Madrid: today there, with the morning's watch.
    const now = new Date('2026-03-10T09:00:00Z');
    const days = groupByDay([watched('late', '2026-03-09T23:30:00Z'), watched('evening', '2026-03-09T22:30:00Z')], now);
    expect(days.map((day) => [day.key, day.name, day.items.map((item) => item.id)])).toEqual([
      ['2026-03-10', 'today', ['late']],
      ['2026-03-09', 'yesterday', ['evening']],
    ]);
    process.env.TZ = 'America/Los_Angeles';
    expect(localDayKey(new Date('2026-03-10T05:00:00Z'))).toBe('2026-03-09');
  });

  it('finds yesterday across a clock change and a month end', () => {
    process.env.TZ = 'America/New_York';
    // The 8th of March 2026 is 23 hours long in New York; now minus 24 hours would land on the 7th.
    const afterChange = new Date('2026-03-09T04:30:00Z'); // 00:30 on the 9th, local
    expect(groupByDay([watched('x', '2026-03-08T05:30:00Z')], afterChange)[0]?.name).toBe('yesterday');
    process.env.TZ = 'UTC';
    expect(groupByDay([watched('y', '2026-02-28T10:00:00Z')], new Date('2026-03-01T10:00:00Z'))[0]?.name).toBe('yesterday');
  });

  it('leaves out a watch with no readable time, and an empty list has no days', () => {
    expect(groupByDay([watched('bad', 'not a date')])).toEqual([]);
    expect(groupByDay([])).toEqual([]);
  });

  it('writes an older day in the reader language, with the year only when not this one', () => {
    process.env.TZ = 'UTC';
    const now = new Date('2026-03-10T12:00:00Z');
    const start = new Date(2026, 2, 2);
    expect(formatDay(start, 'en', now)).toBe('Monday, March 2');
    expect(formatDay(start, 'es', now)).toBe('lunes, 2 de marzo');
    expect(formatDay(new Date(2025, 11, 31), 'en', now)).toBe('Wednesday, December 31, 2025');
    expect(formatDay(start, 'ar', now)).toContain('مارس');
  });
});
