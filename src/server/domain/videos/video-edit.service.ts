import { z } from 'zod';
import type { Db } from '../../data/db.ts';
import type { JobQueue } from '../../queue/queue.ts';
import type { MediaUrls } from '../media-urls.ts';
import type { VideoUploadService, IncomingVideoFile } from './video-upload.service.ts';
import { DomainError, notFound } from '../errors.ts';
import { EDITOR_MESSAGES, type EditSource, type VideoEdit } from '../../../shared/sound-types.ts';
import { SIGNED_VIDEO_URL_SECONDS } from '../../../shared/constants.ts';


export const editFieldsSchema = z.object({
  mode: z.enum(['replace', 'new'], { error: 'Mode must be replace or new' }),
  music_track_id: z.uuid('Invalid id').nullish().transform((value) => value || null),
});

const EDIT_COLUMNS = ['id', 'video_id', 'mode', 'status', 'result_video_id', 'status_reason'] as const;

/**
 * The editor's server half (spec §4 Editor, §7): the owner's source video, and an exported file that is
 * transcoded like any upload, then either replaces the original's file or becomes a new post.
 */
export class VideoEditService {
  constructor(
    private readonly db: Db,
    private readonly uploads: VideoUploadService,
    private readonly jobs: JobQueue,
    private readonly media: MediaUrls,
  ) {}

  /** Only the owner edits, and only a ready video that moderators have not hidden (no re-posting hidden content). */
  async editableVideo(userId: string, videoId: string) {
    const video = await this.db
      .selectFrom('videos')
      .leftJoin('tracks', 'tracks.id', 'videos.music_track_id')
      .select(['videos.id', 'videos.user_id', 'videos.title', 'videos.caption', 'videos.place_id', 'videos.status', 'videos.hidden',
        'videos.storage_path', 'videos.edited_path', 'videos.duration', 'videos.width', 'videos.height', 'videos.music_track_id',
        'tracks.title as sound_title', 'tracks.artist as sound_artist'])
      .where('videos.id', '=', videoId)
      .executeTakeFirst();
    if (!video) throw notFound('Video not found');
    if (video.user_id !== userId) throw new DomainError('forbidden', EDITOR_MESSAGES.notOwner);
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
      video_url: (await this.media.sign(`videos/${video.edited_path ?? video.storage_path}`, SIGNED_VIDEO_URL_SECONDS))!,
      sound: video.music_track_id ? { id: video.music_track_id, title: video.sound_title!, artist: video.sound_artist! } : null,
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
      await this.uploads.requireSound(parsed.data.music_track_id);
      // No new music keeps the video's sound: the export's audio still carries it.
      const trackId = parsed.data.music_track_id ?? video.music_track_id;
      const edit = await this.db.transaction().execute(async (trx) => {
        let resultId: string | null = video.id;
        if (parsed.data.mode === 'new') {
          const created = await trx
            .insertInto('videos')
            .values({ user_id: userId, title: video.title, caption: video.caption, place_id: video.place_id, music_track_id: trackId, storage_path: uploadKey })
            .returning('id')
            .executeTakeFirstOrThrow();
          resultId = created.id;
        }
        const edit = await trx
          .insertInto('video_edits')
          .values({ video_id: video.id, user_id: userId, mode: parsed.data.mode, upload_path: uploadKey, music_track_id: trackId, result_video_id: resultId })
          .returning(EDIT_COLUMNS)
          .executeTakeFirstOrThrow();
        // A new post goes through the ordinary upload transcode; a replacement through its own job.
        if (parsed.data.mode === 'new') await this.jobs.enqueue('transcode', { videoId: resultId }, { maxAttempts: 3, within: trx });
        else await this.jobs.enqueue('video-edit', { editId: edit.id }, { maxAttempts: 3, within: trx });
        return edit;
      });
      this.jobs.nudge();
      return edit;
    } catch (error) {
      await this.discard(uploadKey);
      throw error;
    }
  }

  /** The editor polls this until the export plays; a new post's state is its video's. */
  async status(userId: string, editId: string): Promise<VideoEdit> {
    const edit = await this.db
      .selectFrom('video_edits')
      .leftJoin('videos', 'videos.id', 'video_edits.result_video_id')
      .select(['video_edits.id', 'video_edits.video_id', 'video_edits.mode', 'video_edits.status', 'video_edits.result_video_id',
        'video_edits.status_reason', 'video_edits.user_id', 'videos.status as video_status', 'videos.status_reason as video_reason'])
      .where('video_edits.id', '=', editId)
      .executeTakeFirst();
    if (!edit || edit.user_id !== userId) throw notFound('Edit not found');
    const { user_id: _user, video_status, video_reason, ...rest } = edit;
    if (rest.mode === 'new') return { ...rest, status: video_status ?? 'failed', status_reason: video_reason ?? rest.status_reason };
    return rest;
  }
}
