import { sql } from 'kysely';
import type { Db } from '../db.ts';

/** The streaming ladders' own rows (issue 57): which videos still lack one, and recording one made later. */
export class LadderRepo {
  constructor(private readonly db: Db) {}

  /** Playable videos (posted or held) with no ladder and no failed try, newest first. */
  async missing(limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('videos')
      .select('id')
      .where('hlsPath', 'is', null)
      .where('ladderFailedAt', 'is', null)
      .where('status', 'in', ['ready', 'held'])
      .orderBy('createdAt', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /** The file a backfilled ladder is made from: the edit when there is one, else the transcoded upload. */
  forLadder(videoId: string) {
    return this.db
      .selectFrom('videos')
      .select(['id', 'status', 'hlsPath', sql<string>`coalesce(edited_path, storage_path)`.as('playablePath')])
      .where('id', '=', videoId)
      .executeTakeFirst();
  }

  /**
   * The ladder recorded, only if the video still plays the file it was made from and has none yet (an edit
   * swapped in meanwhile brings its own). Says whether it was.
   */
  async setLadder(videoId: string, playablePath: string, hlsPath: string): Promise<boolean> {
    const result = await this.db
      .updateTable('videos')
      .set({ hlsPath })
      .where('id', '=', videoId)
      .where('hlsPath', 'is', null)
      .where(sql<boolean>`coalesce(edited_path, storage_path) = ${playablePath}`)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async markFailed(videoId: string): Promise<void> {
    await this.db.updateTable('videos').set({ ladderFailedAt: new Date() }).where('id', '=', videoId).execute();
  }
}
