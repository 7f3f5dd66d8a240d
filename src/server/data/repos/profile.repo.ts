import { sql } from 'kysely';
import type { Db } from '../db.ts';

export const PROFILE_COLUMNS = [
  'userId',
  'username',
  'bio',
  'avatarUrl',
  'verified',
  'banned',
  'followerCount',
  'followingCount',
] as const;

export class ProfileRepo {
  constructor(private readonly db: Db) {}

  /**
   * What a profile page shows of the viewer's relation to the person (issue 38) in one statement: whether the
   * account is private, and whether the viewer follows it, waits for approval or has muted it.
   */
  async relation(viewerId: string | null, userId: string) {
    const result = await sql<{ isPrivate: boolean; isFollowing: boolean; followRequested: boolean; isMuted: boolean; remote: { host: string; url: string | null } | null; movedTo: { userId: string; username: string } | null }>`
      select p.private_account as is_private,
        (select json_build_object('userId', t.user_id, 'username', t.username) from profiles t where t.user_id = p.moved_to_user_id) as moved_to,
        (select json_build_object('host', ra.host, 'url', ra.url) from remote_actors ra where ra.user_id = p.user_id) as remote,
        exists (select 1 from follows f where f.follower_id = ${viewerId}::uuid and f.followee_id = p.user_id) as is_following,
        exists (select 1 from follow_requests r where r.requester_id = ${viewerId}::uuid and r.target_id = p.user_id) as follow_requested,
        exists (select 1 from mutes m where m.muter_id = ${viewerId}::uuid and m.muted_id = p.user_id) as is_muted
      from profiles p where p.user_id = ${userId}::uuid`.execute(this.db);
    return result.rows[0] ?? { isPrivate: false, isFollowing: false, followRequested: false, isMuted: false, remote: null, movedTo: null };
  }

  /** The account's own profile, with its language (issue 39): what /api/me answers. */
  findOwn(userId: string) {
    return this.db.selectFrom('profiles').select([...PROFILE_COLUMNS, 'locale']).where('userId', '=', userId).executeTakeFirst();
  }

  findById(userId: string) {
    return this.db.selectFrom('profiles').select(PROFILE_COLUMNS).where('userId', '=', userId).executeTakeFirst();
  }

  /** Whether the user has a profile at all (banned and deactivated ones too): the check before acting on them. */
  async exists(userId: string): Promise<boolean> {
    return Boolean(await this.db.selectFrom('profiles').select('userId').where('userId', '=', userId).executeTakeFirst());
  }

  /** By username in any letter case, as an admin types it (granting the moderator role). */
  byUsername(username: string) {
    return this.db
      .selectFrom('profiles')
      .select(['userId', 'username', 'avatarUrl'])
      .where(sql<boolean>`lower(username) = lower(${username})`)
      .executeTakeFirst();
  }

  /** The profile and whether its account is deactivated (deletion asked for), which hides it from everyone. */
  async findShown(userId: string) {
    const row = await this.db
      .selectFrom('profiles')
      .select(PROFILE_COLUMNS)
      .select('deactivatedAt')
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (!row) return null;
    const { deactivatedAt: deactivatedAt, ...profile } = row;
    return { profile, deactivated: deactivatedAt !== null };
  }

  avatars(userId: string) {
    return this.db.selectFrom('profiles').select(['avatarUrl', 'avatarSmallUrl']).where('userId', '=', userId).executeTakeFirst();
  }

  /** Only while the profile still has the avatar the small copy was made from. */
  async setSmallAvatar(userId: string, url: string, madeFrom: string) {
    await this.db.updateTable('profiles').set({ avatarSmallUrl: url }).where('userId', '=', userId).where('avatarUrl', '=', madeFrom).execute();
  }

  /** Profiles with an avatar but no small copy (from before small avatars), at most `limit`. */
  async missingSmallAvatars(limit: number) {
    const rows = await this.db.selectFrom('profiles').select('userId').where('avatarUrl', 'is not', null).where('avatarSmallUrl', 'is', null).limit(limit).execute();
    return rows.map((row) => row.userId);
  }

  /** A taken username is refused by the unique index (23505), which the caller turns into its message. */
  async update(userId: string, changes: { username?: string; bio?: string; verified?: boolean }) {
    await this.db.updateTable('profiles').set({ ...changes, updatedAt: new Date() }).where('userId', '=', userId).execute();
  }

  async setAvatar(userId: string, stored: string, small: string) {
    await this.db.updateTable('profiles').set({ avatarUrl: stored, avatarSmallUrl: small, updatedAt: new Date() }).where('userId', '=', userId).execute();
  }
}
