import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db.ts';

/**
 * A signal (a like, a view, a follow) asks for the person's For You to be rebuilt a little after it, at most
 * once while the ask waits, so a burst of signals costs one rebuild. The ask is one small row per person
 * (`for_you_refreshes`), written in the signal's own statement; the settler turns the due ones into
 * `recommendations` jobs, a batch at a time (decision 073).
 */
const REFRESH_DELAY_SECONDS = 20;

/** The ask as a statement, for SQL that writes it beside its signal: only when `when` has a row. */
export function askForYouRefresh(userId: string, when: RawBuilder<unknown> = sql`select 1`) {
  return sql`
    insert into for_you_refreshes (user_id, due_at)
    select ${userId}::uuid, now() + make_interval(secs => ${REFRESH_DELAY_SECONDS})
    where exists (${when})
    on conflict (user_id) do nothing
    returning 1`;
}

export class ForYouRefreshRepo {
  constructor(private readonly db: Db) {}

  async ask(userId: string): Promise<void> {
    await askForYouRefresh(userId).execute(this.db);
  }

  /**
   * Queues the due asks as jobs, up to `batch`, in one transaction: an ask leaves its table only with its job
   * written. Another instance settling at the same moment skips the rows this one holds. `jobKey` is the
   * queue's dedupe key of a person's refresh. How many were queued.
   */
  queueDue(batch: number, jobKey: (userId: string) => string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const due = await sql<{ userId: string }>`
        delete from for_you_refreshes where user_id in (
          select user_id from for_you_refreshes where due_at <= now() order by due_at limit ${batch} for update skip locked)
        returning user_id`.execute(trx);
      if (due.rows.length === 0) return 0;
      const ids = due.rows.map((row) => row.userId);
      const keys = ids.map(jobKey);
      // One still queued for this person (due, not yet taken) already covers this ask.
      await sql`
        insert into jobs (kind, payload, dedupe_key)
        select 'recommendations', jsonb_build_object('userId', due.user_id), due.key
        from unnest(${ids}::uuid[], ${keys}::text[]) as due (user_id, key)
        on conflict (dedupe_key) where status = 'queued' do nothing`.execute(trx);
      return ids.length;
    });
  }
}
