import type { FastifyBaseLogger } from 'fastify';
import type { PlayableVideo, VideoRepo } from '../../data/repos/video.repo.ts';
import type { JobQueue } from '../../queue/queue.ts';
import type { FederationOutbox } from '../federation/federation-outbox.ts';
import type { NotificationEvents } from '../notifications/notification-events.ts';
import type { NotificationService } from '../notifications/notification.service.ts';

/**
 * What the media jobs read of a video and record on it (issue 54 item 5): the transcode, the AI caption and the
 * share card run ffmpeg, sharp and AI calls in `jobs/` (decision 023) and reach the video's row through here.
 * A video's status is still written only by VideoRepo (decision 039).
 */
export class VideoProcessingService {
  constructor(
    private readonly videos: Pick<
      VideoRepo,
      'forTranscode' | 'markReady' | 'markFailed' | 'authorAndCaption' | 'forCaption' | 'recordCaption' | 'recordCaptionFailure' | 'forShareCard' | 'setShareImage' | 'setSmallThumbnail'
    >,
    private readonly events: Pick<NotificationEvents, 'videoReady'>,
    private readonly notifications: Pick<NotificationService, 'announceAll'>,
    private readonly outbox: Pick<FederationOutbox, 'emit'>,
    private readonly jobs: Pick<JobQueue, 'enqueue'>,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  /** What the transcode needs: the original and whether it already ran. */
  forTranscode(videoId: string) {
    return this.videos.forTranscode(videoId);
  }

  /**
   * The rule of a video becoming ready (issue 54 item 5): the playable file takes the original's place, the
   * video is ready (or held: a draft or a scheduled post, told of when it is posted by the publish-video job),
   * its AI caption is queued, and people are told. Telling is not the transcode's work: a failure to tell is
   * logged, never a retry of a video that is ready.
   */
  async becameReady(videoId: string, playable: PlayableVideo): Promise<'ready' | 'held'> {
    const settled = await this.videos.markReady(videoId, playable);
    await this.jobs.enqueue('ai-caption', { videoId }, { maxAttempts: 2 });
    if (settled === 'ready') await this.tellOfReady(videoId).catch((error: unknown) => this.log.error({ err: error, videoId }, 'could not notify of a ready video'));
    return settled;
  }

  /** `reason` is what the owner is shown. */
  async markFailed(videoId: string, reason: string): Promise<void> {
    await this.videos.markFailed(videoId, reason);
  }

  /**
   * The video can be watched now: its caption's mentions and the author's followers who asked for new videos
   * hear of it (decision 043), and remote followers too. A retry of the transcode after this ran finds the video
   * ready and returns before it, so nobody is told twice; the fan-out's own guard covers the rest.
   */
  async tellOfReady(videoId: string): Promise<void> {
    const video = await this.videos.authorAndCaption(videoId);
    if (!video) return;
    const touched = await this.events.videoReady(video);
    await this.notifications.announceAll(touched);
    // Remote followers hear of it too (a local video only: the publisher skips remote ones).
    await this.outbox.emit({ event: 'video-published', videoId });
  }

  /** What the AI caption is drawn from. */
  forCaption(videoId: string) {
    return this.videos.forCaption(videoId);
  }

  recordCaption(videoId: string, caption: { captionAi: string; tagsAi: string[] }): Promise<void> {
    return this.videos.recordCaption(videoId, caption);
  }

  recordCaptionFailure(videoId: string, error: string): Promise<void> {
    return this.videos.recordCaptionFailure(videoId, error);
  }

  /** What a share card and the small thumbnail are drawn from. */
  forShareCard(videoId: string) {
    return this.videos.forShareCard(videoId);
  }

  setShareImage(videoId: string, url: string): Promise<void> {
    return this.videos.setShareImage(videoId, url);
  }

  /** Only while the row still has the thumbnail the small copy was made from; false when an edit replaced it. */
  setSmallThumbnail(videoId: string, url: string, madeFrom: string): Promise<boolean> {
    return this.videos.setSmallThumbnail(videoId, url, madeFrom);
  }
}
