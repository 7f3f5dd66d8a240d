import { storedName, toWireKeys } from '../../src/shared/wire-names.ts';

/**
 * An answer exactly as the server sends it, written in camelCase: until the snake_case names' sunset
 * (docs/api.md), each renamed field also arrives under its old name with the same value.
 */
export function sent<T>(expected: T): T {
  if (Array.isArray(expected)) return expected.map(sent) as T;
  if (!expected || typeof expected !== 'object' || isMatcher(expected)) return expected;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(expected)) {
    out[key] = sent(value);
    if (storedName(key) !== key) out[storedName(key)] = out[key];
  }
  return out as T;
}

/** The wire form (with the old names) of what a service returned: the HTTP answer it should equal. */
export const asSent = <T>(value: T) => toWireKeys(JSON.parse(JSON.stringify(value)) as T, true);

/** vitest's asymmetric matchers (expect.any) are values, not objects to rename. */
const isMatcher = (value: object) => '$$typeof' in value || 'asymmetricMatch' in value;
