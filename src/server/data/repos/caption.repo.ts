import { sql } from 'kysely';
import type { Db } from '../db.ts';
import type { CaptionCue, CaptionSource, CaptionStatus } from '../../../shared/captions.ts';

export interface CaptionTrackRow {
  videoId: string;
  language: string;
  status: CaptionStatus;
  source: CaptionSource;
  cues: CaptionCue[];
  createdAt: Date;
  updatedAt: Date;
}

export interface TranscriptionRow {
  videoId: string;
  language: string;
  status: 'pending' | 'done' | 'failed';
  error: string | null;
}

/**
 * Caption tracks (issue 41). Every write also sets the video's published languages and bumps its revision in the
 * same transaction, so a card never names a track that is not there, nor keeps a link to an old one.
 */
export class CaptionRepo {
  constructor(private readonly db: Db) {}

  /** What captions need of the video: its owner, language and caption revision, and its files (for transcription). */
  video(videoId: string) {
    return this.db
      .selectFrom('videos')
      .select(['id', 'userId', 'language', 'captionsRevision', 'status', 'storagePath', 'editedPath'])
      .where('id', '=', videoId)
      .executeTakeFirst();
  }

  tracks(videoId: string, publishedOnly: boolean) {
    let query = this.db.selectFrom('videoCaptions').selectAll().where('videoId', '=', videoId);
    if (publishedOnly) query = query.where('status', '=', 'published');
    return query.orderBy('language').execute() as unknown as Promise<CaptionTrackRow[]>;
  }

  track(videoId: string, language: string) {
    return this.db.selectFrom('videoCaptions').selectAll().where('videoId', '=', videoId).where('language', '=', language).executeTakeFirst() as unknown as Promise<CaptionTrackRow | undefined>;
  }

  /** Writes a track unless the video already has `max` others; undefined when it would be one too many. */
  async save(videoId: string, language: string, track: { status: CaptionStatus; source: CaptionSource; cues: CaptionCue[] }, max: number) {
    return this.db.transaction().execute(async (trx) => {
      // The video's row is the lock: two tracks written at once cannot both pass the count.
      await trx.selectFrom('videos').select('id').where('id', '=', videoId).forUpdate().executeTakeFirstOrThrow();
      const others = await trx.selectFrom('videoCaptions').select((eb) => eb.fn.countAll<string>().as('n')).where('videoId', '=', videoId).where('language', '!=', language).executeTakeFirstOrThrow();
      if (Number(others.n) >= max) return undefined;
      const row = await trx
        .insertInto('videoCaptions')
        .values({ videoId: videoId, language, status: track.status, source: track.source, cues: JSON.stringify(track.cues) })
        .onConflict((oc) => oc.columns(['videoId', 'language']).doUpdateSet({ status: track.status, source: track.source, cues: JSON.stringify(track.cues), updatedAt: sql`now()` }))
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.syncVideo(trx, videoId);
      return row as unknown as CaptionTrackRow;
    });
  }

  async publish(videoId: string, language: string) {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.updateTable('videoCaptions').set({ status: 'published', updatedAt: sql`now()` }).where('videoId', '=', videoId).where('language', '=', language).returningAll().executeTakeFirst();
      if (row) await this.syncVideo(trx, videoId);
      return row as unknown as CaptionTrackRow | undefined;
    });
  }

  async remove(videoId: string, language: string) {
    return this.db.transaction().execute(async (trx) => {
      const gone = await trx.deleteFrom('videoCaptions').where('videoId', '=', videoId).where('language', '=', language).executeTakeFirst();
      if (gone.numDeletedRows > 0n) await this.syncVideo(trx, videoId);
      return gone.numDeletedRows > 0n;
    });
  }

  private async syncVideo(trx: Db, videoId: string) {
    await sql`update videos set captions_revision = captions_revision + 1, caption_languages = coalesce((
        select array_agg(language order by language) from video_captions where video_id = ${videoId}::uuid and status = 'published'), '{}')
      where id = ${videoId}::uuid`.execute(trx);
  }

  transcription(videoId: string) {
    return this.db.selectFrom('videoTranscriptions').select(['videoId', 'language', 'status', 'error']).where('videoId', '=', videoId).executeTakeFirst() as Promise<TranscriptionRow | undefined>;
  }

  /** Marks a transcription pending; false when one is pending already. */
  async startTranscription(videoId: string, language: string): Promise<boolean> {
    const row = await this.db
      .insertInto('videoTranscriptions')
      .values({ videoId: videoId, language, status: 'pending', error: null })
      .onConflict((oc) => oc.column('videoId').doUpdateSet({ language, status: 'pending', error: null, updatedAt: sql`now()` }).where('videoTranscriptions.status', '!=', 'pending'))
      .returning('videoId')
      .executeTakeFirst();
    return row !== undefined;
  }

  async endTranscription(videoId: string, error: string | null) {
    await this.db.updateTable('videoTranscriptions').set({ status: error ? 'failed' : 'done', error, updatedAt: sql`now()` }).where('videoId', '=', videoId).execute();
  }
}
