import type { FastifyBaseLogger } from 'fastify';
import type { SharePreviewRepo } from '../../data/repos/share-preview.repo.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import type { JobQueue } from '../../queue/queue.ts';
import { SIGNED_VIDEO_URL_SECONDS } from '../../../shared/constants.ts';
import { MediaUrls } from '../media-urls.ts';
import { isUuid } from '../paging/cursor.ts';
import { notFound } from '../errors.ts';

/** Cards queued per backfill run: the demo's videos in one go, a large backlog over a few runs. */
const BACKFILL_BATCH = 500;

/**
 * The stable preview links of a share page (decision 027): /v/{id}/card.jpg and /v/{id}/video.mp4 answer for
 * as long as the video is public, under the share page's own visibility rule, so a preview fetched days later
 * still works and a hidden, banned or deleted video's stops at once.
 */
export class SharePreviewService {
  constructor(
    private readonly repo: SharePreviewRepo,
    private readonly store: BlobStore,
    private readonly media: MediaUrls,
    private readonly jobs: JobQueue,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A key that is no video's (or not this one's) reads as none: the visitor's rule, never an error that tells. */
  private async publicVideo(videoId: string, mediaKey: string | null) {
    const video = isUuid(videoId) ? await this.repo.publicVideo(videoId, mediaKey) : undefined;
    if (!video) throw notFound('Video not found');
    return video;
  }

  /**
   * The card's JPEG bytes, or null while it is not made yet (the caller answers with a fallback image). A
   * sensitive video's card draws its frame, which a chat app would unfurl unblurred: it gets the neutral
   * fallback instead, checked at each request so a mark by its creator or a moderator applies at once.
   */
  async card(videoId: string, mediaKey: string | null = null): Promise<Buffer | null> {
    const video = await this.publicVideo(videoId, mediaKey);
    if (video.sensitive) return null;
    const ref = MediaUrls.parse(video.shareImageUrl ?? '');
    if (!ref) return null;
    try {
      return await this.store.read(ref.bucket, ref.key);
    } catch (error) {
      this.log.warn({ err: error, videoId }, 'share card unreadable; answering the fallback');
      return null;
    }
  }

  /** A fresh signed link to the file that plays (the edit, if any), made at each request. */
  async videoLink(videoId: string, mediaKey: string | null = null): Promise<string> {
    return (await this.media.sign(`videos/${(await this.publicVideo(videoId, mediaKey)).videoPath}`, SIGNED_VIDEO_URL_SECONDS))!;
  }

  /**
   * Queues a card for every public video without one: the demo's videos after the first start (the seed makes
   * none), and any whose card failed. One waiting job per video (enqueueOnce), however often this runs.
   */
  async queueMissingCards(): Promise<number> {
    const ids = await this.repo.missingCards(BACKFILL_BATCH);
    let queued = 0;
    for (const videoId of ids) if (await this.jobs.enqueueOnce('share-card', { videoId })) queued += 1;
    return queued;
  }

  /** A card shows the caption: a change to the words it draws makes it again (a few seconds later, once). */
  async captionChanged(videoId: string): Promise<void> {
    await this.jobs.enqueueOnce('share-card', { videoId }, { delaySeconds: 5 });
  }
}
