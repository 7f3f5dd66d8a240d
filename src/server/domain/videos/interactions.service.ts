import type { InteractionsRepo } from '../../data/repos/interactions.repo.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { ReactionType } from '../../../shared/feed-types.ts';
import { notFound } from '../errors.ts';

/** Signals change what For You should show; the recommendations job reruns shortly after, once. */
const RECOMPUTE_DELAY_SECONDS = 20;

export class InteractionsService {
  constructor(
    private readonly repo: InteractionsRepo,
    private readonly notifications: NotificationService,
    private readonly jobs: JobQueue,
  ) {}

  private async requireVisible(viewerId: string | null, videoId: string) {
    const video = await this.repo.visibleVideo(viewerId, videoId);
    if (!video) throw notFound('Video not found');
    return video;
  }

  private signal(userId: string) {
    return this.jobs.enqueueOnce('recommendations', { userId }, { delaySeconds: RECOMPUTE_DELAY_SECONDS });
  }

  async react(userId: string, videoId: string, type: ReactionType) {
    await this.requireVisible(userId, videoId);
    const state = await this.repo.toggleReaction(userId, videoId, type);
    await this.signal(userId);
    return state;
  }

  async like(userId: string, videoId: string) {
    const video = await this.requireVisible(userId, videoId);
    if (await this.repo.like(userId, videoId)) {
      await this.notifications.announce(video.user_id, userId, 'like', videoId);
      await this.signal(userId);
    }
    return this.repo.likeState(userId, videoId);
  }

  async unlike(userId: string, videoId: string) {
    await this.requireVisible(userId, videoId);
    await this.repo.unlike(userId, videoId);
    return this.repo.likeState(userId, videoId);
  }

  async share(userId: string, videoId: string) {
    await this.requireVisible(userId, videoId);
    const counts = await this.repo.share(userId, videoId);
    await this.signal(userId);
    return counts;
  }

  async view(userId: string | null, videoId: string) {
    await this.requireVisible(userId, videoId);
    await this.repo.view(userId, videoId);
    if (userId) await this.signal(userId);
  }
}
