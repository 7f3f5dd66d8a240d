import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db.ts';

/** What a remote actor document says about an account, cleaned (remote-accounts.ts). */
export interface RemoteActorFields {
  uri: string;
  host: string;
  handle: string;
  inbox: string;
  sharedInbox: string | null;
  url: string | null;
  bio: string;
  followersUri: string | null;
  iconUrl: string | null;
}

/** Followers as Fedify delivers to them: their actor, inbox and shared inbox. */
export interface FollowerInbox {
  uri: string;
  inbox: string;
  sharedInbox: string | null;
}

/** Local actors and remote accounts as ActivityPub sees them (issue 40). */
export class FederationRepo {
  constructor(private readonly db: Db) {}

  /** A local account that may be seen from elsewhere: not banned, not being deleted. */
  localActor(userId: string) {
    return this.db
      .selectFrom('profiles')
      .select(['userId', 'username', 'bio', 'avatarUrl', 'privateAccount', 'createdAt'])
      .where('userId', '=', userId)
      .where('host', 'is', null)
      .where('banned', '=', false)
      .where('deactivatedAt', 'is', null)
      .executeTakeFirst();
  }

  /**
   * Whether an id may sign as an actor of ours: a local account (banned or deactivated too), or one erased whose
   * keys remain. Never a remote account, and never an id nobody has (no keys are made for it).
   */
  async signsAs(id: string): Promise<boolean> {
    if (!/^[0-9a-f-]{36}$/.test(id)) return false;
    const { rows } = await sql<{ one: number }>`
      select 1 as one from profiles where user_id = ${id}::uuid and host is null
      union all select 1 from federation_keys where owner = ${id}
      limit 1`.execute(this.db);
    return rows.length > 0;
  }

  async localIdByUsername(username: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('profiles')
      .select('userId')
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .where('host', 'is', null)
      .where('banned', '=', false)
      .where('deactivatedAt', 'is', null)
      .executeTakeFirst();
    return row?.userId ?? null;
  }

  remoteActor(uri: string) {
    return this.db
      .selectFrom('remoteActors')
      .innerJoin('profiles', 'profiles.userId', 'remoteActors.userId')
      .select(['remoteActors.userId', 'remoteActors.uri', 'remoteActors.host', 'remoteActors.inbox', 'remoteActors.sharedInbox', 'remoteActors.fetchedAt',
        'remoteActors.followersUri', 'profiles.username', 'profiles.banned'])
      .where('remoteActors.uri', '=', uri)
      .executeTakeFirst();
  }

  remoteActorOf(userId: string) {
    return this.db.selectFrom('remoteActors').selectAll().where('userId', '=', userId).executeTakeFirst();
  }

  /** Where a remote account's avatar comes from, and whether it may still be fetched (remote-avatars.ts). */
  avatarSource(userId: string) {
    return this.db
      .selectFrom('remoteActors')
      .innerJoin('profiles', 'profiles.userId', 'remoteActors.userId')
      .select(['remoteActors.iconUrl', 'remoteActors.host', 'profiles.banned'])
      .where('remoteActors.userId', '=', userId)
      .executeTakeFirst();
  }

  /**
   * Creates the account on first sight, refreshes it after; returns its user id, whether it is banned here, and
   * whether its avatar changed (a new one to fetch).
   */
  async upsertRemoteActor(actor: RemoteActorFields): Promise<{ userId: string; banned: boolean; iconChanged: boolean }> {
    return this.db.transaction().execute(async (tx) => {
      // Two first activities of one new actor at once: the second waits here and finds the first's account.
      await sql`select pg_advisory_xact_lock(hashtextextended(${actor.uri}, 52))`.execute(tx);
      const known = await tx
        .selectFrom('remoteActors')
        .innerJoin('profiles', 'profiles.userId', 'remoteActors.userId')
        .select(['remoteActors.userId', 'remoteActors.iconUrl', 'profiles.banned'])
        .where('remoteActors.uri', '=', actor.uri)
        .forUpdate()
        .executeTakeFirst();
      const place = { host: actor.host, inbox: actor.inbox, sharedInbox: actor.sharedInbox, url: actor.url, followersUri: actor.followersUri, iconUrl: actor.iconUrl, fetchedAt: new Date() };
      if (known) {
        await tx.updateTable('remoteActors').set(place).where('userId', '=', known.userId).execute();
        await tx.updateTable('profiles').set({ bio: actor.bio, updatedAt: new Date() }).where('userId', '=', known.userId).execute();
        return { userId: known.userId, banned: known.banned, iconChanged: known.iconUrl !== actor.iconUrl };
      }
      const user = await tx
        .insertInto('users')
        .values({ email: `activitypub:${actor.uri}`, passwordHash: 'remote' })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Two actors may claim one handle over time (a domain handed on): the newer one is told apart by a suffix.
      const taken = await tx.selectFrom('profiles').select('userId').where(sql<string>`lower(username)`, '=', actor.handle.toLowerCase()).executeTakeFirst();
      const username = taken ? actor.handle.replace('@', `_${user.id.slice(0, 6)}@`) : actor.handle;
      await tx.insertInto('profiles').values({ userId: user.id, username, bio: actor.bio, host: actor.host }).execute();
      await tx.insertInto('remoteActors').values({ userId: user.id, uri: actor.uri, ...place }).execute();
      return { userId: user.id, banned: false, iconChanged: actor.iconUrl !== null };
    });
  }

  /**
   * Remote followers of a local account, for delivery: the same followers the audience rule counts (not banned
   * here, not blocked by the account), so nothing goes where the rule would not let it be read. One per inbox
   * a delivery goes to (a server's shared inbox, else the follower's own): 10,000 followers on 100 servers are
   * 100 rows, not 10,000 for Fedify to fold.
   */
  remoteFollowerInboxes(userId: string): Promise<FollowerInbox[]> {
    return this.db
      .selectFrom('follows')
      .innerJoin('remoteActors', 'remoteActors.userId', 'follows.followerId')
      .innerJoin('profiles as follower', 'follower.userId', 'follows.followerId')
      .distinctOn(sql`coalesce(remote_actors.shared_inbox, remote_actors.inbox)`)
      .select(['remoteActors.uri', 'remoteActors.inbox', 'remoteActors.sharedInbox'])
      .where('follows.followeeId', '=', userId)
      .where('follower.banned', '=', false)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('blocks').select('blocks.blockerId').whereRef('blocks.blockedId', '=', 'follows.followerId').where('blocks.blockerId', '=', userId))),
      )
      .execute();
  }

  async followerCount(userId: string, direction: 'followers' | 'following'): Promise<number> {
    const row = await this.db.selectFrom('profiles').select(['followerCount', 'followingCount']).where('userId', '=', userId).executeTakeFirst();
    return direction === 'followers' ? (row?.followerCount ?? 0) : (row?.followingCount ?? 0);
  }

  videoByRemoteUri(uri: string) {
    return this.db.selectFrom('videos').select(['id', 'userId']).where('remoteUri', '=', uri).executeTakeFirst();
  }

  commentByRemoteUri(uri: string) {
    return this.db.selectFrom('comments').select(['id', 'userId', 'videoId']).where('remoteUri', '=', uri).executeTakeFirst();
  }

  markRemoteComment(commentId: string, uri: string) {
    return this.db.updateTable('comments').set({ remoteUri: uri }).where('id', '=', commentId).execute();
  }

  /** NodeInfo's usage: local accounts (active by their last session), their videos and comments. */
  async usage() {
    const { rows } = await sql<{ users: string; month: string; halfyear: string; videos: string; comments: string }>`
      select
        (select count(*) from profiles where host is null and not banned) as users,
        (select count(distinct user_id) from sessions where last_seen_at > now() - interval '30 days') as month,
        (select count(distinct user_id) from sessions where last_seen_at > now() - interval '180 days') as halfyear,
        (select count(*) from videos where remote_uri is null and status = 'ready') as videos,
        (select count(*) from comments where remote_uri is null) as comments`.execute(this.db);
    const row = rows[0];
    return { users: Number(row.users), activeMonth: Number(row.month), activeHalfyear: Number(row.halfyear), videos: Number(row.videos), comments: Number(row.comments) };
  }

  commentParent(commentId: string) {
    return this.db.selectFrom('comments').select(['id', 'videoId', 'parentId']).where('id', '=', commentId).executeTakeFirst();
  }

  async hasLocalFollowers(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('follows')
      .innerJoin('profiles', 'profiles.userId', 'follows.followerId')
      .select('follows.followerId')
      .where('follows.followeeId', '=', userId)
      .where('profiles.host', 'is', null)
      .limit(1)
      .executeTakeFirst();
    return Boolean(row);
  }

  updateRemoteComment(commentId: string, content: string) {
    return this.db.updateTable('comments').set({ content }).where('id', '=', commentId).execute();
  }

  /** A remote comment gone at its origin (Popreel has no comment deletion of its own). */
  deleteComment(commentId: string) {
    return this.db.deleteFrom('comments').where('id', '=', commentId).execute();
  }

  updateRemoteVideo(videoId: string, fields: { caption: string; sensitive: boolean; contentWarning: string | null; url: string | null; altText?: string | null; visibility: 'public' | 'unlisted' | 'followers' }) {
    return this.db
      .updateTable('videos')
      .set({ caption: fields.caption, sensitive: fields.sensitive, contentWarning: fields.contentWarning, remoteUrl: fields.url, altText: fields.altText ?? null, visibility: fields.visibility })
      .where('id', '=', videoId)
      .execute();
  }

  /** Whether an account is local (has no host): only local accounts' actions are published. */
  async isLocal(userId: string): Promise<boolean> {
    const row = await this.db.selectFrom('profiles').select('host').where('userId', '=', userId).executeTakeFirst();
    return row !== undefined && row.host === null;
  }

  /**
   * What a repost's Announce names (issue 55): the video's own URI (a remote one's, or null for ours), its
   * setting, and its remote owner's actor when it has one. Only public and unlisted videos are reposted.
   */
  repostedVideo(videoId: string) {
    return this.db
      .selectFrom('videos')
      .leftJoin('remoteActors', 'remoteActors.userId', 'videos.userId')
      .select(['videos.remoteUri', 'videos.visibility', 'remoteActors.uri as ownerUri', 'remoteActors.inbox as ownerInbox', 'remoteActors.sharedInbox as ownerSharedInbox'])
      .where('videos.id', '=', videoId)
      .where('videos.visibility', 'in', ['public', 'unlisted'])
      .executeTakeFirst();
  }

  /** A remote video here with its owner's actor and inboxes. */
  remoteVideoOwner(videoId: string) {
    return this.db
      .selectFrom('videos')
      .innerJoin('remoteActors', 'remoteActors.userId', 'videos.userId')
      .select(['videos.remoteUri as videoUri', 'remoteActors.uri', 'remoteActors.inbox', 'remoteActors.sharedInbox'])
      .where('videos.id', '=', videoId)
      .where('videos.remoteUri', 'is not', null)
      .executeTakeFirst() as Promise<{ videoUri: string; uri: string; inbox: string; sharedInbox: string | null } | undefined>;
  }

  /** A report whose target is remote: the owner's actor and inboxes, and the reported object's id at its origin. */
  async reportedRemote(reportId: string) {
    const row = await this.db
      .selectFrom('reports')
      .leftJoin('videos', 'videos.id', 'reports.videoId')
      .leftJoin('comments', 'comments.id', 'reports.commentId')
      .innerJoin('remoteActors', (join) =>
        join.on((eb) => eb('remoteActors.userId', '=', eb.fn.coalesce('videos.userId', 'comments.userId', 'reports.profileUserId'))),
      )
      .select(['remoteActors.uri', 'remoteActors.inbox', 'remoteActors.sharedInbox', 'reports.reason', 'reports.details', 'videos.remoteUri as videoUri', 'comments.remoteUri as commentUri'])
      .where('reports.id', '=', reportId)
      .executeTakeFirst();
    return row ? { ...row, objectUri: row.videoUri ?? row.commentUri } : null;
  }

  /** Whether the account has an audience elsewhere (audienceElsewhere), in one statement. */
  async hasAudienceElsewhere(userId: string): Promise<boolean> {
    const row = await sql<{ elsewhere: boolean }>`select ${audienceElsewhere(sql`${userId}::uuid`)} as elsewhere`.execute(this.db);
    return row.rows[0]!.elsewhere;
  }

  async hasRemoteFollowers(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('follows')
      .innerJoin('remoteActors', 'remoteActors.userId', 'follows.followerId')
      .select('follows.followerId')
      .where('follows.followeeId', '=', userId)
      .limit(1)
      .executeTakeFirst();
    return Boolean(row);
  }

  async videoAuthorHasRemoteFollowers(videoId: string): Promise<boolean> {
    const video = await this.db.selectFrom('videos').select('userId').where('id', '=', videoId).executeTakeFirst();
    return video ? this.hasRemoteFollowers(video.userId) : false;
  }

  async isRemoteVideo(videoId: string): Promise<boolean> {
    const row = await this.db.selectFrom('videos').select('remoteUri').where('id', '=', videoId).executeTakeFirst();
    return Boolean(row?.remoteUri);
  }

  async commentsOnRemoteVideo(commentId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('comments')
      .innerJoin('videos', 'videos.id', 'comments.videoId')
      .select('videos.remoteUri')
      .where('comments.id', '=', commentId)
      .executeTakeFirst();
    return Boolean(row?.remoteUri);
  }

  async isRemoteAccount(userId: string): Promise<boolean> {
    return Boolean(await this.db.selectFrom('remoteActors').select('userId').where('userId', '=', userId).executeTakeFirst());
  }
}

/**
 * Whether an account's doings go elsewhere (FederationOutbox): it has followers on other servers, or something
 * of it went out before (a retraction must reach where it went). A fragment, so the statement that writes a
 * repost answers it too, with no query of its own.
 */
export function audienceElsewhere(userId: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`(exists (select 1 from follows f join remote_actors ra on ra.user_id = f.follower_id where f.followee_id = ${userId})
    or exists (select 1 from federation_deliveries d where d.user_id = ${userId}))`;
}
