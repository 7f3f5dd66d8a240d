import { currentLocale } from '../../i18n/i18n.ts';

const unit = (locale: string, name: 'hour' | 'minute' | 'second', digits = 0) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'narrow', maximumFractionDigits: digits });

/** 10200 → '10.2s', 200000 → '3m 20s', 7500000 → '2h 5m': watch time in the reader's language. */
export function formatWatchTime(ms: number, locale = currentLocale()): string {
  const seconds = Math.max(0, ms) / 1000;
  if (seconds < 60) return unit(locale, 'second', 1).format(Math.round(seconds * 10) / 10);
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${unit(locale, 'minute').format(minutes)} ${unit(locale, 'second').format(Math.floor(seconds % 60))}`;
  return `${unit(locale, 'hour').format(Math.floor(minutes / 60))} ${unit(locale, 'minute').format(minutes % 60)}`;
}

/** 1/3 → '33%'. */
export function formatRate(rate: number, locale = currentLocale()): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(rate);
}

/** 12345 → '12,345': exact numbers, where the feed's compact counts would hide a change. */
export function formatNumber(value: number, locale = currentLocale()): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** '2026-11-27' → 'Nov 27': a day of the range, read as the UTC day it is. */
export function formatDay(day: string, locale = currentLocale()): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
