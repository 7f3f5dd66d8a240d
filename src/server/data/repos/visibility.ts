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
 * Who reads over ActivityPub (issue 52), where no account of ours is signed in: anyone (an unsigned fetch);
 * another server, by the host of the key that signed the fetch; the author's followers as a whole (what the
 * publisher sends them); or whoever holds a video's media key (its capability links, sent to followers only).
 */
export type FederatedReader = { anyone: true } | { server: string } | { followers: true } | { mediaKey: string };

/** A reader of the audience rule: an account here by id, nobody signed in (null), or a federated reader. */
type Reader = { user: string } | FederatedReader | null;

/**
 * Whether the reader counts as an approved follower of the video's author. A server does when one of its
 * accounts follows the author, is not banned here and is not blocked by the author.
 */
function followsAuthor(reader: Exclude<Reader, null | { anyone: true }>): RawBuilder<boolean> {
  if ('user' in reader) return sql<boolean>`exists (select 1 from follows f where f.follower_id = ${reader.user}::uuid and f.followee_id = v.user_id)`;
  if ('followers' in reader) return sql<boolean>`true`;
  if ('mediaKey' in reader) return sql<boolean>`v.media_key = ${reader.mediaKey}`;
  return sql<boolean>`exists (
    select 1 from follows f
    join remote_actors ra on ra.user_id = f.follower_id
    join profiles follower on follower.user_id = f.follower_id
    where f.followee_id = v.user_id and ra.host = ${reader.server} and not follower.banned
      and not exists (select 1 from blocks b where b.blocker_id = v.user_id and b.blocked_id = f.follower_id))`;
}

/**
 * Who may watch a video (issue 38, decision 045), as two rules over the same columns. `v` is the videos alias;
 * `author` the author's profile, joined by the caller.
 *
 * By its link (watchableBy): the owner; anyone for Public and Unlisted; approved followers for Followers. A
 * private account's videos, whatever their setting, reach only its approved followers; Only me reaches only the
 * owner. Listed (audienceLists): the same without Unlisted and Only me, which no list, grid, search or feed
 * shows (the owner's own Posts grid lists everything, and does not use this rule).
 */
function audience(reader: Reader, byLink: boolean): RawBuilder<boolean> {
  // Constant lists, written into the statement so each plan knows which settings it admits.
  const open = sql.raw(byLink ? `('public', 'unlisted')` : `('public')`);
  const toFollowers = sql.raw(byLink ? `('public', 'followers', 'unlisted')` : `('public', 'followers')`);
  const everyone = sql<boolean>`(v.visibility in ${open} and not author.private_account)`;
  if (!reader || 'anyone' in reader) return everyone;
  // The common case first: a public video of a public account needs no follows probe.
  const owner = 'user' in reader ? sql`v.user_id = ${reader.user}::uuid or ` : sql``;
  return sql<boolean>`(${everyone} or (v.visibility in ${toFollowers} and (${owner}${followsAuthor(reader)})))`;
}

/** Ready, not hidden by a moderator, author shown (neither banned nor deactivated), author not blocked by the viewer. */
function baseRule(viewerId: string | null): RawBuilder<boolean> {
  const notBlocked = viewerId
    ? sql`and not exists (select 1 from blocks b where b.blocker_id = ${viewerId} and b.blocked_id = v.user_id)`
    : sql``;
  return sql<boolean>`(not v.hidden and v.status = 'ready' and ${authorShown('author')} ${notBlocked})`;
}

/**
 * The rule of every read of one video by its id or link: the card, the share page and its preview, card.jpg,
 * video.mp4, reacting, viewing, commenting. The owner also reaches an Only me video this way, and a processed
 * draft of theirs (status 'held', decision 054), to watch and edit it before posting.
 */
export function watchableBy(viewerId: string | null): RawBuilder<boolean> {
  if (!viewerId) return sql<boolean>`(${baseRule(viewerId)} and ${audience(null, true)})`;
  const owner = sql`or (v.user_id = ${viewerId}::uuid and v.visibility = 'only_me')`;
  const ownDraft = sql`or (v.user_id = ${viewerId}::uuid and v.status = 'held' and not v.hidden)`;
  return sql<boolean>`((${baseRule(viewerId)} and (${audience({ user: viewerId }, true)} ${owner})) ${ownDraft})`;
}

/**
 * The same rule at the ActivityPub door (issue 52): what an unsigned fetch, a signed one from a server with an
 * approved follower, the publisher's followers or a media key's holder may read. Nobody elsewhere is the owner,
 * so Only me, drafts and scheduled posts are never among it.
 */
export function watchableOver(reader: FederatedReader): RawBuilder<boolean> {
  return sql<boolean>`(${baseRule(null)} and ${audience(reader, true)})`;
}

/**
 * The rule of every list: feeds, grids, sound and place pages, the grid player. Unlisted and Only me are in
 * none of them. Mutes and muted words are separate (unmutedFor): a profile's grid shows a muted person's
 * videos to whoever opens it.
 */
export function visibleTo(viewerId: string | null): RawBuilder<boolean> {
  return sql<boolean>`(${baseRule(viewerId)} and ${audience(viewerId ? { user: viewerId } : null, false)})`;
}

/**
 * visibleTo where the viewer follows every author the read keeps (Following, which keeps only followed
 * creators' videos, and the viewer's own): the audience rule read by a follower, so each row needs no second
 * probe of the viewer's follows (the read already has one).
 */
export function visibleToFollower(viewerId: string): RawBuilder<boolean> {
  return sql<boolean>`(${baseRule(viewerId)} and ${audience({ followers: true }, false)})`;
}

/**
 * Issue 40 item 5, Mastodon's "limit": the accounts of a limited (or suspended) server stay out of discovery
 * (For You, Discover, search, tag, place and sound pages, trending tags), while Following and their profiles
 * still show them. A column of the author row every such read already joins, so it costs no probe.
 */
export function discoverable(author: string): RawBuilder<boolean> {
  return sql<boolean>`not ${sql.ref(`${author}.limited`)}`;
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

/** visibleTo for search and tag pages: the same rule with blocks in both directions, and no limited server's account. */
export function listedFor(viewerId: string): RawBuilder<boolean> {
  return sql<boolean>`(${visibleTo(viewerId)} and ${discoverable('author')} and ${notBlockedEitherWay(viewerId, 'v.user_id')})`;
}

/**
 * The viewer's mutes and muted words, for feeds, search, tags, sounds and places (`v` the video). Each list is
 * read once per statement into an array (an InitPlan), so a page pays two small index reads, not a probe per
 * row: a muted author is `<> all(array)`, a muted word is a substring of the video's `words` (both sides made
 * by popreel_words, so whole words in any case and accent; patterns never hold % or _, which are punctuation).
 */
export function unmutedFor(viewerId: string | null): RawBuilder<boolean> {
  if (!viewerId) return sql<boolean>`true`;
  return sql<boolean>`(v.user_id <> all(array(select m.muted_id from mutes m where m.muter_id = ${viewerId}::uuid))
    and ${noMutedWordIn(viewerId, 'v.words')})`;
}

/**
 * None of the viewer's muted words now in force is in `words` (a `words` column: videos', comments'). The
 * patterns are read once per statement into an array of LIKE patterns.
 */
export function noMutedWordIn(viewerId: string, words: string): RawBuilder<boolean> {
  return sql<boolean>`not (${sql.ref(words)} like any(array(select '%' || w.pattern || '%' from muted_words w
    where w.user_id = ${viewerId}::uuid and (w.expires_at is null or w.expires_at > now()))))`;
}

/**
 * The viewer's mutes alone, where the author is a user id column (stories, notifications, comments). The viewer
 * is an id, or a column where each row has its own (a notification's recipient).
 */
export function notMutedBy(viewer: string | RawBuilder<unknown> | ReturnType<typeof sql.ref>, userId: string): RawBuilder<boolean> {
  const muter = typeof viewer === 'string' ? sql`${viewer}::uuid` : viewer;
  return sql<boolean>`not exists (select 1 from mutes m where m.muter_id = ${muter} and m.muted_id = ${sql.ref(userId)})`;
}
