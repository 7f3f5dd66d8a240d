import { sql, type Transaction } from 'kysely';
import type { Db } from '../db.ts';
import type { Database } from '../db-types.ts';

export type PostOutcome = { kind: 'posted'; status: 'processing' | 'ready' | 'failed' } | { kind: 'missing' } | { kind: 'not_owner' } | { kind: 'already_posted' };

/**
 * Drafts (issue 42, decision 054): videos whose `publish_at` is set. Posting one clears it in one statement
 * under the row's lock, so a draft is posted once however many requests ask; `within` runs in the same
 * transaction (the job that tells followers), so it exists exactly when the post does.
 */
export class DraftsRepo {
  constructor(private readonly db: Db) {}

  async post(userId: string, videoId: string, within: (trx: Transaction<Database>) => Promise<unknown>): Promise<PostOutcome> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('videos').select(['user_id', sql<boolean>`(publish_at is not null)`.as('draft')]).where('id', '=', videoId).forUpdate().executeTakeFirst();
      if (!row) return { kind: 'missing' } as const;
      if (row.user_id !== userId) return { kind: 'not_owner' } as const;
      if (!row.draft) return { kind: 'already_posted' } as const;
      // A processed draft is posted now; one still processing is posted by its transcode when it is done.
      const posted = await trx
        .updateTable('videos')
        .set({ publish_at: null, status: sql<'ready'>`(case when status = 'held' then 'ready' else status end)`, created_at: sql<Date>`now()` })
        .where('id', '=', videoId)
        .returning('status')
        .executeTakeFirstOrThrow();
      if (posted.status === 'ready') await within(trx);
      return { kind: 'posted', status: posted.status === 'held' ? 'ready' : posted.status } as const;
    });
  }
}
