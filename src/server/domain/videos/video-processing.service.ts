import type { PlayableVideo, VideoRepo } from '../../data/repos/video.repo.ts';
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
  ) {}

  /** What the transcode needs: the original and whether it already ran. */
  forTranscode(videoId: string) {
    return this.videos.forTranscode(videoId);
  }

  /** The playable file in place of the original, ready (or held: a draft or a scheduled post). Says which. */
  markReady(videoId: string, playable: PlayableVideo): Promise<'ready' | 'held'> {
    return this.videos.markReady(videoId, playable);
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

  recordCaption(videoId: string, caption: { caption_ai: string; tags_ai: string[] }): Promise<void> {
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
