import { currentLocale } from '../i18n/i18n.ts';

/**
 * Display formats shared by every screen: relative times and compact counts, each in one place. English keeps
 * the spec's own forms ('3m ago', '1.2K'); other languages get the platform's (Intl) forms for their locale.
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const YEAR = 365 * DAY;

/** '3m ago', '2h ago', '5d ago', '3w ago', '2y ago'; 'just now' under a minute (or for a clock ahead of ours). */
export function relativeTime(iso: string, now: number = Date.now(), locale = currentLocale()): string {
  const then = new Date(iso).getTime();
  if (!Number.isFinite(then)) return '';
  const seconds = Math.floor((now - then) / 1000);
  if (locale !== 'en') return intlRelativeTime(seconds, locale);
  if (seconds < MINUTE) return 'just now';
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)}m ago`;
  if (seconds < DAY) return `${Math.floor(seconds / HOUR)}h ago`;
  if (seconds < WEEK) return `${Math.floor(seconds / DAY)}d ago`;
  if (seconds < YEAR) return `${Math.floor(seconds / WEEK)}w ago`;
  return `${Math.floor(seconds / YEAR)}y ago`;
}

function intlRelativeTime(seconds: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'narrow' });
  if (seconds < MINUTE) return format.format(0, 'second');
  const [unit, size] = (
    [['minute', MINUTE, HOUR], ['hour', HOUR, DAY], ['day', DAY, WEEK], ['week', WEEK, YEAR]] as const
  ).find(([, , below]) => seconds < below) ?? ['year', YEAR];
  return format.format(-Math.floor(seconds / size), unit);
}

/** 999, 1.2K, 12K, 1.5M: counts under the card's buttons stay narrow (1,2 mil, 1.2 ألف in their languages). */
export function formatCount(count: number, locale = currentLocale()): string {
  const value = Math.max(0, count);
  if (locale !== 'en') return compactNumber(locale).format(value);
  if (value < 1000) return String(value);
  if (value < 1_000_000) return `${trim(value / 1000)}K`;
  return `${trim(value / 1_000_000)}M`;
}

const compactFormats = new Map<string, Intl.NumberFormat>();
function compactNumber(locale: string) {
  let format = compactFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    compactFormats.set(locale, format);
  }
  return format;
}

function trim(value: number): string {
  return value < 10 ? value.toFixed(1).replace(/\.0$/, '') : String(Math.floor(value));
}

/** 75 → '1:15': the m:ss clock of the story camera and the sound library. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds + 1e-6));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** 'Nov 29, 2026' in the reader's own language: when a link expires or a passkey was added. */
export function calendarDate(iso: string, locale = currentLocale()): string {
  const date = new Date(iso);
  return Number.isFinite(date.getTime()) ? date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' }) : '';
}

/** 812 KB, 4.2 MB: the size of a download, so a reader on mobile data knows before tapping. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, bytes)} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${trim(bytes / (1024 * 1024))} MB`;
}
