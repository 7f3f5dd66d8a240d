import { sql } from 'kysely';
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
  shared_inbox: string | null;
}

/** Local actors and remote accounts as ActivityPub sees them (issue 40). */
export class FederationRepo {
  constructor(private readonly db: Db) {}

  /** A local account that may be seen from elsewhere: not banned, not being deleted. */
  localActor(userId: string) {
    return this.db
      .selectFrom('profiles')
      .select(['user_id', 'username', 'bio', 'avatar_url', 'private_account', 'created_at'])
      .where('user_id', '=', userId)
      .where('host', 'is', null)
      .where('banned', '=', false)
      .where('deactivated_at', 'is', null)
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
      .select('user_id')
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .where('host', 'is', null)
      .where('banned', '=', false)
      .where('deactivated_at', 'is', null)
      .executeTakeFirst();
    return row?.user_id ?? null;
  }

  remoteActor(uri: string) {
    return this.db
      .selectFrom('remote_actors')
      .innerJoin('profiles', 'profiles.user_id', 'remote_actors.user_id')
      .select(['remote_actors.user_id', 'remote_actors.uri', 'remote_actors.host', 'remote_actors.inbox', 'remote_actors.shared_inbox', 'remote_actors.fetched_at',
        'remote_actors.followers_uri', 'profiles.username', 'profiles.banned'])
      .where('remote_actors.uri', '=', uri)
      .executeTakeFirst();
  }

  remoteActorOf(userId: string) {
    return this.db.selectFrom('remote_actors').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /** Where a remote account's avatar comes from, and whether it may still be fetched (remote-avatars.ts). */
  avatarSource(userId: string) {
    return this.db
      .selectFrom('remote_actors')
      .innerJoin('profiles', 'profiles.user_id', 'remote_actors.user_id')
      .select(['remote_actors.icon_url', 'remote_actors.host', 'profiles.banned'])
      .where('remote_actors.user_id', '=', userId)
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
        .selectFrom('remote_actors')
        .innerJoin('profiles', 'profiles.user_id', 'remote_actors.user_id')
        .select(['remote_actors.user_id', 'remote_actors.icon_url', 'profiles.banned'])
        .where('remote_actors.uri', '=', actor.uri)
        .forUpdate()
        .executeTakeFirst();
      const place = { host: actor.host, inbox: actor.inbox, shared_inbox: actor.sharedInbox, url: actor.url, followers_uri: actor.followersUri, icon_url: actor.iconUrl, fetched_at: new Date() };
      if (known) {
        await tx.updateTable('remote_actors').set(place).where('user_id', '=', known.user_id).execute();
        await tx.updateTable('profiles').set({ bio: actor.bio, updated_at: new Date() }).where('user_id', '=', known.user_id).execute();
        return { userId: known.user_id, banned: known.banned, iconChanged: known.icon_url !== actor.iconUrl };
      }
      const user = await tx
        .insertInto('users')
        .values({ email: `activitypub:${actor.uri}`, password_hash: 'remote' })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Two actors may claim one handle over time (a domain handed on): the newer one is told apart by a suffix.
      const taken = await tx.selectFrom('profiles').select('user_id').where(sql<string>`lower(username)`, '=', actor.handle.toLowerCase()).executeTakeFirst();
      const username = taken ? actor.handle.replace('@', `_${user.id.slice(0, 6)}@`) : actor.handle;
      await tx.insertInto('profiles').values({ user_id: user.id, username, bio: actor.bio, host: actor.host }).execute();
      await tx.insertInto('remote_actors').values({ user_id: user.id, uri: actor.uri, ...place }).execute();
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
      .innerJoin('remote_actors', 'remote_actors.user_id', 'follows.follower_id')
      .innerJoin('profiles as follower', 'follower.user_id', 'follows.follower_id')
      .distinctOn(sql`coalesce(remote_actors.shared_inbox, remote_actors.inbox)`)
      .select(['remote_actors.uri', 'remote_actors.inbox', 'remote_actors.shared_inbox'])
      .where('follows.followee_id', '=', userId)
      .where('follower.banned', '=', false)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('blocks').select('blocks.blocker_id').whereRef('blocks.blocked_id', '=', 'follows.follower_id').where('blocks.blocker_id', '=', userId))),
      )
      .execute();
  }

  async followerCount(userId: string, direction: 'followers' | 'following'): Promise<number> {
    const row = await this.db.selectFrom('profiles').select(['follower_count', 'following_count']).where('user_id', '=', userId).executeTakeFirst();
    return direction === 'followers' ? (row?.follower_count ?? 0) : (row?.following_count ?? 0);
  }

  videoByRemoteUri(uri: string) {
    return this.db.selectFrom('videos').select(['id', 'user_id']).where('remote_uri', '=', uri).executeTakeFirst();
  }

  commentByRemoteUri(uri: string) {
    return this.db.selectFrom('comments').select(['id', 'user_id', 'video_id']).where('remote_uri', '=', uri).executeTakeFirst();
  }

  markRemoteComment(commentId: string, uri: string) {
    return this.db.updateTable('comments').set({ remote_uri: uri }).where('id', '=', commentId).execute();
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
    return this.db.selectFrom('comments').select(['id', 'video_id', 'parent_id']).where('id', '=', commentId).executeTakeFirst();
  }

  async hasLocalFollowers(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('follows')
      .innerJoin('profiles', 'profiles.user_id', 'follows.follower_id')
      .select('follows.follower_id')
      .where('follows.followee_id', '=', userId)
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
      .set({ caption: fields.caption, sensitive: fields.sensitive, content_warning: fields.contentWarning, remote_url: fields.url, alt_text: fields.altText ?? null, visibility: fields.visibility })
      .where('id', '=', videoId)
      .execute();
  }

  /** Whether an account is local (has no host): only local accounts' actions are published. */
  async isLocal(userId: string): Promise<boolean> {
    const row = await this.db.selectFrom('profiles').select('host').where('user_id', '=', userId).executeTakeFirst();
    return row !== undefined && row.host === null;
  }

  /** A remote video here with its owner's actor and inboxes. */
  remoteVideoOwner(videoId: string) {
    return this.db
      .selectFrom('videos')
      .innerJoin('remote_actors', 'remote_actors.user_id', 'videos.user_id')
      .select(['videos.remote_uri as video_uri', 'remote_actors.uri', 'remote_actors.inbox', 'remote_actors.shared_inbox'])
      .where('videos.id', '=', videoId)
      .where('videos.remote_uri', 'is not', null)
      .executeTakeFirst() as Promise<{ video_uri: string; uri: string; inbox: string; shared_inbox: string | null } | undefined>;
  }

  /** A report whose target is remote: the owner's actor and inboxes, and the reported object's id at its origin. */
  async reportedRemote(reportId: string) {
    const row = await this.db
      .selectFrom('reports')
      .leftJoin('videos', 'videos.id', 'reports.video_id')
      .leftJoin('comments', 'comments.id', 'reports.comment_id')
      .innerJoin('remote_actors', (join) =>
        join.on((eb) => eb('remote_actors.user_id', '=', eb.fn.coalesce('videos.user_id', 'comments.user_id', 'reports.profile_user_id'))),
      )
      .select(['remote_actors.uri', 'remote_actors.inbox', 'remote_actors.shared_inbox', 'reports.reason', 'reports.details', 'videos.remote_uri as video_uri', 'comments.remote_uri as comment_uri'])
      .where('reports.id', '=', reportId)
      .executeTakeFirst();
    return row ? { ...row, object_uri: row.video_uri ?? row.comment_uri } : null;
  }

  async hasRemoteFollowers(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('follows')
      .innerJoin('remote_actors', 'remote_actors.user_id', 'follows.follower_id')
      .select('follows.follower_id')
      .where('follows.followee_id', '=', userId)
      .limit(1)
      .executeTakeFirst();
    return Boolean(row);
  }

  async videoAuthorHasRemoteFollowers(videoId: string): Promise<boolean> {
    const video = await this.db.selectFrom('videos').select('user_id').where('id', '=', videoId).executeTakeFirst();
    return video ? this.hasRemoteFollowers(video.user_id) : false;
  }

  async isRemoteVideo(videoId: string): Promise<boolean> {
    const row = await this.db.selectFrom('videos').select('remote_uri').where('id', '=', videoId).executeTakeFirst();
    return Boolean(row?.remote_uri);
  }

  async commentsOnRemoteVideo(commentId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('comments')
      .innerJoin('videos', 'videos.id', 'comments.video_id')
      .select('videos.remote_uri')
      .where('comments.id', '=', commentId)
      .executeTakeFirst();
    return Boolean(row?.remote_uri);
  }

  async isRemoteAccount(userId: string): Promise<boolean> {
    return Boolean(await this.db.selectFrom('remote_actors').select('user_id').where('user_id', '=', userId).executeTakeFirst());
  }
}
