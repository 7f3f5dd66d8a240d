import { sql } from 'kysely';
import type { Db } from '../db.ts';

/** Fixed-window counters in PostgreSQL, so every app instance shares one limit. */
export class RateLimitRepo {
  constructor(private readonly db: Db) {}

  async hit(key: string, windowSeconds: number): Promise<{ hits: number; windowEndsAt: Date }> {
    return (await this.hitAll([{ key, windowSeconds }]))[0];
  }

  /** Counts a hit on several distinct keys in one statement; results in the order given. */
  async hitAll(counters: Array<{ key: string; windowSeconds: number }>): Promise<Array<{ hits: number; windowEndsAt: Date }>> {
    const keys = counters.map((counter) => counter.key);
    const windows = counters.map((counter) => counter.windowSeconds);
    const result = await sql<{ key: string; hits: number; window_start: Date; window_seconds: number }>`
      insert into rate_limits (key, window_start, hits)
      select key, to_timestamp(floor(extract(epoch from now()) / window_seconds) * window_seconds), 1
      from unnest(${keys}::text[], ${windows}::int[]) as counter(key, window_seconds)
      on conflict (key, window_start) do update set hits = rate_limits.hits + 1
      returning key, hits, window_start`.execute(this.db);
    return counters.map(({ key, windowSeconds }) => {
      const row = result.rows.find((candidate) => candidate.key === key)!;
      return { hits: row.hits, windowEndsAt: new Date(new Date(row.window_start).getTime() + windowSeconds * 1000) };
    });
  }

  /** Old windows are useless; a periodic job clears them. */
  prune() {
    return this.db.deleteFrom('rate_limits').where('window_start', '<', sql<Date>`now() - interval '1 day'`).execute();
  }
}
