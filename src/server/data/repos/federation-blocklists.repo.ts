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
  createdAt: Date;
  fetchedAt: Date | null;
  fetchError: string | null;
  /** The list as last fetched, waiting for an admin; null when there is nothing to review. */
  pending: StoredBlocklistEntry[] | null;
  applied: StoredBlocklistEntry[];
}

const columns = ['id', 'url', 'createdAt', 'fetchedAt', 'fetchError', 'pending', 'applied'] as const;

/** Blocklists an admin subscribed to (issue 52 item 7). */
export class FederationBlocklistsRepo {
  constructor(private readonly db: Db) {}

  async list(): Promise<BlocklistRow[]> {
    return (await this.db.selectFrom('federationBlocklists').select(columns).orderBy('createdAt').execute()) as BlocklistRow[];
  }

  async one(id: string): Promise<BlocklistRow | undefined> {
    return (await this.db.selectFrom('federationBlocklists').select(columns).where('id', '=', id).executeTakeFirst()) as BlocklistRow | undefined;
  }

  /** Undefined when the URL is subscribed already. */
  async create(url: string, createdBy: string): Promise<BlocklistRow | undefined> {
    const row = await this.db.insertInto('federationBlocklists').values({ url, createdBy: createdBy }).onConflict((conflict) => conflict.column('url').doNothing()).returning(columns).executeTakeFirst();
    return row as BlocklistRow | undefined;
  }

  async delete(id: string, db: Db = this.db) {
    return db.deleteFrom('federationBlocklists').where('id', '=', id).returning('url').executeTakeFirst();
  }

  /** A fetch's outcome: what the list says now (to review), or why it could not be read (the last list kept). */
  async fetched(id: string, outcome: { pending: StoredBlocklistEntry[] | null } | { error: string }) {
    const values = 'error' in outcome
      ? { fetchedAt: new Date(), fetchError: outcome.error.slice(0, 500) }
      : { fetchedAt: new Date(), fetchError: null, pending: outcome.pending === null ? null : JSON.stringify(outcome.pending) };
    await this.db.updateTable('federationBlocklists').set(values).where('id', '=', id).execute();
  }

  async applied(id: string, entries: StoredBlocklistEntry[], db: Db = this.db) {
    await db.updateTable('federationBlocklists').set({ applied: JSON.stringify(entries), pending: null }).where('id', '=', id).execute();
  }

  /** Lists not fetched for a day (or never): the daily refresh. */
  async due(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('federationBlocklists')
      .select('id')
      .where((eb) => eb.or([eb('fetchedAt', 'is', null), eb('fetchedAt', '<', sql<Date>`now() - interval '1 day'`)]))
      .execute();
    return rows.map((row) => row.id);
  }
}
