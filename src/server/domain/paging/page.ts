import type { Page } from '../../../shared/api-types.ts';
import type { NameCursor, ScoreCursor, TimeCursor } from '../../data/repos/keyset.ts';
import { decodeCursor, encodeCursor, isTimestamp, isUuid } from './cursor.ts';

/**
 * One paging for every list (issue 36): rows fetched one past the page in the list's order, a page of
 * items, and a cursor naming the last row shown, which the next request reads back as the position the
 * repositories page from (repos/keyset.ts).
 */
export type { Page };

/** A list with nothing in it, or a query that can find nothing (a search with no letters). */
export const EMPTY_PAGE: Page<never> = { items: [], nextCursor: null };

/**
 * The rows a page shows and the cursor after them, from rows fetched `size + 1`: the extra row only says
 * that another page exists (so the last page is known without an empty one after it). For pages presented
 * in one go (cards hydrated together); keysetPage presents row by row.
 */
export function pageRows<Row>(rows: Row[], size: number, keyOf: (row: Row) => object): { shown: Row[]; nextCursor: string | null } {
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  return { shown, nextCursor: rows.length > size && last !== undefined ? encodeCursor(keyOf(last)) : null };
}

/** The one keyset page: `keyOf` is one of the keys below, `present` turns a row into what the list shows. */
export async function keysetPage<Row, Item>(
  rows: Row[],
  size: number,
  keyOf: (row: Row) => object,
  present: (row: Row) => Item | Promise<Item>,
): Promise<Page<Item>> {
  const { shown, nextCursor } = pageRows(rows, size, keyOf);
  return { items: await Promise.all(shown.map((row) => present(row))), nextCursor };
}

/*
 * What a cursor carries, in short keys because it travels in URLs: a time with the row's id (newest or
 * oldest first), a score with the row's id (ranked lists; a count is a whole score), or a score with a tag's
 * name (tags have no id). The time is PostgreSQL's text of it (a row's `sort_time`): no microsecond is lost.
 */
export type TimeKey = { t: string; i: string };
export type ScoreKey = { s: number; i: string };
export type NameKey = { s: number; n: string };

export const isTimeKey = (v: any): v is TimeKey => isTimestamp(v?.t) && isUuid(v?.i);
export const isScoreKey = (v: any): v is ScoreKey => Number.isFinite(v?.s) && isUuid(v?.i);
export const isCountKey = (v: any): v is ScoreKey => Number.isSafeInteger(v?.s) && isUuid(v?.i);
export const isNameKey = (v: any): v is NameKey => Number.isFinite(v?.s) && typeof v?.n === 'string' && v.n.length > 0 && v.n.length <= 50;

/** The key of the last row shown, for the next page's cursor. */
export const timeKey = (row: { sortTime: string; id: string }): TimeKey => ({ t: row.sortTime, i: row.id });
export const scoreKey = (row: { score: number; id: string }): ScoreKey => ({ s: row.score, i: row.id });
export const nameKey = (row: { score: number; name: string }): NameKey => ({ s: row.score, n: row.name });

/** A request's cursor as a position: null for the first page; one that is not ours is a 400 with a message, never a failed query. */
export const timeCursor = (text: string | undefined): TimeCursor | null => {
  const key = decodeCursor(text, isTimeKey);
  return key && { time: key.t, id: key.i };
};
export const scoreCursor = (text: string | undefined): ScoreCursor | null => {
  const key = decodeCursor(text, isScoreKey);
  return key && { score: key.s, id: key.i };
};
/** A score that is a whole count (a sound's uses), which the repository compares as an integer. */
export const countCursor = (text: string | undefined): ScoreCursor | null => {
  const key = decodeCursor(text, isCountKey);
  return key && { score: key.s, id: key.i };
};
export const nameCursor = (text: string | undefined): NameCursor | null => {
  const key = decodeCursor(text, isNameKey);
  return key && { score: key.s, name: key.n };
};
