import type { ResumableUploadRepo } from '../../data/repos/resumable-upload.repo.ts';
import type { VideoRepo } from '../../data/repos/video.repo.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { RESUMABLE_UPLOAD_MESSAGES, RESUMABLE_UPLOADS_OPEN_MAX } from '../../../shared/resumable-uploads.ts';
import type { VideoDetails } from '../../../shared/content.schema.ts';
import { DomainError, notFound } from '../errors.ts';
import { uploadFolder, type ResumableStore } from './resumable-store.ts';
import type { VideoUploadService } from './video-upload.service.ts';

/**
 * What Popreel does with an upload that arrived over tus (issue 42, decision 053): refuses a new one past the
 * open-uploads cap, makes a finished one a video exactly once (its parts become the original, checked again as
 * the single-request upload checks it), and removes expired ones with their parts.
 */
export class ResumableUploadService {
  constructor(
    private readonly repo: ResumableUploadRepo,
    private readonly tusStore: ResumableStore,
    private readonly store: BlobStore,
    private readonly videos: VideoRepo,
    private readonly uploads: VideoUploadService,
  ) {}

  /** Before tus creates an upload: an account holds at most RESUMABLE_UPLOADS_OPEN_MAX unfinished ones. */
  async assertMayOpen(userId: string): Promise<void> {
    if ((await this.repo.openCount(userId)) >= RESUMABLE_UPLOADS_OPEN_MAX) {
      throw new DomainError('too_many_uploads', RESUMABLE_UPLOAD_MESSAGES.tooManyOpen, 429);
    }
  }

  /**
   * Makes the finished upload a post with `details` (the single-request upload's fields, as JSON). Asked again, it
   * answers with the same video, so a client that lost the first answer does not post twice.
   */
  async finish(userId: string, id: string, details: VideoDetails) {
    const result = await this.repo.finishOnce(id, userId, async (row) => {
      if (row.uploadOffset < row.size) throw new DomainError('upload_unfinished', RESUMABLE_UPLOAD_MESSAGES.notFinished, 409);
      const key = await this.uploads.storeOriginal(userId, { stream: this.tusStore.parts(row), truncated: () => false });
      return (await this.uploads.createWith(userId, key, details)).id;
    });
    if (!result) throw notFound(RESUMABLE_UPLOAD_MESSAGES.notFound);
    if (result.created) await this.dropParts({ id, userId: userId });
    const video = await this.videos.created(result.videoId);
    if (!video) throw notFound(RESUMABLE_UPLOAD_MESSAGES.notFound);
    return video;
  }

  /** Housekeeping: expired uploads and their parts go; returns how many. */
  async purgeExpired(limit = 200): Promise<number> {
    const rows = await this.repo.expired(limit);
    for (const row of rows) {
      await this.dropParts(row);
      await this.repo.remove(row.id);
    }
    return rows.length;
  }

  private async dropParts(row: { id: string; userId: string }) {
    await this.store.deletePrefix('videos', uploadFolder(row));
  }
}
