import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Db } from '../../data/db.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { sniffStream, VIDEO_MIME } from '../../storage/sniff.ts';
import { UPLOAD_MESSAGES } from '../../../shared/messages.ts';
import { videoMetadataSchema } from '../../../shared/content.schema.ts';
import { DomainError } from '../errors.ts';
import type { WriteLimiter } from '../write-limits.ts';
import { probe } from '../../media/ffmpeg.ts';
import { MAX_VIDEO_SECONDS } from '../../../shared/constants.ts';

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
    private readonly db: Db,
    private readonly store: BlobStore,
    private readonly jobs: JobQueue,
    private readonly limits: WriteLimiter,
  ) {}

  /** Checked before the body is read: past the hourly limit nothing is stored. */
  admit(userId: string) {
    return this.limits.consume('upload', userId);
  }

  /** An original whose upload did not become a video (a bad field, a cut-off request) is removed. */
  discard(originalKey: string) {
    return this.store.delete('videos', originalKey).catch(() => undefined);
  }

  async storeOriginal(userId: string, file: IncomingVideoFile): Promise<string> {
    const sniffed = await sniffStream(file.stream);
    if (!sniffed.mime || !VIDEO_MIME.test(sniffed.mime)) {
      file.stream.resume();
      throw new DomainError('invalid_file_type', UPLOAD_MESSAGES.invalidType, 415);
    }
    // Two uploads by one person in the same millisecond must not share a key (the transcode derives from it).
    const key = `${userId}/${Date.now()}-${randomBytes(4).toString('hex')}-original.${sniffed.ext}`;
    await this.store.put('videos', key, sniffed.body, { contentType: sniffed.mime });
    if (file.truncated()) {
      await this.store.delete('videos', key);
      throw new DomainError('file_too_large', UPLOAD_MESSAGES.tooLarge, 413);
    }
    return key;
  }

  /** Validates the details and the length, then creates the row; any refusal removes the original. */
  async create(userId: string, originalKey: string, fields: Record<string, unknown>) {
    try {
      const parsed = videoMetadataSchema.safeParse(fields);
      if (!parsed.success) throw new DomainError('bad_request', parsed.error.issues[0]?.message ?? 'Invalid video details');
      await this.refuseTooLong(originalKey);
      const video = await this.db
        .insertInto('videos')
        .values({ user_id: userId, title: parsed.data.title, caption: parsed.data.caption, place_id: parsed.data.place_id, storage_path: originalKey })
        .returning(['id', 'user_id', 'title', 'caption', 'place_id', 'status', 'created_at'])
        .executeTakeFirstOrThrow();
      await this.jobs.enqueue('transcode', { videoId: video.id }, { maxAttempts: 3 });
      return video;
    } catch (error) {
      await this.discard(originalKey);
      throw error;
    }
  }

  /** Reads the duration from the stored original's header: in place on disk, from a local copy with S3. */
  private async refuseTooLong(originalKey: string) {
    const inPlace = this.store.localPath?.('videos', originalKey);
    const work = inPlace ? null : await mkdtemp(join(tmpdir(), 'popreel-probe-'));
    try {
      const local = inPlace ?? join(work!, 'original');
      if (!inPlace) await this.store.download('videos', originalKey, local);
      const { duration } = await probe(local);
      if (duration !== null && duration > MAX_VIDEO_SECONDS) throw new DomainError('video_too_long', UPLOAD_MESSAGES.tooLong, 400);
    } finally {
      if (work) await rm(work, { recursive: true, force: true });
    }
  }

  async status(userId: string, videoId: string) {
    const video = await this.db
      .selectFrom('videos')
      .select(['id', 'user_id', 'status', 'status_reason', 'duration', 'ai_status', 'caption_ai', 'tags_ai'])
      .where('id', '=', videoId)
      .executeTakeFirst();
    if (!video || video.user_id !== userId) throw new DomainError('not_found', 'Video not found');
    const { user_id: _owner, ...status } = video;
    return status;
  }

  /** The owner's retry of a failed processing run. */
  async retry(userId: string, videoId: string) {
    const video = await this.db.selectFrom('videos').select(['user_id', 'status']).where('id', '=', videoId).executeTakeFirst();
    if (!video) throw new DomainError('not_found', 'Video not found');
    if (video.user_id !== userId) throw new DomainError('forbidden', 'You can only retry your own videos');
    if (video.status !== 'failed') throw new DomainError('conflict', 'This video is not in a failed state');
    await this.db.updateTable('videos').set({ status: 'processing', status_reason: null }).where('id', '=', videoId).execute();
    await this.jobs.enqueue('transcode', { videoId }, { maxAttempts: 3 });
  }
}
