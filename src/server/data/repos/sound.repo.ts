import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { discoverable, userShown, unmutedFor, visibleTo } from './visibility.ts';
import { tileColumns, type TileRow } from './tiles.ts';
import { afterCursor, pastCursor, type ScoreCursor, type TimeCursor } from './keyset.ts';

export const SOUND_COLUMNS = ['id', 'title', 'artist', 'genre', 'duration', 'licenseType', 'soundUse', 'createdAt'] as const;
export const SOUND_PAGE_SIZE = 20;
/** A sound's grid of videos, a page at a time. */
export const SOUND_GRID_PAGE_SIZE = 60;

export type SoundSort = 'newest' | 'popular';

/** A track uploaded by a banned user (an original sound of theirs) is out of every read, like all they posted. */
const notByBannedUser = userShown('tracks.created_by');

/** The sound library (spec §7 "Sounds and editor"): lists, search, one track and the videos using it. */
export class SoundRepo {
  constructor(private readonly db: Db) {}

  /** The tracks anyone may see: every read of the library starts here. */
  private tracks() {
    return this.db.selectFrom('tracks').where(notByBannedUser);
  }

  /**
   * A page newest first, keyset on (created_at, id), or most used first, on (sound_use, id): each walks its
   * own index (tracks_created_idx, tracks_sound_use_idx) from the cursor on. A search term filters on title,
   * artist or genre through the trigram index.
   */
  list(options: { text: string; limit: number } & ({ sort: 'newest'; after: TimeCursor | null } | { sort: 'popular'; after: ScoreCursor | null })) {
    let query = this.tracks().select([...SOUND_COLUMNS, sql<string>`created_at::text`.as('sortTime')]);
    if (options.text) {
      const pattern = `%${options.text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      query = query.where(sql<boolean>`(title || ' ' || artist || ' ' || coalesce(genre, '')) ilike ${pattern}`);
    }
    const sort = options.sort === 'popular' ? 'soundUse' : 'createdAt';
    if (options.after) query = query.where(pastCursor([sort, 'id'], options.after, { scoreType: 'int8' }));
    return query.orderBy(sort, 'desc').orderBy('id', 'desc').limit(options.limit).execute();
  }

  trending(limit: number) {
    return this.tracks().select(SOUND_COLUMNS).orderBy('soundUse', 'desc').orderBy('createdAt', 'desc').limit(limit).execute();
  }

  find(id: string) {
    return this.tracks().select([...SOUND_COLUMNS, 'audioPath']).where('id', '=', id).executeTakeFirst();
  }

  findByAudioPath(audioPath: string) {
    return this.db.selectFrom('tracks').select(SOUND_COLUMNS).where('audioPath', '=', audioPath).executeTakeFirst();
  }

  /** An extracted original sound; a second extraction of the same video finds the first one's row. */
  async insertOriginal(track: { title: string; artist: string; audioPath: string; duration: number; createdBy: string }) {
    const inserted = await this.db
      .insertInto('tracks')
      .values({ ...track, licenseType: 'user_uploaded', genre: 'Original sound' })
      .onConflict((conflict) => conflict.column('audioPath').doNothing())
      .returning(SOUND_COLUMNS)
      .executeTakeFirst();
    return inserted ?? (await this.findByAudioPath(track.audioPath))!;
  }

  /** Newest first, with the feed's visibility rule (spec §7: by music_track_id with the author), on videos_track_idx. */
  async videos(viewerId: string | null, trackId: string, limit: number, after: TimeCursor | null) {
    const result = await sql<TileRow & { sortTime: string }>`
      select ${tileColumns}, v.created_at::text as sort_time
      from videos v join profiles author on author.user_id = v.user_id
      where v.music_track_id = ${trackId}::uuid and ${visibleTo(viewerId)} and ${discoverable('author')} and ${unmutedFor(viewerId)} ${afterCursor(['v.created_at', 'v.id'], after)}
      order by v.created_at desc, v.id desc limit ${limit}`.execute(this.db);
    return result.rows;
  }

  /**
   * Queues a video's sound extraction unless one is queued or running for it: concurrent first requests meet at
   * the one-active-job-per-video index, one inserts and the others get null.
   */
  async queueExtraction(payload: { videoId: string; userId: string; source: string; audioPath: string }) {
    const queued = await sql<{ id: string }>`
      insert into jobs (kind, payload, max_attempts) values (${'original-sound'}, ${JSON.stringify(payload)}::jsonb, 3)
      on conflict ((payload->>'videoId')) where kind = ${'original-sound'} and status in ('queued', 'running') do nothing
      returning id`.execute(this.db);
    return queued.rows[0]?.id ?? null;
  }

  /** The latest extraction job of a video, with the file it read. */
  latestExtraction(videoId: string) {
    return this.db
      .selectFrom('jobs')
      .select(['id', 'status', 'lastError', sql<string>`payload->>'source'`.as('source')])
      .where('kind', '=', 'original-sound')
      .where(sql<string>`payload->>'videoId'`, '=', videoId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** What an original sound is named after and, failing its own, how long it is. */
  async originSource(userId: string, videoId: string) {
    const owner = await this.db.selectFrom('profiles').select('username').where('userId', '=', userId).executeTakeFirstOrThrow();
    const video = await this.db.selectFrom('videos').select('duration').where('id', '=', videoId).executeTakeFirst();
    return { username: owner.username, videoDuration: video?.duration ?? null };
  }
}
