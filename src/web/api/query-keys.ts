/**
 * Query keys, one convention (decision 062):
 * - Every query and mutation key is made by a factory in src/web/api/<area>-keys.ts, exported as
 *   `<area>Keys`: one file per area, and no key array written anywhere else (not in an *-api.ts file, a
 *   hook, a route or a component, nor in an invalidation: a prefix that is invalidated is a named key too).
 * - A factory is a plain object; each key is a readonly tuple (`as const`): a constant for a fixed key, a
 *   function of its parameters otherwise.
 * - A key's first element is its root, and each root is written in one area's file only, so the keys that a
 *   prefix covers (`all`, `lists`) can all be read in one place.
 * Named stale times shared by several areas are here; an area's own sit beside its keys.
 */

/** Named stale times: how long a read may be shown before it is refetched in the background. */
export const staleTimes = {
  /** The session changes only through our own sign-in/out, which write the cache directly. */
  session: Infinity,
  /** Realtime events refetch the count, so polling is unnecessary. */
  liveCount: 60_000,
  feed: 30_000,
  /** The comments dialog listens on the video's channel while open, so its list never goes stale by itself. */
  live: Infinity,
} as const;
