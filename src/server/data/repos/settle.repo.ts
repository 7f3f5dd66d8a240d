import { sql } from 'kysely';
import type { Db } from '../db.ts';
import type { VideoCounts } from '../../../shared/live-counts.ts';

/**
 * The waiting ledgers of decision 071 (migrations/20261220000100_counter_ledger.sql): each settle folds one
 * batch in one statement, so a settle that fails leaves its rows waiting for the next, never half counted.
 */
export class SettleRepo {
  constructor(private readonly db: Db) {}

  /** Writes the notifications that waited with their groups (they join the groups' waiting members). */
  async settleNotifications(batch: number): Promise<void> {
    await sql`select settle_waiting_notifications(${batch})`.execute(this.db);
  }

  /** The videos whose counts changed. */
  async settleCounters(batch: number): Promise<string[]> {
    const result = await sql<{ id: string }>`select id from settle_video_counters(${batch}) as id`.execute(this.db);
    return result.rows.map((row) => row.id);
  }

  /** The notification groups that gained members, with whose they are. */
  async settleGroups(batch: number): Promise<Array<{ userId: string; groupId: string }>> {
    const result = await sql<{ userId: string; groupId: string }>`select user_id, group_id from settle_notification_groups(${batch})`.execute(this.db);
    return result.rows;
  }

  /** The counts a card shows, settled; none when the video has gone. */
  counts(videoId: string): Promise<VideoCounts | undefined> {
    return this.db
      .selectFrom('videos')
      .select(['id', 'likeCount', 'favouriteCount', 'repostCount', 'commentCount', 'shareCount'])
      .where('id', '=', videoId)
      .executeTakeFirst();
  }
}
