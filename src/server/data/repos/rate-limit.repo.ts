import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db.ts';

export interface Counter {
  key: string;
  windowSeconds: number;
}

/**
 * The upsert counting one hit on each counter, for a statement of its own or a CTE (a view: one statement).
 * A window opens at a key's first hit and lasts its length; the first hit after it ends opens the next one.
 * Rows come back as (key, hits, window_start).
 */
export function countHits(counters: Counter[], when: RawBuilder<unknown> = sql`true`) {
  const expired = sql`rate_limits.window_start + make_interval(secs => rate_limits.window_seconds) <= now()`;
  return sql`
    insert into rate_limits (key, window_start, window_seconds, hits)
    select c.key, now(), c.window_seconds, 1
    from unnest(${counters.map((c) => c.key)}::text[], ${counters.map((c) => c.windowSeconds)}::int[]) as c(key, window_seconds)
    where ${when}
    on conflict (key) do update set
      window_start = case when ${expired} then now() else rate_limits.window_start end,
      hits = case when ${expired} then 1 else rate_limits.hits + 1 end,
      window_seconds = excluded.window_seconds
    returning key, hits, window_start`;
}

/** Counters in PostgreSQL, so every app instance shares one limit. */
export class RateLimitRepo {
  constructor(private readonly db: Db) {}

  async hit(key: string, windowSeconds: number): Promise<{ hits: number; windowEndsAt: Date }> {
    return (await this.hitAll([{ key, windowSeconds }]))[0];
  }

  /** Counts a hit on several distinct keys in one statement; results in the order given. */
  async hitAll(counters: Counter[]): Promise<Array<{ hits: number; windowEndsAt: Date }>> {
    const result = await countHits(counters).$castTo<{ key: string; hits: number; windowStart: Date }>().execute(this.db);
    return counters.map(({ key, windowSeconds }) => {
      const row = result.rows.find((candidate) => candidate.key === key)!;
      return { hits: row.hits, windowEndsAt: new Date(new Date(row.windowStart).getTime() + windowSeconds * 1000) };
    });
  }

  /** Ended windows are useless (the next hit opens a new one); a periodic job clears them. */
  prune() {
    return this.db.deleteFrom('rateLimits').where(sql<boolean>`window_start + make_interval(secs => window_seconds) < now()`).execute();
  }
}
