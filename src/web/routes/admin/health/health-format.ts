import { currentLocale } from '../../../i18n/i18n.ts';

/**
 * How the health screen writes sizes, durations and times. English keeps short hand-written forms ('3 h 5 min',
 * '4.2 GB'); other languages get the platform's (Intl) units, so no catalog has to spell every unit's plural.
 */

const UNITS = [
  ['terabyte', 1024 ** 4, 'TB'],
  ['gigabyte', 1024 ** 3, 'GB'],
  ['megabyte', 1024 ** 2, 'MB'],
  ['kilobyte', 1024, 'KB'],
  ['byte', 1, 'B'],
] as const;

/** 812 KB, 4.2 GB, 1.5 TB: a disk's size reads best in its largest whole unit. */
export function formatSize(bytes: number, locale = currentLocale()): string {
  const [unit, size, short] = UNITS.find(([, size]) => bytes >= size) ?? UNITS[UNITS.length - 1];
  const value = Math.max(0, bytes) / size;
  const options = { maximumFractionDigits: value < 10 ? 1 : 0 };
  if (locale === 'en') return `${new Intl.NumberFormat(locale, options).format(value)} ${short}`;
  return new Intl.NumberFormat(locale, { ...options, style: 'unit', unit, unitDisplay: 'short' }).format(value);
}

const DURATION_UNITS = [
  ['day', 'd'],
  ['hour', 'h'],
  ['minute', 'min'],
  ['second', 's'],
] as const;

/**
 * 3 h 5 min, 2 d 4 h, 45 s: the two largest units are precise enough for a wait or an uptime, and a third
 * would only make the line longer. A zero second unit is left out ('2 d', not '2 d 0 h').
 */
export function formatDuration(totalSeconds: number, locale = currentLocale()): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const amounts = [Math.floor(whole / 86_400), Math.floor((whole % 86_400) / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  // Nothing at all is '0 s'.
  const first = whole === 0 ? amounts.length - 1 : amounts.findIndex((amount) => amount > 0);
  const shown = [first, first + 1].filter((index, place) => index < amounts.length && (place === 0 || amounts[index] > 0));
  return shown
    .map((index) => {
      const [unit, short] = DURATION_UNITS[index];
      return locale === 'en' ? `${amounts[index]} ${short}` : new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'narrow' }).format(amounts[index]);
    })
    .join(' ');
}

/** A moment in the reader's own calendar and clock: when a job failed, when the last backup ran. */
export function formatMoment(iso: string, locale = currentLocale()): string {
  const date = new Date(iso);
  return Number.isFinite(date.getTime()) ? date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : '';
}

/** The share of a disk still free, as the reader's language writes a percentage. */
export function formatShare(part: number, whole: number, locale = currentLocale()): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(whole > 0 ? part / whole : 0);
}

/** A count with the reader's digits and grouping. */
export function formatNumber(value: number, locale = currentLocale()): string {
  return value.toLocaleString(locale);
}
