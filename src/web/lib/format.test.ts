import { describe, expect, it } from 'vitest';
import { calendarDate, formatBytes, formatCount, relativeTime } from './format.ts';

describe('relativeTime', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('names minutes, hours, days, weeks and years', () => {
    expect(relativeTime(ago(10), now)).toBe('just now');
    expect(relativeTime(ago(3 * 60), now)).toBe('3m ago');
    expect(relativeTime(ago(2 * 3600), now)).toBe('2h ago');
    expect(relativeTime(ago(5 * 86400), now)).toBe('5d ago');
    expect(relativeTime(ago(15 * 86400), now)).toBe('2w ago');
    expect(relativeTime(ago(800 * 86400), now)).toBe('2y ago');
  });

  it('treats a future time as just now and an invalid one as empty', () => {
    expect(relativeTime(ago(-120), now)).toBe('just now');
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('formatCount', () => {
  it('keeps small counts and shortens large ones, never below 0', () => {
    expect(formatCount(-3)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1200)).toBe('1.2K');
    expect(formatCount(1000)).toBe('1K');
    expect(formatCount(12_345)).toBe('12K');
    expect(formatCount(1_500_000)).toBe('1.5M');
  });
});

describe('formatBytes', () => {
  it('uses B under a kilobyte, whole KB under a megabyte, one decimal of MB under ten', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(812 * 1024)).toBe('812 KB');
    expect(formatBytes(4.2 * 1024 * 1024)).toBe('4.2 MB');
    expect(formatBytes(15 * 1024 * 1024)).toBe('15 MB');
  });
});

describe('calendarDate', () => {
  it('is empty for an invalid time', () => {
    expect(calendarDate('not a date')).toBe('');
    expect(calendarDate('2026-11-29T10:00:00Z')).toMatch(/2026/);
  });
});

describe('formats in other languages', () => {
  const hour = Date.parse('2026-11-27T12:00:00Z');
  it('counts and times in Spanish and Arabic come from Intl, English keeps the spec forms', () => {
    expect(formatCount(1234, 'en')).toBe('1.2K');
    expect(formatCount(1234, 'es')).toBe(new Intl.NumberFormat('es', { notation: 'compact', maximumFractionDigits: 1 }).format(1234));
    expect(formatCount(1_500_000, 'ar')).not.toBe('1.5M');
    expect(relativeTime('2026-11-27T10:00:00Z', hour, 'en')).toBe('2h ago');
    expect(relativeTime('2026-11-27T10:00:00Z', hour, 'es')).toBe(new Intl.RelativeTimeFormat('es', { numeric: 'auto', style: 'narrow' }).format(-2, 'hour'));
    expect(relativeTime('2026-11-27T11:59:50Z', hour, 'ar')).toBe(new Intl.RelativeTimeFormat('ar', { numeric: 'auto', style: 'narrow' }).format(0, 'second'));
  });
});
