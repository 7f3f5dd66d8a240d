import { sql, type RawBuilder } from 'kysely';
import { DELETED_USER_NAME } from '../../../shared/account-messages.ts';

/**
 * The ban rule (decision 016), which deactivation shares (decision 025): everything a banned user posted, and
 * everything of a user who asked to delete the account, is out of every read (videos, stories, profiles, the
 * notifications they caused, the sounds they uploaded) except the admin screens. It is a read-time filter on
 * `profiles`, never a delete, so unbanning, or signing in again within the grace period, restores it all at
 * once. `author` is the alias of the author's profiles row, joined by the caller.
 */
export function authorShown(author: string): RawBuilder<boolean> {
  return sql<boolean>`(not ${sql.ref(`${author}.banned`)} and ${sql.ref(`${author}.deactivated_at`)} is null)`;
}

/**
 * The same rule where the author is an optional user id rather than a joined row: a library track has no
 * uploader (created_by is null) and stays; `userId` names the column, e.g. `t.created_by`.
 */
export function userShown(userId: string): RawBuilder<boolean> {
  return sql<boolean>`not exists (
    select 1 from profiles uploader where uploader.user_id = ${sql.ref(userId)} and (uploader.banned or uploader.deactivated_at is not null))`;
}

/**
 * Conversations keep a deleted user's words (comments, chat messages): only a ban takes them out. Their author
 * shows as 'deleted user' (authorName and friends) from the moment the account is deactivated.
 */
export function authorNotBanned(author: string): RawBuilder<boolean> {
  return sql<boolean>`(not ${sql.ref(`${author}.banned`)})`;
}

/** The same, where the author is a user id column (e.g. `m.sender_id`). */
export function userNotBanned(userId: string): RawBuilder<boolean> {
  return sql<boolean>`not exists (select 1 from profiles sender where sender.user_id = ${sql.ref(userId)} and sender.banned)`;
}

/** The author's name as a conversation shows it: 'deleted user' once the account is deactivated or erased. */
export function authorName(author: string): RawBuilder<string> {
  return sql<string>`(case when ${sql.ref(`${author}.deactivated_at`)} is null then ${sql.ref(`${author}.username`)} else ${DELETED_USER_NAME} end)`;
}

/** The author's avatar as a conversation shows it: none once the account is deactivated or erased. */
export function authorAvatar(author: string): RawBuilder<string | null> {
  return sql<string | null>`(case when ${sql.ref(`${author}.deactivated_at`)} is null then ${sql.ref(`${author}.avatar_url`)} end)`;
}

/** The verified mark as a conversation shows it: never on a deleted user. */
export function authorVerified(author: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${author}.verified`)} and ${sql.ref(`${author}.deactivated_at`)} is null)`;
}

/**
 * The one visibility rule every public read of a video shares: ready, not hidden, author shown (neither banned
 * nor deactivated), author not blocked by the viewer. `v` is the videos alias; `author` must be the author's profile joined by the caller.
 */
export function visibleTo(viewerId: string | null): RawBuilder<boolean> {
  const notBlocked = viewerId
    ? sql`and not exists (select 1 from blocks b where b.blocker_id = ${viewerId} and b.blocked_id = v.user_id)`
    : sql``;
  return sql<boolean>`(not v.hidden and v.status = 'ready' and ${authorShown('author')} ${notBlocked})`;
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
  return sql<boolean>`(not v.hidden and v.status = 'ready' and ${authorShown('author')} and ${notBlockedEitherWay(viewerId, 'v.user_id')})`;
}
