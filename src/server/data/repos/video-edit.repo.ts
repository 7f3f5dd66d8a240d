import type { Transaction } from 'kysely';
import type { Db } from '../db.ts';
import type { Database } from '../db-types.ts';
import { holdValue, shownStatus } from './video.repo.ts';

const EDIT_COLUMNS = ['id', 'video_id', 'mode', 'status', 'result_video_id', 'status_reason'] as const;

/** The editor's rows: the source video it opens, each submitted export (`video_edits`), and the switch to it. */
export class VideoEditRepo {
  constructor(private readonly db: Db) {}

  /** A video with its sound's name, as the editor opens it. */
  source(videoId: string) {
    return this.db
      .selectFrom('videos')
      .leftJoin('tracks', 'tracks.id', 'videos.music_track_id')
      .select(['videos.id', 'videos.user_id', 'videos.title', 'videos.caption', 'videos.place_id', 'videos.status', 'videos.hidden',
        'videos.storage_path', 'videos.edited_path', 'videos.duration', 'videos.width', 'videos.height', 'videos.music_track_id',
        'tracks.title as sound_title', 'tracks.artist as sound_artist'])
      .where('videos.id', '=', videoId)
      .executeTakeFirst();
  }

  /**
   * The edit's row, and for 'new' the new post's row (processing, as any upload), in one transaction; `queue`
   * runs inside it so the edit's job exists exactly when its rows do.
   */
  submit(
    edit: { video: { id: string; title: string; caption: string; place_id: string | null }; userId: string; mode: 'replace' | 'new'; uploadKey: string; trackId: string | null; draft?: boolean },
    queue: (within: Transaction<Database>, created: { editId: string; resultId: string }) => Promise<unknown>,
  ) {
    return this.db.transaction().execute(async (trx) => {
      let resultId: string | null = edit.video.id;
      if (edit.mode === 'new') {
        const created = await trx
          .insertInto('videos')
          .values({
            user_id: edit.userId, title: edit.video.title, caption: edit.video.caption, place_id: edit.video.place_id, music_track_id: edit.trackId, storage_path: edit.uploadKey,
            // A draft (issue 42) is held once processed, and waits in its owner's Drafts tab.
            ...(edit.draft ? { publish_at: holdValue('draft') } : {}),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        resultId = created.id;
      }
      const row = await trx
        .insertInto('video_edits')
        .values({ video_id: edit.video.id, user_id: edit.userId, mode: edit.mode, upload_path: edit.uploadKey, music_track_id: edit.trackId, result_video_id: resultId })
        .returning(EDIT_COLUMNS)
        .executeTakeFirstOrThrow();
      await queue(trx, { editId: row.id, resultId });
      return row;
    });
  }

  /** An edit with its new post's state (for 'new', the post's status is the edit's). */
  status(editId: string) {
    return this.db
      .selectFrom('video_edits')
      .leftJoin('videos', 'videos.id', 'video_edits.result_video_id')
      .select(['video_edits.id', 'video_edits.video_id', 'video_edits.mode', 'video_edits.status', 'video_edits.result_video_id',
        'video_edits.status_reason', 'video_edits.user_id', shownStatus('videos.status').as('video_status'), 'videos.status_reason as video_reason'])
      .where('video_edits.id', '=', editId)
      .executeTakeFirst();
  }

  /** The job's view of an edit. */
  find(editId: string) {
    return this.db.selectFrom('video_edits').selectAll().where('id', '=', editId).executeTakeFirst();
  }

  /** The files a replacement takes the place of. */
  replacedFiles(videoId: string) {
    return this.db.selectFrom('videos').select(['id', 'user_id', 'edited_path', 'thumbnail_url', 'thumbnail_small_url']).where('id', '=', videoId).executeTakeFirst();
  }

  /** The video points at the transcoded export (file, sound, length, thumbnail) and the edit turns ready, together. */
  async applyReplacement(editId: string, videoId: string, video: { edited_path: string; music_track_id: string | null; duration: number | null; width: number | null; height: number | null; thumbnail_url: string }) {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('videos')
        .set({ ...video, thumbnail_small_url: null })
        .where('id', '=', videoId)
        .execute();
      await trx.updateTable('video_edits').set({ status: 'ready', status_reason: null }).where('id', '=', editId).execute();
    });
  }

  async markFailed(editId: string, reason: string) {
    await this.db.updateTable('video_edits').set({ status: 'failed', status_reason: reason }).where('id', '=', editId).execute();
  }
}
