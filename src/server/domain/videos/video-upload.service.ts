import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { VideoRepo } from '../../data/repos/video.repo.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import type { JobQueue } from '../../queue/queue.ts';
import { sniffStream, VIDEO_MIME } from '../../storage/sniff.ts';
import { UPLOAD_MESSAGES } from '../../../shared/messages.ts';
import { videoMetadataSchema, type VideoDetails } from '../../../shared/content.schema.ts';
import { DomainError } from '../errors.ts';
import { settledSensitivity } from './video-settings.ts';
import { containerDuration } from '../../media/container-duration.ts';
import { withLocalFile } from '../../media/local-copy.ts';
import { SOUND_MESSAGES } from '../../../shared/sound-types.ts';
import { MAX_VIDEO_SECONDS } from '../../../shared/constants.ts';
import { detectLanguage } from '../../../shared/video-language.ts';
import { assertRoomToSchedule, uploadHold } from './schedule-time.ts';
import { refuseIfMoved, type MovedCheck } from '../account/moved-guard.ts';

export interface IncomingVideoFile {
  stream: Readable & { truncated?: boolean };
  /** True once the multipart parser cut the file at the size cap. */
  truncated(): boolean;
}

/**
 * Stores an upload as it streams in (never whole in memory), decides the type from its bytes, enforces the
 * 50MB cap while streaming, and queues the transcode. The row is 'processing' until the job finishes.
 */
export class VideoUploadService {
  constructor(
    private readonly videos: VideoRepo,
    private readonly store: BlobStore,
    private readonly jobs: JobQueue,
    private readonly moves: MovedCheck,
  ) {}

  /** An original whose upload did not become a video (a bad field, a cut-off request) is removed. */
  discard(originalKey: string) {
    return this.store.delete('videos', originalKey).catch(() => undefined);
  }

  /** `keyFor` names the stored original from its sniffed extension; the transcode derives the playable file's key from it. */
  async storeOriginal(userId: string, file: IncomingVideoFile, keyFor = (ext: string) => `${userId}/${Date.now()}-${randomBytes(4).toString('hex')}-original.${ext}`): Promise<string> {
    const sniffed = await sniffStream(file.stream);
    if (!sniffed.mime || !VIDEO_MIME.test(sniffed.mime)) {
      file.stream.resume();
      throw new DomainError('invalid_file_type', UPLOAD_MESSAGES.invalidType, 415);
    }
    // By default two uploads by one person in the same millisecond must not share a key (the transcode derives from it).
    const key = keyFor(sniffed.ext ?? 'bin');
    await this.store.put('videos', key, sniffed.body, { contentType: sniffed.mime });
    if (file.truncated()) {
      await this.store.delete('videos', key);
      throw new DomainError('file_too_large', UPLOAD_MESSAGES.tooLarge, 413);
    }
    return key;
  }

  /** Validates the form's details and the length, then creates the row; any refusal removes the original. */
  async create(userId: string, originalKey: string, fields: Record<string, unknown>) {
    const parsed = videoMetadataSchema.safeParse(fields);
    if (!parsed.success) {
      await this.discard(originalKey);
      throw new DomainError('bad_request', parsed.error.issues[0]?.message ?? 'Invalid video details');
    }
    return this.createWith(userId, originalKey, parsed.data);
  }

  /** Creates the row from details already checked (a form's, a JSON body's, an import's); any refusal removes the original. */
  async createWith(userId: string, originalKey: string, parsed: VideoDetails, imported: { originallyPostedAt?: Date | null } = {}) {
    try {
      // Every way of uploading (the form, resumable, an import) ends here.
      await refuseIfMoved(this.moves, userId);
      await this.refuseTooLong(originalKey);
      await this.requireSound(parsed.musicTrackId);
      const { commentPolicy, sensitive, contentWarning, language, draft, publishAt, ...details } = parsed;
      const hold = uploadHold({ draft, publishAt });
      if (hold instanceof Date) assertRoomToSchedule(await this.videos.scheduledCount(userId));
      const video = await this.videos.create({
        userId: userId,
        storagePath: originalKey,
        ...details,
        // Issue 39: the uploader's choice, else what the caption looks like, else unknown.
        language: language ?? detectLanguage(details.caption),
        ...settledSensitivity({ sensitive, contentWarning }),
        commentPolicy: commentPolicy ?? (await this.videos.commentDefault(userId)),
        // Issue 58: a video brought from elsewhere keeps the day it was first posted there.
        originallyPostedAt: imported.originallyPostedAt ?? null,
      }, hold);
      if (!video) throw new Error('An upload has no remote_uri, so its row cannot conflict');
      await this.jobs.enqueue('transcode', { videoId: video.id }, { maxAttempts: 3 });
      return video;
    } catch (error) {
      await this.discard(originalKey);
      throw error;
    }
  }

  /**
   * A chosen sound must exist where the library shows it (not a banned user's upload); its use count rises
   * with the insert (the videos_sound_use trigger).
   */
  async requireSound(trackId: string | null) {
    if (!trackId) return;
    if (!(await this.videos.soundShown(trackId))) throw new DomainError('bad_request', SOUND_MESSAGES.notFound);
  }

  /**
   * Reads the duration from the stored original's header (in place on disk, from a local copy with S3) without
   * ffmpeg; a container it cannot read is checked by the transcode job instead.
   */
  private async refuseTooLong(originalKey: string) {
    const duration = await withLocalFile(this.store, 'videos', originalKey, (local) => containerDuration(local));
    if (duration !== null && duration > MAX_VIDEO_SECONDS) throw new DomainError('video_too_long', UPLOAD_MESSAGES.tooLong, 400);
  }

  async status(userId: string, videoId: string) {
    const video = await this.videos.processing(videoId);
    if (!video || video.userId !== userId) throw new DomainError('not_found', 'Video not found');
    const { userId: _owner, ...status } = video;
    return status;
  }

  /** The owner's retry of a failed processing run. */
  async retry(userId: string, videoId: string) {
    const video = await this.videos.forTranscode(videoId);
    if (!video) throw new DomainError('not_found', 'Video not found');
    if (video.userId !== userId) throw new DomainError('forbidden', 'You can only retry your own videos');
    if (video.status !== 'failed') throw new DomainError('conflict', 'This video is not in a failed state');
    await this.videos.markProcessing(videoId);
    await this.jobs.enqueue('transcode', { videoId }, { maxAttempts: 3 });
  }
}
