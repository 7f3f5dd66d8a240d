import { sql } from 'kysely';
import type { Db } from '../db.ts';

/**
 * Fedify's key-value rows (issue 40), keyed by text: the store (federation/kv-store.ts) turns Fedify's key
 * arrays into that text and its durations into expiry times. An expired row reads as absent until the sweep.
 */
export class FederationKvRepo {
  constructor(private readonly db: Db) {}

  async get(key: string): Promise<{ value: unknown } | undefined> {
    return this.db
      .selectFrom('federationKv')
      .select('value')
      .where('key', '=', key)
      .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', sql<Date>`now()`)]))
      .executeTakeFirst();
  }

  async set(key: string, json: string, expiresAt: Date | null): Promise<void> {
    await this.db
      .insertInto('federationKv')
      .values({ key, value: json, expiresAt: expiresAt })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: json, expiresAt: expiresAt }))
      .execute();
  }

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom('federationKv').where('key', '=', key).execute();
  }

  /** Writes `json` when the key is absent (or expired): true when this call wrote it. */
  async insertIfAbsent(key: string, json: string, expiresAt: Date | null): Promise<boolean> {
    const inserted = await sql<{ key: string }>`
      insert into federation_kv (key, value, expires_at) values (${key}, ${json}::jsonb, ${expiresAt})
      on conflict (key) do update set value = excluded.value, expires_at = excluded.expires_at
        where federation_kv.expires_at is not null and federation_kv.expires_at <= now()
      returning key`.execute(this.db);
    return inserted.rows.length === 1;
  }

  /** Compare-and-swap in one statement: the row changes only while it still holds `expectedJson`. */
  async swap(key: string, expectedJson: string, json: string, expiresAt: Date | null): Promise<boolean> {
    const updated = await sql<{ key: string }>`
      update federation_kv set value = ${json}::jsonb, expires_at = ${expiresAt}
      where key = ${key} and value = ${expectedJson}::jsonb
        and (expires_at is null or expires_at > now())
      returning key`.execute(this.db);
    return updated.rows.length === 1;
  }

  /** Live rows in key order; with `stem`, the key equal to `${stem}]` or starting `${stem},` (LIKE-escaped). */
  list(stem: string | null) {
    let query = this.db
      .selectFrom('federationKv')
      .select(['key', 'value'])
      .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', sql<Date>`now()`)]));
    if (stem !== null) query = query.where((eb) => eb.or([eb('key', '=', `${stem}]`), eb('key', 'like', `${stem},%`)]));
    return query.orderBy('key').execute();
  }

  async sweepExpired(): Promise<number> {
    const result = await this.db.deleteFrom('federationKv').where('expiresAt', '<=', sql<Date>`now()`).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
