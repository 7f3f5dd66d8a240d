import { sql, type RawBuilder } from 'kysely';

/**
 * Where the next page of a list starts: the last shown row's sort value and its tiebreak. A time is
 * PostgreSQL's own timestamptz text (`created_at::text`), microseconds kept: a JavaScript Date keeps only
 * milliseconds, and two rows within one millisecond would then be skipped or repeated at a page's edge.
 */
export interface TimeCursor {
  time: string;
  id: string;
}
export interface ScoreCursor {
  score: number;
  id: string;
}
/** Tags have no id: their name is unique, and breaks ties instead. */
export interface NameCursor {
  score: number;
  name: string;
}
export type KeysetCursor = TimeCursor | ScoreCursor | NameCursor;

export interface KeysetOptions {
  /** Newest (or best) first, or oldest first: both columns of the order go the same way. */
  order?: 'desc' | 'asc';
  /**
   * How a score is compared: float8, or int8 when the sort column is a whole count (a sound's uses), so the
   * comparison stays within the integer operators and PostgreSQL can seek the column's index.
   */
  scoreType?: 'float8' | 'int8';
}

/**
 * The rows past the cursor in a list ordered by (sort, tiebreak): `(sort, tiebreak) < (value::type,
 * id::uuid)` newest first, `>` oldest first. One row comparison, so PostgreSQL walks an index on the pair
 * from the cursor on instead of filtering every earlier row. The casts say what the cursor's text is, so
 * the comparison never falls back to text order.
 */
export function pastCursor(columns: [sort: string, tiebreak: string], cursor: KeysetCursor, options: KeysetOptions = {}): RawBuilder<boolean> {
  const { order = 'desc', scoreType = 'float8' } = options;
  const [sort, tiebreak] = columns.map((column) => sql.ref(column));
  const value = 'time' in cursor ? sql`${cursor.time}::timestamptz` : sql`${cursor.score}::${sql.raw(scoreType)}`;
  const last = 'name' in cursor ? sql`${cursor.name}::text` : sql`${cursor.id}::uuid`;
  return order === 'desc' ? sql<boolean>`(${sort}, ${tiebreak}) < (${value}, ${last})` : sql<boolean>`(${sort}, ${tiebreak}) > (${value}, ${last})`;
}

/** The same condition as a clause to append to a raw statement's where: `and (…) < (…)`, nothing on the first page. */
export function afterCursor(columns: [sort: string, tiebreak: string], cursor: KeysetCursor | null, options: KeysetOptions = {}): RawBuilder<unknown> {
  return cursor ? sql`and ${pastCursor(columns, cursor, options)}` : sql``;
}
