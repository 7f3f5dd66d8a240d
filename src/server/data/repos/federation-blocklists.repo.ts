import { sql } from 'kysely';
import type { Db } from '../db.ts';

/** One entry of a list as stored: the domain, its rule, the list's comment. */
export interface StoredBlocklistEntry {
  domain: string;
  severity: 'suspend' | 'limit';
  comment: string | null;
}

export interface BlocklistRow {
  id: string;
  url: string;
  created_at: Date;
  fetched_at: Date | null;
  fetch_error: string | null;
  /** The list as last fetched, waiting for an admin; null when there is nothing to review. */
  pending: StoredBlocklistEntry[] | null;
  applied: StoredBlocklistEntry[];
}

const columns = ['id', 'url', 'created_at', 'fetched_at', 'fetch_error', 'pending', 'applied'] as const;

/** Blocklists an admin subscribed to (issue 52 item 7). */
export class FederationBlocklistsRepo {
  constructor(private readonly db: Db) {}

  async list(): Promise<BlocklistRow[]> {
    return (await this.db.selectFrom('federation_blocklists').select(columns).orderBy('created_at').execute()) as BlocklistRow[];
  }

  async one(id: string): Promise<BlocklistRow | undefined> {
    return (await this.db.selectFrom('federation_blocklists').select(columns).where('id', '=', id).executeTakeFirst()) as BlocklistRow | undefined;
  }

  /** Undefined when the URL is subscribed already. */
  async create(url: string, createdBy: string): Promise<BlocklistRow | undefined> {
    const row = await this.db.insertInto('federation_blocklists').values({ url, created_by: createdBy }).onConflict((conflict) => conflict.column('url').doNothing()).returning(columns).executeTakeFirst();
    return row as BlocklistRow | undefined;
  }

  async delete(id: string, db: Db = this.db) {
    return db.deleteFrom('federation_blocklists').where('id', '=', id).returning('url').executeTakeFirst();
  }

  /** A fetch's outcome: what the list says now (to review), or why it could not be read (the last list kept). */
  async fetched(id: string, outcome: { pending: StoredBlocklistEntry[] | null } | { error: string }) {
    const values = 'error' in outcome
      ? { fetched_at: new Date(), fetch_error: outcome.error.slice(0, 500) }
      : { fetched_at: new Date(), fetch_error: null, pending: outcome.pending === null ? null : JSON.stringify(outcome.pending) };
    await this.db.updateTable('federation_blocklists').set(values).where('id', '=', id).execute();
  }

  async applied(id: string, entries: StoredBlocklistEntry[], db: Db = this.db) {
    await db.updateTable('federation_blocklists').set({ applied: JSON.stringify(entries), pending: null }).where('id', '=', id).execute();
  }

  /** Lists not fetched for a day (or never): the daily refresh. */
  async due(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('federation_blocklists')
      .select('id')
      .where((eb) => eb.or([eb('fetched_at', 'is', null), eb('fetched_at', '<', sql<Date>`now() - interval '1 day'`)]))
      .execute();
    return rows.map((row) => row.id);
  }
}
