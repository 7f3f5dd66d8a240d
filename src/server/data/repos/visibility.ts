import { sql, type RawBuilder } from 'kysely';

/**
 * The ban rule (decision 016): everything a banned user posted is out of every read (videos, comments,
 * chat messages, stories, the notifications they caused, the sounds they uploaded) except the admin
 * screens. It is a read-time filter on `profiles.banned`, never a delete, so unbanning restores it all at
 * once. `author` is the alias of the author's profiles row, joined by the caller.
 */
export function authorNotBanned(author: string): RawBuilder<boolean> {
  return sql<boolean>`(not ${sql.ref(`${author}.banned`)})`;
}

/**
 * The same rule where the author is an optional user id rather than a joined row: a library track has no
 * uploader (created_by is null) and stays; `userId` names the column, e.g. `t.created_by`.
 */
export function userNotBanned(userId: string): RawBuilder<boolean> {
  return sql<boolean>`not exists (select 1 from profiles uploader where uploader.user_id = ${sql.ref(userId)} and uploader.banned)`;
}

/**
 * The one visibility rule every public read of a video shares: ready, not hidden, author not banned, author
 * not blocked by the viewer. `v` is the videos alias; `author` must be the author's profile joined by the caller.
 */
export function visibleTo(viewerId: string | null): RawBuilder<boolean> {
  const notBlocked = viewerId
    ? sql`and not exists (select 1 from blocks b where b.blocker_id = ${viewerId} and b.blocked_id = v.user_id)`
    : sql``;
  return sql<boolean>`(not v.hidden and v.status = 'ready' and ${authorNotBanned('author')} ${notBlocked})`;
}

/**
 * Search and discovery hide blocks in both directions: neither the viewer's blocked users nor people who
 * blocked the viewer turn up. `userId` names the other person's column, e.g. `v.user_id`.
 */
export function notBlockedEitherWay(viewerId: string, userId: string): RawBuilder<boolean> {
  const other = sql.ref(userId);
  return sql<boolean>`not exists (
    select 1 from blocks b
    where (b.blocker_id = ${viewerId}::uuid and b.blocked_id = ${other}) or (b.blocker_id = ${other} and b.blocked_id = ${viewerId}::uuid))`;
}

/**
 * visibleTo for search and tag pages: the same rule with blocks in both directions. `v` is the videos alias;
 * `author` the author's profile, joined by the caller.
 */
export function listedFor(viewerId: string): RawBuilder<boolean> {
  return sql<boolean>`(not v.hidden and v.status = 'ready' and ${authorNotBanned('author')} and ${notBlockedEitherWay(viewerId, 'v.user_id')})`;
}
