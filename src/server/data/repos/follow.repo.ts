import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { writeNotifying } from './notification.repo.ts';
import { pastCursor, type TimeCursor } from './keyset.ts';

/** Follows, and the counts and flags a follow button shows (follow.service.ts). */
export class FollowRepo {
  constructor(private readonly db: Db) {}

  /** The followee's counts (kept by triggers), whether the follower follows them, and whether a request waits. */
  async counts(followerId: string, followeeId: string) {
    const profile = await this.db.selectFrom('profiles').select(['follower_count', 'following_count']).where('user_id', '=', followeeId).executeTakeFirstOrThrow();
    const following = await this.db.selectFrom('follows').select('follower_id').where('follower_id', '=', followerId).where('followee_id', '=', followeeId).executeTakeFirst();
    const requested = following ? undefined : await this.pendingRequest(followerId, followeeId);
    return { following: Boolean(following), requested: Boolean(requested), follower_count: profile.follower_count, following_count: profile.following_count };
  }

  /**
   * Whether a profile may be followed (it exists, is not banned, its account is not being deleted) and whether
   * following it takes a request: undefined when it may not be followed.
   */
  async followable(userId: string): Promise<{ private_account: boolean } | undefined> {
    const target = await this.db.selectFrom('profiles').select(['banned', 'deactivated_at', 'private_account']).where('user_id', '=', userId).executeTakeFirst();
    return target && !target.banned && !target.deactivated_at ? { private_account: target.private_account } : undefined;
  }

  /** Whether either account blocks the other. */
  async blockedEitherWay(a: string, b: string) {
    const row = await this.db
      .selectFrom('blocks')
      .select('blocker_id')
      .where((eb) => eb.or([eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]), eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)])]))
      .limit(1)
      .executeTakeFirst();
    return Boolean(row);
  }

  async isFollowing(followerId: string, followeeId: string) {
    return Boolean(await this.db.selectFrom('follows').select('follower_id').where('follower_id', '=', followerId).where('followee_id', '=', followeeId).executeTakeFirst());
  }

  pendingRequest(requesterId: string, targetId: string) {
    return this.db.selectFrom('follow_requests').select('created_at').where('requester_id', '=', requesterId).where('target_id', '=', targetId).executeTakeFirst();
  }

  /** Asks to follow a private account; asking again changes nothing. */
  async request(requesterId: string, targetId: string) {
    await this.db.insertInto('follow_requests').values({ requester_id: requesterId, target_id: targetId }).onConflict((oc) => oc.doNothing()).execute();
  }

  /** Whether there was a request to withdraw or decline. */
  async dropRequest(requesterId: string, targetId: string): Promise<boolean> {
    const removed = await this.db.deleteFrom('follow_requests').where('requester_id', '=', requesterId).where('target_id', '=', targetId).executeTakeFirst();
    return Number(removed.numDeletedRows) > 0;
  }

  /**
   * Approves a request: it becomes a follow in the same statement (a data-modifying CTE), so the request is
   * never lost nor doubled. The follow notifies the account as a follow does. Whether there was a request.
   */
  async approve(targetId: string, requesterId: string): Promise<{ approved: boolean; notificationId: string | null }> {
    const { written, notificationId } = await writeNotifying(this.db, { fromUserId: requesterId, type: 'follow', videoId: null }, async (trx) => {
      const result = await sql<{ followee_id: string }>`
        with approved as (
          delete from follow_requests where requester_id = ${requesterId}::uuid and target_id = ${targetId}::uuid returning requester_id, target_id
        )
        insert into follows (follower_id, followee_id) select requester_id, target_id from approved
        on conflict do nothing returning followee_id`.execute(trx);
      return result.rows[0];
    });
    return { approved: Boolean(written), notificationId };
  }

  /** Going public approves every waiting request at once. */
  async approveAll(targetId: string) {
    await sql`
      with approved as (delete from follow_requests where target_id = ${targetId}::uuid returning requester_id, target_id)
      insert into follows (follower_id, followee_id) select requester_id, target_id from approved on conflict do nothing`.execute(this.db);
  }

  /** A page of who asks to follow the account, newest first. */
  requests(targetId: string, limit: number, after: TimeCursor | null) {
    return this.db
      .selectFrom('follow_requests as r')
      .innerJoin('profiles as p', 'p.user_id', 'r.requester_id')
      .select(['p.user_id', 'p.username', 'p.avatar_url', 'r.created_at as requested_at', sql<string>`r.created_at::text`.as('sort_time')])
      .where('r.target_id', '=', targetId)
      .where('p.banned', '=', false)
      .where('p.deactivated_at', 'is', null)
      .$if(after !== null, (query) => query.where(pastCursor(['r.created_at', 'r.requester_id'], after!)))
      .orderBy('r.created_at', 'desc')
      .orderBy('r.requester_id', 'desc')
      .limit(limit)
      .execute();
  }

  privacy(userId: string) {
    return this.db.selectFrom('profiles').select(['private_account']).where('user_id', '=', userId).executeTakeFirstOrThrow();
  }

  async setPrivacy(userId: string, privateAccount: boolean) {
    await this.db.updateTable('profiles').set({ private_account: privateAccount }).where('user_id', '=', userId).execute();
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

  /** Unfollowing also withdraws a waiting request. */
  /** Whether there was a follow to end. */
  async unfollow(followerId: string, followeeId: string): Promise<boolean> {
    const ended = await this.db.deleteFrom('follows').where('follower_id', '=', followerId).where('followee_id', '=', followeeId).executeTakeFirst();
    await this.dropRequest(followerId, followeeId);
    return ended.numDeletedRows > 0n;
  }
}
