import { sql, type RawBuilder } from 'kysely';

/**
 * The one visibility rule every public read shares: ready, not hidden, author not banned, author not
 * blocked by the viewer. `v` is the videos alias; `author` must be the author's profile joined by the caller.
 */
export function visibleTo(viewerId: string | null): RawBuilder<boolean> {
  const notBlocked = viewerId
    ? sql`and not exists (select 1 from blocks b where b.blocker_id = ${viewerId} and b.blocked_id = v.user_id)`
    : sql``;
  return sql<boolean>`(not v.hidden and v.status = 'ready' and not author.banned ${notBlocked})`;
}
