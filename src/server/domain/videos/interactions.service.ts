import type { FederationOutbox } from '../federation/federation-outbox.ts';
import type { InteractionsRepo, TapRow } from '../../data/repos/interactions.repo.ts';
import type { ForYouRefreshRepo } from '../../data/repos/for-you-refresh.repo.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { ReactionType } from '../../../shared/feed-types.ts';
import { badRequest, notFound } from '../errors.ts';
import type { WriteLimiter } from '../write-limits.ts';
import { REPOST_MESSAGES } from '../../../shared/reposts.ts';
import type { Settler } from '../settle/settler.ts';

export class InteractionsService {
  constructor(
    private readonly repo: InteractionsRepo,
    private readonly notifications: NotificationService,
    private readonly forYouRefreshes: Pick<ForYouRefreshRepo, 'ask'>,
    private readonly limits: WriteLimiter,
    private readonly outbox: FederationOutbox,
    /** Hears which videos' counts changed, for the next `video.counts` (decision 071). */
    private readonly liveCounts: Pick<Settler, 'touched'>,
  ) {}

  private async requireVisible(viewerId: string | null, videoId: string) {
    const video = await this.repo.visibleVideo(viewerId, videoId);
    if (!video) throw notFound('Video not found');
    return video;
  }

  private signal(userId: string) {
    return this.forYouRefreshes.ask(userId);
  }

  async react(userId: string, videoId: string, type: ReactionType) {
    await this.requireVisible(userId, videoId);
    const state = await this.repo.toggleReaction(userId, videoId, type);
    await this.signal(userId);
    return state;
  }

  /** A like (decision 071: one statement, and the group announced unless it waits for the settler). */
  async like(userId: string, videoId: string) {
    const tap = await this.repo.like(userId, videoId);
    if (!tap) throw notFound('Video not found');
    if (tap.tappedAt) {
      await this.tapped(userId, videoId, tap, 'like');
      await this.outbox.emitIf({ event: 'liked', userId, videoId }, tap.concernsElsewhere);
    }
    return { likeCount: tap.likeCount, isLiked: tap.isLiked };
  }

  /** After a like or repost was written: its count heard at the next settle, its creator told if kept now. */
  private async tapped(userId: string, videoId: string, tap: TapRow<object>, type: 'like' | 'repost') {
    this.liveCounts.touched(videoId);
    // A burst: the settler announces the group once its row is written.
    if (tap.groupWaiting) return;
    // The trigger skips a notification the owner already got for this tap recently (a re-like).
    const groupId = await this.repo.tapNotification(userId, videoId, type, tap.tappedAt!);
    if (groupId) await this.notifications.announce(tap.ownerId, groupId);
  }

  async unlike(userId: string, videoId: string) {
    await this.requireVisible(userId, videoId);
    const removed = await this.repo.unlike(userId, videoId);
    if (removed.numDeletedRows > 0n) this.liveCounts.touched(videoId);
    await this.outbox.emit({ event: 'unliked', userId, videoId });
    return this.repo.likeState(userId, videoId);
  }

  /** Favourites are private: nobody is notified, and only the count shows that someone saved it. */
  async favourite(userId: string, videoId: string) {
    const tap = await this.repo.favourite(userId, videoId);
    if (!tap) throw notFound('Video not found');
    if (tap.tappedAt) this.liveCounts.touched(videoId);
    return { favouriteCount: tap.favouriteCount, isFavourite: tap.isFavourite };
  }

  async unfavourite(userId: string, videoId: string) {
    await this.requireVisible(userId, videoId);
    if (await this.repo.unfavourite(userId, videoId)) this.liveCounts.touched(videoId);
    return this.repo.favouriteState(userId, videoId);
  }

  /**
   * A repost (issue 55 item 3): the video goes into the reposter's followers' Following and its creator is
   * told (grouped like likes). Only public and unlisted videos; reposting again changes nothing.
   */
  async repost(userId: string, videoId: string) {
    const tap = await this.repo.repost(userId, videoId);
    if (!tap) throw notFound('Video not found');
    if (tap.tappedAt) {
      await this.tapped(userId, videoId, tap, 'repost');
      await this.outbox.emitIf({ event: 'reposted', userId, videoId }, tap.concernsElsewhere);
    }
    if (!tap.isReposted) throw badRequest(REPOST_MESSAGES.notPublic);
    return { repostCount: tap.repostCount, isReposted: true };
  }

  async unrepost(userId: string, videoId: string) {
    await this.requireVisible(userId, videoId);
    const removed = await this.repo.unrepost(userId, videoId);
    if (removed.numDeletedRows > 0n) {
      this.liveCounts.touched(videoId);
      await this.outbox.emit({ event: 'unreposted', userId, videoId });
    }
    const { repostCount, isReposted } = await this.repo.repostState(userId, videoId);
    return { repostCount, isReposted };
  }

  /**
   * "Not interested": the video leaves this viewer's For You at once, and the next rebuild weighs it and,
   * after repeats, its creator less. Their own video is not theirs to hide this way (400).
   */
  async notInterested(userId: string, videoId: string) {
    const video = await this.requireVisible(userId, videoId);
    if (video.userId === userId) throw badRequest('This is your own video');
    await this.repo.notInterested(userId, videoId, video.userId);
    await this.signal(userId);
  }

  /** Counted once per user and video per hour: sharing the same video again is not a new share. */
  async share(userId: string, videoId: string) {
    await this.requireVisible(userId, videoId);
    if (!(await this.limits.consumeFirstTime('share', userId, videoId))) return this.repo.shareCount(videoId);
    const counts = await this.repo.share(userId, videoId);
    this.liveCounts.touched(videoId);
    await this.signal(userId);
    return counts;
  }

  /**
   * Counted once per viewer (a user, or an address signed out) and video per hour, in one statement with the
   * visibility check, the rate limit and the For You refresh it asks for (see InteractionsRepo.countView).
   */
  async view(userId: string | null, ip: string, videoId: string) {
    const counters = this.limits.firstTimeCounters('view', userId ?? `ip:${ip}`, videoId);
    const counted = await this.repo.countView({ viewerId: userId, videoId, ...counters });
    if (!counted.visible) throw notFound('Video not found');
    this.limits.refuseOver('view', counted);
  }
}
