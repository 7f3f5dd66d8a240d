import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { writeNotifying } from './notification.repo.ts';
import { pastCursor, type TimeCursor } from './keyset.ts';

/** Follows, and the counts and flags a follow button shows (follow.service.ts). */
export class FollowRepo {
  constructor(private readonly db: Db) {}

  /** The followee's counts (kept by triggers), whether the follower follows them, and whether a request waits. */
  async counts(followerId: string, followeeId: string) {
    const profile = await this.db.selectFrom('profiles').select(['followerCount', 'followingCount']).where('userId', '=', followeeId).executeTakeFirstOrThrow();
    const following = await this.db.selectFrom('follows').select('followerId').where('followerId', '=', followerId).where('followeeId', '=', followeeId).executeTakeFirst();
    const requested = following ? undefined : await this.pendingRequest(followerId, followeeId);
    return { following: Boolean(following), requested: Boolean(requested), followerCount: profile.followerCount, followingCount: profile.followingCount };
  }

  /**
   * Whether a profile may be followed (it exists, is not banned, its account is not being deleted) and whether
   * following it takes a request: undefined when it may not be followed.
   */
  async followable(userId: string): Promise<{ privateAccount: boolean } | undefined> {
    const target = await this.db.selectFrom('profiles').select(['banned', 'deactivatedAt', 'privateAccount']).where('userId', '=', userId).executeTakeFirst();
    return target && !target.banned && !target.deactivatedAt ? { privateAccount: target.privateAccount } : undefined;
  }

  /** Whether either account blocks the other. */
  async blockedEitherWay(a: string, b: string) {
    const row = await this.db
      .selectFrom('blocks')
      .select('blockerId')
      .where((eb) => eb.or([eb.and([eb('blockerId', '=', a), eb('blockedId', '=', b)]), eb.and([eb('blockerId', '=', b), eb('blockedId', '=', a)])]))
      .limit(1)
      .executeTakeFirst();
    return Boolean(row);
  }

  async isFollowing(followerId: string, followeeId: string) {
    return Boolean(await this.db.selectFrom('follows').select('followerId').where('followerId', '=', followerId).where('followeeId', '=', followeeId).executeTakeFirst());
  }

  pendingRequest(requesterId: string, targetId: string) {
    return this.db.selectFrom('followRequests').select('createdAt').where('requesterId', '=', requesterId).where('targetId', '=', targetId).executeTakeFirst();
  }

  /** Asks to follow a private account; asking again changes nothing. */
  async request(requesterId: string, targetId: string) {
    await this.db.insertInto('followRequests').values({ requesterId: requesterId, targetId: targetId }).onConflict((oc) => oc.doNothing()).execute();
  }

  /** Whether there was a request to withdraw or decline. */
  async dropRequest(requesterId: string, targetId: string): Promise<boolean> {
    const removed = await this.db.deleteFrom('followRequests').where('requesterId', '=', requesterId).where('targetId', '=', targetId).executeTakeFirst();
    return Number(removed.numDeletedRows) > 0;
  }

  /**
   * Approves a request: it becomes a follow in the same statement (a data-modifying CTE), so the request is
   * never lost nor doubled. The follow notifies the account as a follow does. Whether there was a request.
   */
  async approve(targetId: string, requesterId: string): Promise<{ approved: boolean; notificationId: string | null }> {
    const { written, notificationId } = await writeNotifying(this.db, { fromUserId: requesterId, type: 'follow', videoId: null }, async (trx) => {
      const result = await sql<{ followeeId: string }>`
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
      .selectFrom('followRequests as r')
      .innerJoin('profiles as p', 'p.userId', 'r.requesterId')
      .select(['p.userId', 'p.username', 'p.avatarUrl', 'r.createdAt as requestedAt', sql<string>`r.created_at::text`.as('sortTime')])
      .where('r.targetId', '=', targetId)
      .where('p.banned', '=', false)
      .where('p.deactivatedAt', 'is', null)
      .$if(after !== null, (query) => query.where(pastCursor(['r.created_at', 'r.requester_id'], after!)))
      .orderBy('r.createdAt', 'desc')
      .orderBy('r.requesterId', 'desc')
      .limit(limit)
      .execute();
  }

  privacy(userId: string) {
    return this.db.selectFrom('profiles').select(['privateAccount']).where('userId', '=', userId).executeTakeFirstOrThrow();
  }

  async setPrivacy(userId: string, privateAccount: boolean) {
    await this.db.updateTable('profiles').set({ privateAccount: privateAccount }).where('userId', '=', userId).execute();
  }

  async exists(userId: string) {
    return Boolean(await this.db.selectFrom('profiles').select('userId').where('userId', '=', userId).executeTakeFirst());
  }

  /** The follow, with its notification in the same transaction (a repeat is no write and no notification). */
  follow(followerId: string, followeeId: string) {
    return writeNotifying(this.db, { fromUserId: followerId, type: 'follow', videoId: null }, (trx) =>
      trx.insertInto('follows').values({ followerId: followerId, followeeId: followeeId }).onConflict((oc) => oc.doNothing()).returning('followeeId').executeTakeFirst(),
    );
  }

  /** Unfollowing also withdraws a waiting request. */
  /** Whether there was a follow to end. */
  async unfollow(followerId: string, followeeId: string): Promise<boolean> {
    const ended = await this.db.deleteFrom('follows').where('followerId', '=', followerId).where('followeeId', '=', followeeId).executeTakeFirst();
    await this.dropRequest(followerId, followeeId);
    return ended.numDeletedRows > 0n;
  }
}
