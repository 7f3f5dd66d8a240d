import { randomBytes } from 'node:crypto';
import type { StoryRepo, StoryRow } from '../../data/repos/story.repo.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import type { JobQueue } from '../../queue/queue.ts';
import type { MediaUrls } from '../media-urls.ts';
import type { IncomingVideoFile } from '../videos/video-upload.service.ts';
import { IMAGE_MIME, sniffStream, VIDEO_MIME } from '../../storage/sniff.ts';
import { storySchema } from '../../../shared/story.schema.ts';
import { STORY_MESSAGES, type StoryItem, type StoryRing, type StoryStatus, type UserStories } from '../../../shared/story-types.ts';
import { STORY_LIFETIME_HOURS } from '../../../shared/constants.ts';
import { UPLOAD_MESSAGES } from '../../../shared/messages.ts';
import { firstIssueMessage } from '../../../shared/content.schema.ts';
import { badRequest, DomainError, notFound } from '../errors.ts';

/** How long posting an image story waits for its job, so the answer is usually already 'ready'. */
const STORY_IMAGE_WAIT_MS = 20_000;
/** A media link handed out by the story route lives this long: enough to load, too short to pass around. */
const STORY_LINK_SECONDS = 120;
const RINGS_MAX = 100;

export interface StoredStoryUpload {
  key: string;
  kind: 'image' | 'video';
}

/** Posting stories, and every read of them under one visibility rule (StoryRepo.storyVisibleTo). */
export class StoryService {
  constructor(
    private readonly stories: StoryRepo,
    private readonly store: BlobStore,
    private readonly jobs: JobQueue,
    private readonly media: MediaUrls,
  ) {}

  /** Streams the file to the stories bucket, deciding image or video from its bytes. */
  async storeUpload(userId: string, file: IncomingVideoFile): Promise<StoredStoryUpload> {
    const sniffed = await sniffStream(file.stream);
    const kind = sniffed.mime && IMAGE_MIME.test(sniffed.mime) ? 'image' : sniffed.mime && VIDEO_MIME.test(sniffed.mime) ? 'video' : null;
    if (!kind) {
      file.stream.resume();
      throw new DomainError('invalid_file_type', STORY_MESSAGES.invalidFile, 415);
    }
    const key = `${userId}/${randomBytes(12).toString('hex')}-original.${sniffed.ext}`;
    await this.store.put('stories', key, sniffed.body, { contentType: sniffed.mime! });
    if (file.truncated()) {
      await this.discard(key);
      throw new DomainError('file_too_large', UPLOAD_MESSAGES.tooLarge, 413);
    }
    return { key, kind };
  }

  discard(key: string) {
    return this.store.delete('stories', key).catch(() => undefined);
  }

  /**
   * The row waits as processing while a job makes the media (decision 023): an image by the story-image job,
   * which the request waits for; a video trimmed and encoded by the story-video job, which the client follows.
   */
  async create(userId: string, upload: StoredStoryUpload, fields: Record<string, unknown>): Promise<StoryStatus> {
    try {
      const parsed = storySchema.safeParse(fields);
      if (!parsed.success) throw badRequest(firstIssueMessage(parsed.error));
      const { trimStart, trimEnd, ...details } = parsed.data;
      const expiresAt = new Date(Date.now() + STORY_LIFETIME_HOURS * 3600_000);
      const row = await this.stories.create({ ...details, userId: userId, mediaPath: upload.key, mediaType: upload.kind, expiresAt: expiresAt });
      // The expiry sweep runs just after this story's 24 hours, and hourly besides (housekeeping).
      await this.jobs.enqueue('expire-stories', {}, { delaySeconds: STORY_LIFETIME_HOURS * 3600 + 5 });
      if (upload.kind === 'video') {
        await this.jobs.enqueue('story-video', { storyId: row.id, trimStart: trimStart, trimEnd: trimEnd }, { maxAttempts: 2 });
        return row;
      }
      const job = await this.jobs.enqueue('story-image', { storyId: row.id }, { maxAttempts: 2 });
      const outcome = await this.jobs.waitFor(job, STORY_IMAGE_WAIT_MS);
      if (outcome.status === 'failed') {
        await this.stories.delete(row.id);
        throw badRequest(STORY_MESSAGES.imageFailed);
      }
      return { id: row.id, status: outcome.status === 'done' ? 'ready' : 'processing' };
    } catch (error) {
      await this.discard(upload.key);
      throw error;
    }
  }

  async status(userId: string, storyId: string): Promise<StoryStatus> {
    const own = await this.stories.own(userId, storyId);
    if (!own) throw notFound(STORY_MESSAGES.notFound);
    return { id: own.id, status: own.status };
  }

  async rings(viewerId: string): Promise<StoryRing[]> {
    const rows = await this.stories.rings(viewerId, RINGS_MAX);
    return Promise.all(
      rows.map(async (row) => ({
        ...row,
        avatarUrl: await this.media.sign(row.avatarUrl),
        avatarSmallUrl: await this.media.sign(row.avatarSmallUrl),
        latestAt: row.latestAt.toISOString(),
      })),
    );
  }

  async forUser(viewerId: string, userId: string): Promise<UserStories> {
    const author = await this.stories.author(userId);
    if (!author) throw notFound('User not found');
    const rows = await this.stories.forUser(viewerId, userId);
    return {
      author: { userId: author.userId, username: author.username, avatarUrl: await this.media.sign(author.avatarUrl) },
      items: rows.map((row) => this.item(row)),
    };
  }

  /** Where a story's file is, for whoever may see it now; anyone else gets 404, link or no link. */
  async mediaLink(viewerId: string, storyId: string, which: 'media' | 'thumbnail'): Promise<string> {
    const story = await this.stories.visible(viewerId, storyId);
    const key = which === 'media' ? story?.mediaPath : story?.thumbnailPath;
    if (!key) throw notFound(STORY_MESSAGES.notFound);
    return (await this.media.sign(`stories/${key}`, STORY_LINK_SECONDS))!;
  }

  async markSeen(viewerId: string, storyId: string) {
    if (!(await this.stories.visible(viewerId, storyId))) throw notFound(STORY_MESSAGES.notFound);
    await this.stories.markSeen(viewerId, storyId);
  }

  async delete(userId: string, storyId: string) {
    const own = await this.stories.own(userId, storyId);
    if (!own) throw notFound(STORY_MESSAGES.notFound);
    await this.remove(own);
  }

  /** Deletes expired stories with their files, a batch at a time; returns how many went. */
  async expireDue(): Promise<number> {
    let removed = 0;
    for (let batch = await this.stories.expired(100); batch.length; batch = await this.stories.expired(100)) {
      for (const story of batch) await this.remove(story);
      removed += batch.length;
    }
    return removed;
  }

  /** A story its job is to process (story-image, story-video): null once it is ready, failed or gone. */
  async awaitingProcessing(storyId: string) {
    const story = await this.stories.forProcessing(storyId);
    return story && story.status === 'processing' ? story : null;
  }

  /** The job's file (and for a video its thumbnail and length) in place of the upload, and the story shown. */
  markProcessed(storyId: string, media: { mediaPath: string; thumbnailPath?: string; duration?: number | null }): Promise<void> {
    return this.stories.markReady(storyId, media);
  }

  /** Its media could not be made: the story is failed (the job removes the upload). */
  markProcessingFailed(storyId: string): Promise<void> {
    return this.stories.markFailed(storyId);
  }

  /** The row first: once it is gone nobody is handed a link, then the files follow. */
  private async remove(story: { id: string; mediaPath: string; thumbnailPath: string | null }) {
    await this.stories.delete(story.id);
    await this.discard(story.mediaPath);
    if (story.thumbnailPath) await this.discard(story.thumbnailPath);
  }

  private item(row: StoryRow): StoryItem {
    return {
      id: row.id,
      userId: row.userId,
      mediaType: row.mediaType,
      mediaUrl: `/api/stories/${row.id}/media`,
      thumbnailUrl: row.thumbnailPath ? `/api/stories/${row.id}/thumbnail` : null,
      caption: row.caption,
      altText: row.altText,
      sticker: row.sticker,
      stickerX: row.stickerX,
      stickerY: row.stickerY,
      visibility: row.visibility,
      duration: row.duration,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      seen: row.seen,
    };
  }
}
