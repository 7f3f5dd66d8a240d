import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import type { FederationKvRepo } from '../data/repos/federation-kv.repo.ts';

/** A key is stored as the JSON of its parts, so a prefix of parts is a prefix of the text up to its last `]`. */
function keyText(key: KvKey): string {
  return JSON.stringify(key);
}

function expiry(options?: KvStoreSetOptions): Date | null {
  return options?.ttl ? new Date(Date.now() + options.ttl.total('millisecond')) : null;
}

/**
 * Fedify's key-value store on Popreel's PostgreSQL (issue 40): its caches, inbox idempotence and circuit-breaker
 * state survive restarts and are shared by every instance. The rows are FederationKvRepo's; expired ones read
 * as absent and are swept by housekeeping (`sweepExpired`).
 */
export class PostgresKvStore implements KvStore {
  constructor(private readonly rows: FederationKvRepo) {}

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const row = await this.rows.get(keyText(key));
    return row ? (row.value as T) : undefined;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    await this.rows.set(keyText(key), JSON.stringify(value), expiry(options));
  }

  async delete(key: KvKey): Promise<void> {
    await this.rows.delete(keyText(key));
  }

  async cas(key: KvKey, expectedValue: unknown, newValue: unknown, options?: KvStoreSetOptions): Promise<boolean> {
    const next = JSON.stringify(newValue);
    if (expectedValue === undefined) return this.rows.insertIfAbsent(keyText(key), next, expiry(options));
    return this.rows.swap(keyText(key), JSON.stringify(expectedValue), next, expiry(options));
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    // '["a","b"' matches ["a","b"] itself and ["a","b",…]; LIKE's wildcards in keys are escaped.
    const stem = prefix ? keyText(prefix).slice(0, -1).replace(/[\\%_]/g, (c) => `\\${c}`) : null;
    for (const row of await this.rows.list(stem)) yield { key: JSON.parse(row.key) as KvKey, value: row.value };
  }

  sweepExpired(): Promise<number> {
    return this.rows.sweepExpired();
  }
}
