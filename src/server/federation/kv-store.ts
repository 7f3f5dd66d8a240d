import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import { sql } from 'kysely';
import type { Db } from '../data/db.ts';

/** A key is stored as the JSON of its parts, so a prefix of parts is a prefix of the text up to its last `]`. */
function keyText(key: KvKey): string {
  return JSON.stringify(key);
}

function expiry(options?: KvStoreSetOptions): Date | null {
  return options?.ttl ? new Date(Date.now() + options.ttl.total('millisecond')) : null;
}

/**
 * Fedify's key-value store on Popreel's PostgreSQL (issue 40): its caches, inbox idempotence and circuit-breaker
 * state survive restarts and are shared by every instance. Expired rows read as absent and are swept by
 * housekeeping (`sweepExpired`).
 */
export class PostgresKvStore implements KvStore {
  constructor(private readonly db: Db) {}

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const row = await this.db
      .selectFrom('federation_kv')
      .select('value')
      .where('key', '=', keyText(key))
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
      .executeTakeFirst();
    return row ? (row.value as T) : undefined;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    const values = { key: keyText(key), value: JSON.stringify(value), expires_at: expiry(options) };
    await this.db
      .insertInto('federation_kv')
      .values(values)
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: values.value, expires_at: values.expires_at }))
      .execute();
  }

  async delete(key: KvKey): Promise<void> {
    await this.db.deleteFrom('federation_kv').where('key', '=', keyText(key)).execute();
  }

  /** Compare-and-swap in one statement: the row changes only when it still holds the expected value. */
  async cas(key: KvKey, expectedValue: unknown, newValue: unknown, options?: KvStoreSetOptions): Promise<boolean> {
    const text = keyText(key);
    const next = JSON.stringify(newValue);
    if (expectedValue === undefined) {
      const inserted = await sql<{ key: string }>`
        insert into federation_kv (key, value, expires_at) values (${text}, ${next}::jsonb, ${expiry(options)})
        on conflict (key) do update set value = excluded.value, expires_at = excluded.expires_at
          where federation_kv.expires_at is not null and federation_kv.expires_at <= now()
        returning key`.execute(this.db);
      return inserted.rows.length === 1;
    }
    const updated = await sql<{ key: string }>`
      update federation_kv set value = ${next}::jsonb, expires_at = ${expiry(options)}
      where key = ${text} and value = ${JSON.stringify(expectedValue)}::jsonb
        and (expires_at is null or expires_at > now())
      returning key`.execute(this.db);
    return updated.rows.length === 1;
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    // '["a","b"' matches ["a","b"] itself and ["a","b",…]; LIKE's wildcards in keys are escaped.
    const stem = prefix ? keyText(prefix).slice(0, -1).replace(/[\\%_]/g, (c) => `\\${c}`) : null;
    let query = this.db
      .selectFrom('federation_kv')
      .select(['key', 'value'])
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]));
    if (stem !== null) query = query.where((eb) => eb.or([eb('key', '=', `${stem}]`), eb('key', 'like', `${stem},%`)]));
    for (const row of await query.orderBy('key').execute()) yield { key: JSON.parse(row.key) as KvKey, value: row.value };
  }

  async sweepExpired(): Promise<number> {
    const result = await this.db.deleteFrom('federation_kv').where('expires_at', '<=', sql<Date>`now()`).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
