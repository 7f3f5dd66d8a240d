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

  findById(userId: string) {
    return this.db.selectFrom('profiles').select(PROFILE_COLUMNS).where('user_id', '=', userId).executeTakeFirst();
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
}
