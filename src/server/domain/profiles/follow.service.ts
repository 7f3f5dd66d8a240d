import type { FollowRepo } from '../../data/repos/follow.repo.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { JobQueue } from '../../queue/queue.ts';
import { queueForYouRefresh } from '../feed/for-you-refresh.ts';
import { badRequest, notFound } from '../errors.ts';

export class FollowService {
  constructor(
    private readonly follows: FollowRepo,
    private readonly notifications: NotificationService,
    private readonly jobs: JobQueue,
  ) {}

  async follow(followerId: string, followeeId: string) {
    if (followerId === followeeId) throw badRequest('You cannot follow yourself');
    if (!(await this.follows.followable(followeeId))) throw notFound('User not found');
    const { written, notificationId } = await this.follows.follow(followerId, followeeId);
    if (written) {
      // A re-follow soon after an unfollow does not notify again (the trigger skips it).
      if (notificationId) await this.notifications.announce(followeeId, notificationId);
      await queueForYouRefresh(this.jobs, followerId);
    }
    return this.follows.counts(followerId, followeeId);
  }

  async unfollow(followerId: string, followeeId: string) {
    await this.follows.unfollow(followerId, followeeId);
    if (!(await this.follows.exists(followeeId))) throw notFound('User not found');
    return this.follows.counts(followerId, followeeId);
  }
}
