import { msg } from '../../../shared/i18n/msg.ts';
import { z } from 'zod';
import type { VideoEditRepo } from '../../data/repos/video-edit.repo.ts';
import type { JobQueue } from '../../queue/queue.ts';
import type { MediaUrls } from '../media-urls.ts';
import type { VideoUploadService, IncomingVideoFile } from './video-upload.service.ts';
import { DomainError, notFound } from '../errors.ts';
import { EDITOR_MESSAGES, type EditSource, type VideoEdit } from '../../../shared/sound-types.ts';
import { SIGNED_VIDEO_URL_SECONDS } from '../../../shared/constants.ts';


export const editFieldsSchema = z.object({
  mode: z.enum(['replace', 'new'], { error: 'Mode must be replace or new' }),
  musicTrackId: z.uuid('Invalid id').nullish().transform((value) => value || null),
  /** Issue 42: a new post saved as a draft instead of posted ('true'; a replacement is never a draft). */
  draft: z.enum(['true', 'false'], { error: msg('draft must be true or false') }).default('false').transform((text) => text === 'true'),
});

/**
 * The editor's server half (spec §4 Editor, §7): the owner's source video, and an exported file that is
 * transcoded like any upload, then either replaces the original's file or becomes a new post.
 */
export class VideoEditService {
  constructor(
    private readonly edits: VideoEditRepo,
    private readonly uploads: VideoUploadService,
    private readonly jobs: JobQueue,
    private readonly media: MediaUrls,
  ) {}

  /** Only the owner edits, and only a ready video that moderators have not hidden (no re-posting hidden content). */
  async editableVideo(userId: string, videoId: string) {
    const video = await this.edits.source(videoId);
    if (!video) throw notFound('Video not found');
    if (video.userId !== userId) throw new DomainError('forbidden', EDITOR_MESSAGES.notOwner);
    if (video.hidden) throw new DomainError('forbidden', 'This video was hidden by moderators and cannot be edited');
    if (video.status !== 'ready') throw new DomainError('conflict', 'This video is still processing');
    return video;
  }

  async source(userId: string, videoId: string): Promise<EditSource> {
    const video = await this.editableVideo(userId, videoId);
    return {
      id: video.id,
      title: video.title,
      caption: video.caption,
      duration: video.duration,
      width: video.width,
      height: video.height,
      videoUrl: (await this.media.sign(`videos/${video.editedPath ?? video.storagePath}`, SIGNED_VIDEO_URL_SECONDS))!,
      sound: video.musicTrackId ? { id: video.musicTrackId, title: video.soundTitle!, artist: video.soundArtist! } : null,
    };
  }

  /** Checked before the body is read: a stranger's or a hidden video stores nothing (the hourly limit is the route's). */
  async admit(userId: string, videoId: string) {
    await this.editableVideo(userId, videoId);
  }

  /** The export lands at edited/{userId}/edited-{timestamp}…; the transcode writes edited-{timestamp}.mp4 beside it (spec §7). */
  storeExport(userId: string, file: IncomingVideoFile) {
    return this.uploads.storeOriginal(userId, file, (ext) => `edited/${userId}/edited-${Date.now()}-original.${ext}`);
  }

  discard(key: string) {
    return this.uploads.discard(key);
  }

  async submit(userId: string, videoId: string, uploadKey: string, fields: Record<string, unknown>): Promise<VideoEdit> {
    try {
      const parsed = editFieldsSchema.safeParse(fields);
      if (!parsed.success) throw new DomainError('bad_request', parsed.error.issues[0]?.message ?? 'Invalid edit');
      const video = await this.editableVideo(userId, videoId);
      await this.uploads.requireSound(parsed.data.musicTrackId);
      // No new music keeps the video's sound: the export's audio still carries it.
      const trackId = parsed.data.musicTrackId ?? video.musicTrackId;
      const mode = parsed.data.mode;
      const draft = mode === 'new' && parsed.data.draft;
      const edit = await this.edits.submit({ video, userId, mode, uploadKey, trackId, draft }, (within, { editId, resultId }) =>
        // A new post goes through the ordinary upload transcode; a replacement through its own job.
        mode === 'new'
          ? this.jobs.enqueue('transcode', { videoId: resultId }, { maxAttempts: 3, within })
          : this.jobs.enqueue('video-edit', { editId }, { maxAttempts: 3, within }),
      );
      this.jobs.nudge();
      return edit;
    } catch (error) {
      await this.discard(uploadKey);
      throw error;
    }
  }

  /** The editor polls this until the export plays; a new post's state is its video's. */
  async status(userId: string, editId: string): Promise<VideoEdit> {
    const edit = await this.edits.status(editId);
    if (!edit || edit.userId !== userId) throw notFound('Edit not found');
    const { userId: _user, videoStatus, videoReason, ...rest } = edit;
    if (rest.mode === 'new') return { ...rest, status: videoStatus ?? 'failed', statusReason: videoReason ?? rest.statusReason };
    return rest;
  }

  /** A 'Replace Original' edit its job is to apply (video-edit job): null once it is ready, failed or gone. */
  async awaitingReplacement(editId: string) {
    const edit = await this.edits.find(editId);
    return edit && edit.status === 'processing' ? edit : null;
  }

  /** The files a replacement takes the place of, or undefined when the video is gone. */
  replacedFiles(videoId: string) {
    return this.edits.replacedFiles(videoId);
  }

  /** The video points at the transcoded export (file, sound, length, thumbnail) and the edit turns ready, together. */
  applyReplacement(editId: string, videoId: string, video: Parameters<VideoEditRepo['applyReplacement']>[2]): Promise<void> {
    return this.edits.applyReplacement(editId, videoId, video);
  }

  /** `reason` is what the editor shows its owner. */
  markFailed(editId: string, reason: string): Promise<void> {
    return this.edits.markFailed(editId, reason);
  }
}
