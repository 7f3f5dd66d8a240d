import type { Transaction } from 'kysely';
import type { Db } from '../db.ts';
import type { Database } from '../db-types.ts';
import { holdValue, shownStatus } from './video.repo.ts';

const EDIT_COLUMNS = ['id', 'videoId', 'mode', 'status', 'resultVideoId', 'statusReason'] as const;

/** The editor's rows: the source video it opens, each submitted export (`video_edits`), and the switch to it. */
export class VideoEditRepo {
  constructor(private readonly db: Db) {}

  /** A video with its sound's name, as the editor opens it. */
  source(videoId: string) {
    return this.db
      .selectFrom('videos')
      .leftJoin('tracks', 'tracks.id', 'videos.musicTrackId')
      .select(['videos.id', 'videos.userId', 'videos.title', 'videos.caption', 'videos.placeId', 'videos.status', 'videos.hidden',
        'videos.storagePath', 'videos.editedPath', 'videos.duration', 'videos.width', 'videos.height', 'videos.musicTrackId',
        'tracks.title as soundTitle', 'tracks.artist as soundArtist'])
      .where('videos.id', '=', videoId)
      .executeTakeFirst();
  }

  /**
   * The edit's row, and for 'new' the new post's row (processing, as any upload), in one transaction; `queue`
   * runs inside it so the edit's job exists exactly when its rows do.
   */
  submit(
    edit: { video: { id: string; title: string; caption: string; placeId: string | null }; userId: string; mode: 'replace' | 'new'; uploadKey: string; trackId: string | null; draft?: boolean },
    queue: (within: Transaction<Database>, created: { editId: string; resultId: string }) => Promise<unknown>,
  ) {
    return this.db.transaction().execute(async (trx) => {
      let resultId: string | null = edit.video.id;
      if (edit.mode === 'new') {
        const created = await trx
          .insertInto('videos')
          .values({
            userId: edit.userId, title: edit.video.title, caption: edit.video.caption, placeId: edit.video.placeId, musicTrackId: edit.trackId, storagePath: edit.uploadKey,
            // A draft (issue 42) is held once processed, and waits in its owner's Drafts tab.
            ...(edit.draft ? { publishAt: holdValue('draft') } : {}),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        resultId = created.id;
      }
      const row = await trx
        .insertInto('videoEdits')
        .values({ videoId: edit.video.id, userId: edit.userId, mode: edit.mode, uploadPath: edit.uploadKey, musicTrackId: edit.trackId, resultVideoId: resultId })
        .returning(EDIT_COLUMNS)
        .executeTakeFirstOrThrow();
      await queue(trx, { editId: row.id, resultId });
      return row;
    });
  }

  /** An edit with its new post's state (for 'new', the post's status is the edit's). */
  status(editId: string) {
    return this.db
      .selectFrom('videoEdits')
      .leftJoin('videos', 'videos.id', 'videoEdits.resultVideoId')
      .select(['videoEdits.id', 'videoEdits.videoId', 'videoEdits.mode', 'videoEdits.status', 'videoEdits.resultVideoId',
        'videoEdits.statusReason', 'videoEdits.userId', shownStatus('videos.status').as('videoStatus'), 'videos.statusReason as videoReason'])
      .where('videoEdits.id', '=', editId)
      .executeTakeFirst();
  }

  /** The job's view of an edit. */
  find(editId: string) {
    return this.db.selectFrom('videoEdits').selectAll().where('id', '=', editId).executeTakeFirst();
  }

  /** The files a replacement takes the place of. */
  replacedFiles(videoId: string) {
    return this.db.selectFrom('videos').select(['id', 'userId', 'editedPath', 'hlsPath', 'thumbnailUrl', 'thumbnailSmallUrl']).where('id', '=', videoId).executeTakeFirst();
  }

  /** The video points at the transcoded export (file, sound, length, thumbnail) and the edit turns ready, together. */
  async applyReplacement(editId: string, videoId: string, video: { editedPath: string; hlsPath: string | null; musicTrackId: string | null; duration: number | null; width: number | null; height: number | null; thumbnailUrl: string }) {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('videos')
        .set({ ...video, thumbnailSmallUrl: null })
        .where('id', '=', videoId)
        .execute();
      await trx.updateTable('videoEdits').set({ status: 'ready', statusReason: null }).where('id', '=', editId).execute();
    });
  }

  async markFailed(editId: string, reason: string) {
    await this.db.updateTable('videoEdits').set({ status: 'failed', statusReason: reason }).where('id', '=', editId).execute();
  }
}
