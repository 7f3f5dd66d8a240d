import { badRequest } from '../errors.ts';

/** Opaque keyset cursors: base64url JSON the client passes back unchanged. */
export function encodeCursor(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function decodeCursor<T>(cursor: string | undefined, isValid: (value: any) => value is T): T | null {
  if (!cursor) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (isValid(value)) return value;
  } catch {}
  throw badRequest('Invalid cursor');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** PostgreSQL's timestamptz text, as our cursors carry it: 2026-11-22 10:00:00.123456+00. */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-](\d{2})(:?\d{2})?)?$/;

/**
 * A real moment PostgreSQL will accept, checked field by field: JavaScript's Date.parse rolls 2020-02-30
 * over to March and takes years PostgreSQL refuses, which would reach the database as an error.
 */
export function isTimestamp(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = TIMESTAMP.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const offsetHours = match[9] ? Number(match[9]) : 0;
  return (
    year >= 1970 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth &&
    hour <= 23 && minute <= 59 && second <= 59 && offsetHours <= 15
  );
}

/** Offsets beyond this are no feed anyone scrolled to: a crafted cursor, refused before it reaches SQL. */
export const MAX_CURSOR_OFFSET = 100_000;
export const isOffset = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_CURSOR_OFFSET;
