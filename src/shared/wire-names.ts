/**
 * The API's field names (decision 042). Popreel's tables and the server's own types keep the spec's
 * snake_case entity names (`like_count`, `is_liked`); JSON on the wire is camelCase (`likeCount`, `isLiked`).
 * One mechanical rule maps one to the other, so the two spellings cannot drift: the server applies it at the
 * HTTP and socket boundary, and these types let the web app name server-made data in its wire spelling.
 */

/** `like_count` → `likeCount`; names without an underscore are already wire names. */
export function wireName(name: string): string {
  return name.includes('_') ? name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()) : name;
}

/** `likeCount` → `like_count`: the server's name for a wire name. */
export function storedName(name: string): string {
  return /[A-Z]/.test(name) ? name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) : name;
}

/** The wire spelling of one name, as a type: `Camel<'from_user_id'>` is `'fromUserId'`. */
export type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;

/** The wire shape of a server type: every key camelCase, at every depth. */
export type Wire<T> = T extends readonly (infer Item)[]
  ? Wire<Item>[]
  : T extends Date
    ? string
    : T extends object
      ? { [K in keyof T as K extends string ? Camel<K> : K]: Wire<T[K]> }
      : T;

/**
 * The wire form of plain data with no map-like fields (a form's values, a socket frame): every key camelCase.
 * Data whose keys are themselves values (a count per reason) must be renamed by its schema instead.
 */
export function toWireKeys<T>(value: T): Wire<T> {
  if (Array.isArray(value)) return value.map((item) => toWireKeys(item)) as Wire<T>;
  if (!value || typeof value !== 'object' || value instanceof Date) return value as Wire<T>;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[wireName(key)] = toWireKeys(item);
  }
  return out as Wire<T>;
}
