import { sql } from 'kysely';
import type { Db } from '../db.ts';

/** Consecutive failed sign-in steps per account (issue 35, M4 and M5): queries only; the rules are in SignInGuard. */
export class SignInFailuresRepo {
  constructor(private readonly db: Db) {}

  /** When the key may next be tried, or null when it may be now. */
  async lockedUntil(key: string): Promise<Date | null> {
    const row = await this.db.selectFrom('signInFailures').select('lockedUntil').where('key', '=', key).where('lockedUntil', '>', sql<Date>`now()`).executeTakeFirst();
    return row?.lockedUntil ? new Date(row.lockedUntil) : null;
  }

  /**
   * Counts one more failure and returns the count: it starts again at 1 when the last failure is older than
   * `forgetSeconds`, or once the count had reached `startOverAt` (whose lock has ended, or this try was refused).
   */
  async fail(key: string, forgetSeconds: number, startOverAt: number): Promise<number> {
    const row = await sql<{ failures: number }>`
      insert into sign_in_failures (key, failures, last_failed_at) values (${key}, 1, now())
      on conflict (key) do update set
        failures = case
          when sign_in_failures.last_failed_at < now() - make_interval(secs => ${forgetSeconds}) or sign_in_failures.failures >= ${startOverAt} then 1
          else sign_in_failures.failures + 1 end,
        last_failed_at = now(),
        locked_until = null
      returning failures`.execute(this.db);
    return row.rows[0].failures;
  }

  async lock(key: string, seconds: number): Promise<void> {
    await this.db.updateTable('signInFailures').set({ lockedUntil: sql<Date>`now() + make_interval(secs => ${seconds})` }).where('key', '=', key).execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('signInFailures').where('key', '=', key).execute();
  }

  /** Rows nobody has failed for a day and that lock nothing: the hourly housekeeping removes them. */
  prune() {
    return this.db
      .deleteFrom('signInFailures')
      .where('lastFailedAt', '<', sql<Date>`now() - interval '1 day'`)
      .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', sql<Date>`now()`)]))
      .execute();
  }
}
