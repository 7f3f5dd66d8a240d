import type { FederationOutbox } from '../federation/federation-outbox.ts';
import type { VideoRepo } from '../../data/repos/video.repo.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { MediaUrls } from '../media-urls.ts';
import { videoUpdateSchema } from '../../../shared/content.schema.ts';
import { badRequest, DomainError, forbidden, notFound } from '../errors.ts';
import { PINNED_VIDEOS_MAX, STUDIO_MESSAGES } from '../../../shared/studio.ts';
import { settledSensitivity } from './video-settings.ts';
import type { SharePreviewService } from '../share/share-preview.service.ts';
import type { NotificationEvents } from '../notifications/notification-events.ts';
import type { NotificationService } from '../notifications/notification.service.ts';

const OWNER_ONLY = 'You can only edit your own videos';
/** How long a failed upload waits for its owner's retry. */
export const FAILED_KEPT_DAYS = 7;

/** What only a video's owner may do: edit its details and delete it with its files. */
export class VideoManagementService {
  constructor(
    private readonly videos: VideoRepo,
    private readonly store: BlobStore,
    private readonly sharePreviews: Pick<SharePreviewService, 'captionChanged'>,
    private readonly events: NotificationEvents,
    private readonly notifications: Pick<NotificationService, 'announceAll'>,
    private readonly outbox: FederationOutbox,
  ) {}

  private async owned(userId: string, videoId: string) {
    const video = await this.videos.withFiles(videoId);
    if (!video) throw notFound('Video not found');
    if (video.userId !== userId) throw forbidden(OWNER_ONLY);
    return video;
  }

  async update(userId: string, videoId: string, input: unknown) {
    const video = await this.owned(userId, videoId);
    const parsed = videoUpdateSchema.safeParse(input);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid video details');
    const changes = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
    if (Object.keys(changes).length === 0) throw badRequest('Nothing to update');
    if (parsed.data.sensitive !== undefined || parsed.data.contentWarning !== undefined) Object.assign(changes, settledSensitivity(parsed.data, video));
    const updated = await this.videos.updateDetails(videoId, changes);
    // The card draws the AI caption when there is one, else this one.
    if (parsed.data.caption !== undefined && !video.captionAi) await this.sharePreviews.captionChanged(videoId);
    // Only names the edit adds are told; a processing video's caption is read when it becomes ready instead.
    if (parsed.data.caption !== undefined && video.status === 'ready') {
      const told = await this.events.captionMentions({ id: videoId, userId: userId, caption: updated.caption }, video.caption);
      await this.notifications.announceAll(told);
    }
    await this.outbox.emit({ event: 'video-updated', videoId });
    return updated;
  }

  /** Issue 42: up to PINNED_VIDEOS_MAX posted videos lead the creator's profile grid. */
  async pin(userId: string, videoId: string) {
    const video = await this.owned(userId, videoId);
    if (video.status !== 'ready') throw badRequest(STUDIO_MESSAGES.pinNotReady);
    if ((await this.videos.pin(userId, videoId, PINNED_VIDEOS_MAX)) === 'full') throw new DomainError('conflict', STUDIO_MESSAGES.tooManyPinned);
    return { id: videoId, pinned: true };
  }

  async unpin(userId: string, videoId: string) {
    await this.owned(userId, videoId);
    await this.videos.unpin(videoId);
    return { id: videoId, pinned: false };
  }

  async delete(userId: string, videoId: string) {
    await this.removeWithFiles(await this.owned(userId, videoId));
    await this.outbox.emit({ event: 'video-deleted', videoId, userId });
  }

  /**
   * Uploads that failed processing and were not retried within FAILED_KEPT_DAYS: nobody can watch them, so
   * their originals would otherwise stay on disk forever. Returns how many were removed.
   */
  async removeAbandonedFailures() {
    const videos = await this.videos.abandonedFailures(FAILED_KEPT_DAYS);
    for (const video of videos) await this.removeWithFiles(video);
    return videos.length;
  }

  /** The row goes first (so nobody is served a dangling link), then its files. */
  private async removeWithFiles(video: { id: string; storagePath: string; editedPath: string | null; hlsPath: string | null; thumbnailUrl: string | null; thumbnailSmallUrl: string | null; shareImageUrl: string | null }) {
    await this.videos.delete(video.id);
    const files = [
      { bucket: 'videos' as const, key: video.storagePath },
      video.editedPath ? { bucket: 'videos' as const, key: video.editedPath } : null,
      video.thumbnailUrl ? MediaUrls.parse(video.thumbnailUrl) : null,
      video.thumbnailSmallUrl ? MediaUrls.parse(video.thumbnailSmallUrl) : null,
      video.shareImageUrl ? MediaUrls.parse(video.shareImageUrl) : null,
    ];
    await Promise.all(files.map((file) => file && this.store.delete(file.bucket, file.key).catch(() => undefined)));
    if (video.hlsPath) await this.store.deletePrefix('videos', video.hlsPath).catch(() => undefined);
  }
}
