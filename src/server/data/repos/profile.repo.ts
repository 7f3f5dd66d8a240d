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
}
