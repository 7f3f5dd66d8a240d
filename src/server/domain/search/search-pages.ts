import type { SearchPage } from '../../../shared/search-types.ts';
import { decodeCursor, encodeCursor, isTimestamp, isUuid } from '../feed/cursor.ts';

/** Keyset cursors of search lists: a score with the row's id (or a tag's name), or a time with an id. */
export type ScoreKey = { s: number; i: string };
export type NameKey = { s: number; n: string };
export type TimeKey = { t: string; i: string };

const isScoreKey = (v: any): v is ScoreKey => Number.isFinite(v?.s) && isUuid(v?.i);
const isNameKey = (v: any): v is NameKey => Number.isFinite(v?.s) && typeof v?.n === 'string' && v.n.length > 0 && v.n.length <= 50;
const isTimeKey = (v: any): v is TimeKey => isTimestamp(v?.t) && isUuid(v?.i);

export const scoreCursor = (text: string | undefined) => {
  const key = decodeCursor(text, isScoreKey);
  return key && { score: key.s, id: key.i };
};
export const nameCursor = (text: string | undefined) => {
  const key = decodeCursor(text, isNameKey);
  return key && { score: key.s, name: key.n };
};
export const timeCursor = (text: string | undefined) => {
  const key = decodeCursor(text, isTimeKey);
  return key && { time: key.t, id: key.i };
};

/**
 * A page from rows fetched one past the page size: the extra row only says that another page exists, and
 * the cursor is made from the last row shown.
 */
export async function pageOf<Row, Item>(
  rows: Row[],
  size: number,
  keyOf: (row: Row) => object,
  present: (row: Row) => Item | Promise<Item>,
): Promise<SearchPage<Item>> {
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  return {
    items: await Promise.all(shown.map(present)),
    next_cursor: rows.length > size && last ? encodeCursor(keyOf(last)) : null,
  };
}
