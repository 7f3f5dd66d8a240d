/**
 * Watch history's grid reads by day (issue 55 item 4): "Today", "Yesterday", then dates. A day is the
 * viewer's own calendar day, in this device's time zone, not UTC's: a video watched at 00:30 in Madrid
 * belongs to that Madrid day, whatever the server's clock says.
 */

/** Which heading a day gets: the two nearest by name, any other by its date. */
export type DayName = 'today' | 'yesterday' | 'date';

export interface WatchDay<T> {
  /** The local calendar day, YYYY-MM-DD: stable as a React key and a heading's id. */
  key: string;
  name: DayName;
  /** Local midnight starting that day, for formatting its date. */
  start: Date;
  items: T[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of a moment in this device's time zone. */
export function localDayKey(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/**
 * The videos in groups by the local day they were watched, in the order they came (last watched first, as
 * the server lists them). A day split over two pages stays one group.
 */
export function groupByDay<T extends { watchedAt: string }>(items: readonly T[], now: Date = new Date()): WatchDay<T>[] {
  const today = localDayKey(now);
  // Built from the calendar fields, not now minus 24 hours: a day with a clock change is 23 or 25 hours long.
  const yesterday = localDayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const days = new Map<string, WatchDay<T>>();
  for (const item of items) {
    const at = new Date(item.watchedAt);
    if (!Number.isFinite(at.getTime())) continue;
    const key = localDayKey(at);
    let day = days.get(key);
    if (!day) {
      const name: DayName = key === today ? 'today' : key === yesterday ? 'yesterday' : 'date';
      day = { key, name, start: new Date(at.getFullYear(), at.getMonth(), at.getDate()), items: [] };
      days.set(key, day);
    }
    day.items.push(item);
  }
  return [...days.values()];
}

/**
 * A day older than yesterday as the reader's language writes it ("Monday, March 2"; "lunes, 2 de marzo"),
 * with the year only when it is not this one.
 */
export function formatDay(start: Date, locale: string, now: Date = new Date()): string {
  const withYear = start.getFullYear() !== now.getFullYear();
  return new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', year: withYear ? 'numeric' : undefined }).format(start);
}
