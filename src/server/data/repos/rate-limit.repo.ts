import { sql } from 'kysely';
import type { Db } from '../db.ts';

/** Fixed-window counters in PostgreSQL, so every app instance shares one limit. */
export class RateLimitRepo {
  constructor(private readonly db: Db) {}

  async hit(key: string, windowSeconds: number): Promise<{ hits: number; windowEndsAt: Date }> {
    const row = await sql<{ hits: number; window_start: Date }>`
      insert into rate_limits (key, window_start, hits)
      values (${key}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 1)
      on conflict (key, window_start) do update set hits = rate_limits.hits + 1
      returning hits, window_start`.execute(this.db);
    const { hits, window_start } = row.rows[0];
    return { hits, windowEndsAt: new Date(new Date(window_start).getTime() + windowSeconds * 1000) };
  }

  /** Old windows are useless; a periodic job clears them. */
  prune() {
    return this.db.deleteFrom('rate_limits').where('window_start', '<', sql<Date>`now() - interval '1 day'`).execute();
  }
}
