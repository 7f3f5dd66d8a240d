import { currentLocale } from '../../i18n/i18n.ts';

/**
 * Scheduled posts (issue 42) are chosen in the creator's own time zone: a datetime-local field holds wall-clock
 * time there, and the server is sent that time with the zone's offset, so nothing is lost on the way.
 */
export const timeZoneName = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** A Date as a datetime-local value (YYYY-MM-DDTHH:mm) in this browser's zone. */
export function localValue(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local value as ISO 8601 with this zone's offset at that moment ('2026-12-01T18:30:00+01:00'). */
export function withOffset(value: string): string {
  const minutes = -new Date(value).getTimezoneOffset();
  return `${value}:00${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The earliest time offered: the first whole minute at least half a minute away, so it is still ahead when sent. */
export function earliestValue(now = Date.now()): string {
  const at = new Date(now + 30_000 + 59_999);
  at.setSeconds(0, 0);
  return localValue(at);
}

/** When a scheduled post goes out, as the creator reads it: "27 Nov 2026, 18:30". */
export const formatScheduled = (iso: string) => new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
