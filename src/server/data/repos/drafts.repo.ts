import { sql, type Transaction } from 'kysely';
import type { Db } from '../db.ts';
import type { Database } from '../db-types.ts';
import { holdValue } from './video.repo.ts';

type Refusal = { kind: 'missing' } | { kind: 'not_owner' } | { kind: 'already_posted' };
export type PostOutcome = { kind: 'posted'; status: 'processing' | 'ready' | 'failed' } | Refusal;
export type HoldOutcome = { kind: 'held' } | { kind: 'not_scheduled' } | Refusal;

/** A scheduled post the sweep just posted: whose, and the group of the creator's notice (for realtime). */
export interface PostedOnTime { id: string; userId: string; groupId: string }

/**
 * Drafts and scheduled posts (issue 42, decisions 054 and 055): videos whose `publish_at` is set. Posting one
 * clears it in one statement under the row's lock, so it is posted once however many requests ask; `within`
 * runs in the same transaction (the job that tells followers), so it exists exactly when the post does.
 */
export class DraftsRepo {
  constructor(private readonly db: Db) {}

  /** The owner's unposted video, locked for the rest of the transaction, or why it cannot be changed. */
  private async lockUnposted(trx: Transaction<Database>, userId: string, videoId: string): Promise<Refusal | { kind: 'unposted'; scheduled: boolean }> {
    const row = await trx
      .selectFrom('videos')
      .select(['userId', sql<boolean>`(publish_at is not null)`.as('unposted'), sql<boolean>`(publish_at is not null and publish_at <> 'infinity')`.as('scheduled')])
      .where('id', '=', videoId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { kind: 'missing' };
    if (row.userId !== userId) return { kind: 'not_owner' };
    if (!row.unposted) return { kind: 'already_posted' };
    return { kind: 'unposted', scheduled: row.scheduled };
  }

  async post(userId: string, videoId: string, within: (trx: Transaction<Database>) => Promise<unknown>): Promise<PostOutcome> {
    return this.db.transaction().execute(async (trx) => {
      const locked = await this.lockUnposted(trx, userId, videoId);
      if (locked.kind !== 'unposted') return locked;
      // A processed draft is posted now; one still processing is posted by its transcode when it is done.
      const posted = await trx
        .updateTable('videos')
        .set({ publishAt: null, status: sql<'ready'>`(case when status = 'held' then 'ready' else status end)`, createdAt: sql<Date>`now()` })
        .where('id', '=', videoId)
        .returning('status')
        .executeTakeFirstOrThrow();
      if (posted.status === 'ready') await within(trx);
      return { kind: 'posted', status: posted.status === 'held' ? 'ready' : posted.status } as const;
    });
  }

  /** Schedules the owner's unposted video for `hold`, or makes it a draft again; `scheduledOnly`: only a scheduled one (cancel). */
  async hold(userId: string, videoId: string, hold: 'draft' | Date, scheduledOnly = false): Promise<HoldOutcome> {
    return this.db.transaction().execute(async (trx) => {
      const locked = await this.lockUnposted(trx, userId, videoId);
      if (locked.kind !== 'unposted') return locked;
      if (scheduledOnly && !locked.scheduled) return { kind: 'not_scheduled' } as const;
      await trx.updateTable('videos').set({ publishAt: holdValue(hold) }).where('id', '=', videoId).execute();
      return { kind: 'held' } as const;
    });
  }

  /**
   * Posts held videos whose time has come, at most `limit`, oldest time first. The rows are taken with `skip
   * locked` and re-checked by the update, so a second worker sweeping at once takes none of them, and each is
   * posted once. The creator's notice and `within` (the job that tells followers) are in the same transaction.
   */
  async postDue(limit: number, within: (trx: Transaction<Database>, videoId: string) => Promise<unknown>): Promise<PostedOnTime[]> {
    return this.db.transaction().execute(async (trx) => {
      const posted = await sql<{ id: string; userId: string }>`
        with due as (
          select id from videos where status = 'held' and publish_at <= now() order by publish_at limit ${limit} for update skip locked)
        update videos v set status = 'ready', publish_at = null, created_at = now()
        from due where v.id = due.id and v.status = 'held'
        returning v.id, v.user_id`.execute(trx);
      const out: PostedOnTime[] = [];
      for (const video of posted.rows) {
        const notice = await trx
          .insertInto('notifications')
          .values({ userId: video.userId, fromUserId: video.userId, type: 'video_posted', videoId: video.id })
          .returning('groupId')
          .executeTakeFirstOrThrow();
        await within(trx, video.id);
        out.push({ ...video, groupId: notice.groupId! });
      }
      return out;
    });
  }
}
