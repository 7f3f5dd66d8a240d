import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { visibleTo } from './visibility.ts';
import { afterCursor, type TimeCursor } from './keyset.ts';
import { TILE_COLUMNS, type ProfileVideoRow } from './profile-videos.repo.ts';

export type WatchHistoryRow = ProfileVideoRow & { watchedAt: Date };

/**
 * A person's watch history (issue 55 item 4, decision 068). The rows are written by WatchRepo.record, in the
 * statement that stores the watch; here they are read, removed and pruned, and recording paused.
 */
export class WatchHistoryRepo {
  constructor(private readonly db: Db) {}

  /** Last watched first; a video its owner may no longer see is left out (and comes back if it may again). */
  async list(userId: string, limit: number, after: TimeCursor | null) {
    const result = await sql<WatchHistoryRow>`
      select ${TILE_COLUMNS}, h.watched_at, h.watched_at::text as sort_time from watch_history h
      join videos v on v.id = h.video_id join profiles author on author.user_id = v.user_id
      where h.user_id = ${userId}::uuid and ${visibleTo(userId)} ${afterCursor(['h.watched_at', 'h.video_id'], after)}
      order by h.watched_at desc, h.video_id desc limit ${limit}`.execute(this.db);
    return result.rows;
  }

  async remove(userId: string, videoId: string) {
    await this.db.deleteFrom('watchHistory').where('userId', '=', userId).where('videoId', '=', videoId).execute();
  }

  async clear(userId: string) {
    await this.db.deleteFrom('watchHistory').where('userId', '=', userId).execute();
  }

  async paused(userId: string) {
    const row = await this.db.selectFrom('profiles').select('watchHistoryPaused').where('userId', '=', userId).executeTakeFirst();
    return row?.watchHistoryPaused ?? false;
  }

  async setPaused(userId: string, paused: boolean) {
    await this.db.updateTable('profiles').set({ watchHistoryPaused: paused }).where('userId', '=', userId).execute();
  }

  /** Hourly: what was watched longer ago than the history keeps. */
  async prune(keepDays: number) {
    await sql`delete from watch_history where watched_at < now() - make_interval(days => ${keepDays})`.execute(this.db);
  }
}
