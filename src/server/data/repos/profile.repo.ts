import { sql } from 'kysely';
import type { Db } from '../db.ts';

export const PROFILE_COLUMNS = [
  'user_id',
  'username',
  'bio',
  'avatar_url',
  'verified',
  'banned',
  'follower_count',
  'following_count',
] as const;

export class ProfileRepo {
  constructor(private readonly db: Db) {}

  /**
   * What a profile page shows of the viewer's relation to the person (issue 38) in one statement: whether the
   * account is private, and whether the viewer follows it, waits for approval or has muted it.
   */
  async relation(viewerId: string | null, userId: string) {
    const result = await sql<{ is_private: boolean; is_following: boolean; follow_requested: boolean; is_muted: boolean; remote: { host: string; url: string | null } | null }>`
      select p.private_account as is_private,
        (select json_build_object('host', ra.host, 'url', ra.url) from remote_actors ra where ra.user_id = p.user_id) as remote,
        exists (select 1 from follows f where f.follower_id = ${viewerId}::uuid and f.followee_id = p.user_id) as is_following,
        exists (select 1 from follow_requests r where r.requester_id = ${viewerId}::uuid and r.target_id = p.user_id) as follow_requested,
        exists (select 1 from mutes m where m.muter_id = ${viewerId}::uuid and m.muted_id = p.user_id) as is_muted
      from profiles p where p.user_id = ${userId}::uuid`.execute(this.db);
    return result.rows[0] ?? { is_private: false, is_following: false, follow_requested: false, is_muted: false, remote: null };
  }

  /** The account's own profile, with its language (issue 39): what /api/me answers. */
  findOwn(userId: string) {
    return this.db.selectFrom('profiles').select([...PROFILE_COLUMNS, 'locale']).where('user_id', '=', userId).executeTakeFirst();
  }

  findById(userId: string) {
    return this.db.selectFrom('profiles').select(PROFILE_COLUMNS).where('user_id', '=', userId).executeTakeFirst();
  }

  /** Whether the user has a profile at all (banned and deactivated ones too): the check before acting on them. */
  async exists(userId: string): Promise<boolean> {
    return Boolean(await this.db.selectFrom('profiles').select('user_id').where('user_id', '=', userId).executeTakeFirst());
  }

  /** By username in any letter case, as an admin types it (granting the moderator role). */
  byUsername(username: string) {
    return this.db
      .selectFrom('profiles')
      .select(['user_id', 'username', 'avatar_url'])
      .where(sql<boolean>`lower(username) = lower(${username})`)
      .executeTakeFirst();
  }

  /** The profile and whether its account is deactivated (deletion asked for), which hides it from everyone. */
  async findShown(userId: string) {
    const row = await this.db
      .selectFrom('profiles')
      .select(PROFILE_COLUMNS)
      .select('deactivated_at')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return null;
    const { deactivated_at: deactivatedAt, ...profile } = row;
    return { profile, deactivated: deactivatedAt !== null };
  }

  avatars(userId: string) {
    return this.db.selectFrom('profiles').select(['avatar_url', 'avatar_small_url']).where('user_id', '=', userId).executeTakeFirst();
  }

  /** Only while the profile still has the avatar the small copy was made from. */
  async setSmallAvatar(userId: string, url: string, madeFrom: string) {
    await this.db.updateTable('profiles').set({ avatar_small_url: url }).where('user_id', '=', userId).where('avatar_url', '=', madeFrom).execute();
  }

  /** Profiles with an avatar but no small copy (from before small avatars), at most `limit`. */
  async missingSmallAvatars(limit: number) {
    const rows = await this.db.selectFrom('profiles').select('user_id').where('avatar_url', 'is not', null).where('avatar_small_url', 'is', null).limit(limit).execute();
    return rows.map((row) => row.user_id);
  }

  /** A taken username is refused by the unique index (23505), which the caller turns into its message. */
  async update(userId: string, changes: { username?: string; bio?: string; verified?: boolean }) {
    await this.db.updateTable('profiles').set({ ...changes, updated_at: new Date() }).where('user_id', '=', userId).execute();
  }

  async setAvatar(userId: string, stored: string, small: string) {
    await this.db.updateTable('profiles').set({ avatar_url: stored, avatar_small_url: small, updated_at: new Date() }).where('user_id', '=', userId).execute();
  }
}
