import type { Db } from '../db.ts';
import { writeNotifying } from './notification.repo.ts';

/** Follows, and the counts and flags a follow button shows (follow.service.ts). */
export class FollowRepo {
  constructor(private readonly db: Db) {}

  /** The followee's counts (kept by triggers) and whether the follower follows them. */
  async counts(followerId: string, followeeId: string) {
    const profile = await this.db.selectFrom('profiles').select(['follower_count', 'following_count']).where('user_id', '=', followeeId).executeTakeFirstOrThrow();
    const following = await this.db.selectFrom('follows').select('follower_id').where('follower_id', '=', followerId).where('followee_id', '=', followeeId).executeTakeFirst();
    return { following: Boolean(following), follower_count: profile.follower_count, following_count: profile.following_count };
  }

  /** Whether a profile may be followed: it exists, is not banned, and its account is not being deleted. */
  async followable(userId: string) {
    const target = await this.db.selectFrom('profiles').select(['user_id', 'banned', 'deactivated_at']).where('user_id', '=', userId).executeTakeFirst();
    return Boolean(target && !target.banned && !target.deactivated_at);
  }

  async exists(userId: string) {
    return Boolean(await this.db.selectFrom('profiles').select('user_id').where('user_id', '=', userId).executeTakeFirst());
  }

  /** The follow, with its notification in the same transaction (a repeat is no write and no notification). */
  follow(followerId: string, followeeId: string) {
    return writeNotifying(this.db, { fromUserId: followerId, type: 'follow', videoId: null }, (trx) =>
      trx.insertInto('follows').values({ follower_id: followerId, followee_id: followeeId }).onConflict((oc) => oc.doNothing()).returning('followee_id').executeTakeFirst(),
    );
  }

  async unfollow(followerId: string, followeeId: string) {
    await this.db.deleteFrom('follows').where('follower_id', '=', followerId).where('followee_id', '=', followeeId).execute();
  }
}
