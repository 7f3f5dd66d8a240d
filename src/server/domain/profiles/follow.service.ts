import type { Db } from '../../data/db.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { JobQueue } from '../../queue/queue.ts';
import { queueForYouRefresh } from '../feed/for-you-refresh.ts';
import { badRequest, notFound } from '../errors.ts';
import { writeNotifying } from '../../data/repos/notification.repo.ts';

export class FollowService {
  constructor(
    private readonly db: Db,
    private readonly notifications: NotificationService,
    private readonly jobs: JobQueue,
  ) {}

  private async counts(followerId: string, followeeId: string) {
    const profile = await this.db.selectFrom('profiles').select(['follower_count', 'following_count']).where('user_id', '=', followeeId).executeTakeFirstOrThrow();
    const following = await this.db.selectFrom('follows').select('follower_id').where('follower_id', '=', followerId).where('followee_id', '=', followeeId).executeTakeFirst();
    return { following: Boolean(following), follower_count: profile.follower_count, following_count: profile.following_count };
  }

  async follow(followerId: string, followeeId: string) {
    if (followerId === followeeId) throw badRequest('You cannot follow yourself');
    const target = await this.db.selectFrom('profiles').select(['user_id', 'banned', 'deactivated_at']).where('user_id', '=', followeeId).executeTakeFirst();
    if (!target || target.banned || target.deactivated_at) throw notFound('User not found');
    const { written, notificationId } = await writeNotifying(this.db, { fromUserId: followerId, type: 'follow', videoId: null }, (trx) =>
      trx.insertInto('follows').values({ follower_id: followerId, followee_id: followeeId }).onConflict((oc) => oc.doNothing()).returning('followee_id').executeTakeFirst(),
    );
    if (written) {
      // A re-follow soon after an unfollow does not notify again (the trigger skips it).
      if (notificationId) await this.notifications.announce(followeeId, notificationId);
      await queueForYouRefresh(this.jobs, followerId);
    }
    return this.counts(followerId, followeeId);
  }

  async unfollow(followerId: string, followeeId: string) {
    await this.db.deleteFrom('follows').where('follower_id', '=', followerId).where('followee_id', '=', followeeId).execute();
    const exists = await this.db.selectFrom('profiles').select('user_id').where('user_id', '=', followeeId).executeTakeFirst();
    if (!exists) throw notFound('User not found');
    return this.counts(followerId, followeeId);
  }
}
