import type { FederationOutbox } from '../federation/federation-outbox.ts';
import type { FollowRepo } from '../../data/repos/follow.repo.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { ForYouRefreshRepo } from '../../data/repos/for-you-refresh.repo.ts';
import type { MediaUrls } from '../media-urls.ts';
import type { FollowRequest } from '../../../shared/profile-types.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { keysetPage, type Page, timeCursor, timeKey } from '../paging/page.ts';

/** More than most accounts ever have waiting: Settings shows the first page. */
const REQUESTS_PAGE_SIZE = 100;

export const FOLLOW_REQUEST_MESSAGES = { notFound: 'Follow request not found' } as const;
/** Not in the spec: a block ends the way to follow, either way (issue 52 found a remote Follow taken across one). */
export const FOLLOW_BLOCKED = "You can't follow this account";

/**
 * Follows, and follow requests to private accounts (issue 38): following a private account asks; the account
 * approves (it becomes a follow) or declines; going public approves everyone waiting.
 */
export class FollowService {
  constructor(
    private readonly follows: FollowRepo,
    private readonly notifications: NotificationService,
    private readonly forYouRefreshes: Pick<ForYouRefreshRepo, 'ask'>,
    private readonly media: MediaUrls,
    private readonly outbox: FederationOutbox,
  ) {}

  async follow(followerId: string, followeeId: string) {
    if (followerId === followeeId) throw badRequest('You cannot follow yourself');
    const target = await this.follows.followable(followeeId);
    if (!target) throw notFound('User not found');
    if (await this.follows.blockedEitherWay(followerId, followeeId)) throw forbidden(FOLLOW_BLOCKED);
    if (target.privateAccount && !(await this.follows.isFollowing(followerId, followeeId))) {
      await this.follows.request(followerId, followeeId);
      return this.follows.counts(followerId, followeeId);
    }
    const { written, notificationId } = await this.follows.follow(followerId, followeeId);
    if (written) {
      await this.outbox.emit({ event: 'followed', followerId, followeeId });
      // A re-follow soon after an unfollow does not notify again (the trigger skips it).
      if (notificationId) await this.notifications.announce(followeeId, notificationId);
      await this.forYouRefreshes.ask(followerId);
    }
    return this.follows.counts(followerId, followeeId);
  }

  async unfollow(followerId: string, followeeId: string) {
    if (await this.follows.unfollow(followerId, followeeId)) await this.outbox.emit({ event: 'unfollowed', followerId, followeeId });
    if (!(await this.follows.exists(followeeId))) throw notFound('User not found');
    return this.follows.counts(followerId, followeeId);
  }

  /** Who asks to follow the account, newest first. */
  async requests(targetId: string, cursor?: string): Promise<Page<FollowRequest>> {
    const rows = await this.follows.requests(targetId, REQUESTS_PAGE_SIZE + 1, timeCursor(cursor));
    return keysetPage(rows, REQUESTS_PAGE_SIZE, (row) => timeKey({ sortTime: row.sortTime, id: row.userId }), async ({ sortTime: _time, ...row }) => ({
      ...row,
      avatarUrl: await this.media.sign(row.avatarUrl),
      requestedAt: row.requestedAt.toISOString(),
    }));
  }

  async approve(targetId: string, requesterId: string) {
    const { approved, notificationId } = await this.follows.approve(targetId, requesterId);
    if (!approved) throw notFound(FOLLOW_REQUEST_MESSAGES.notFound);
    if (notificationId) await this.notifications.announce(targetId, notificationId);
    await this.outbox.emit({ event: 'follow-accepted', followerId: requesterId, followeeId: targetId });
    await this.forYouRefreshes.ask(requesterId);
  }

  async decline(targetId: string, requesterId: string) {
    if (!(await this.follows.dropRequest(requesterId, targetId))) throw notFound(FOLLOW_REQUEST_MESSAGES.notFound);
  }

  async privacy(userId: string) {
    return this.follows.privacy(userId);
  }

  /** Going private keeps today's followers; going public approves everyone waiting. */
  async setPrivacy(userId: string, privateAccount: boolean) {
    await this.follows.setPrivacy(userId, privateAccount);
    if (!privateAccount) await this.follows.approveAll(userId);
    // Going private narrows every public video at once: retracted wherever it went (issue 52).
    await this.outbox.emit({ event: 'account-updated', userId });
    return this.follows.privacy(userId);
  }
}
