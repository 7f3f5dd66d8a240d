import { sql } from 'kysely';
import type { Db } from '../db.ts';

export type DeliveredAudience = 'public' | 'unlisted' | 'followers';

/** One local Note queued to one inbox, with the audience it was addressed to then. */
export interface DeliveryRecord {
  objectUri: string;
  /** The video's or comment's id. */
  localId: string;
  inbox: string;
  userId: string;
  audience: DeliveredAudience;
}

/**
 * Where each local Note went (issue 52 item 3): the inboxes a Create or an Update of it was queued to. Narrowing
 * its audience later sends its Delete to exactly these, and an actor's Delete goes to every inbox that holds
 * anything of theirs.
 */
export class FederationDeliveriesRepo {
  constructor(private readonly db: Db) {}

  /** Recorded as deliveries are queued: a later send of the same Note keeps the audience it was sent with last. */
  async record(rows: DeliveryRecord[]) {
    if (rows.length === 0) return;
    await this.db
      .insertInto('federationDeliveries')
      .values(rows.map((row) => ({ objectUri: row.objectUri, localId: row.localId, inbox: row.inbox, userId: row.userId, audience: row.audience })))
      .onConflict((conflict) => conflict.columns(['objectUri', 'inbox']).doUpdateSet((eb) => ({ audience: eb.ref('excluded.audience'), sentAt: sql<Date>`now()` })))
      .execute();
  }

  /** The inboxes a Note went to, with the widest audience any of them was sent. */
  async of(objectUri: string): Promise<{ inboxes: string[]; audience: DeliveredAudience | null }> {
    const rows = await this.db.selectFrom('federationDeliveries').select(['inbox', 'audience']).where('objectUri', '=', objectUri).execute();
    const rank = (audience: DeliveredAudience) => ['followers', 'unlisted', 'public'].indexOf(audience);
    const widest = rows.reduce<DeliveredAudience | null>((wide, row) => (wide === null || rank(row.audience) > rank(wide) ? row.audience : wide), null);
    return { inboxes: rows.map((row) => row.inbox), audience: widest };
  }

  /** The Notes of an account that went anywhere: what an account change (going private) judges again. */
  async objectsOf(userId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('federationDeliveries').select('objectUri').distinct().where('userId', '=', userId).execute();
    return rows.map((row) => row.objectUri);
  }

  /** Every inbox anything of the account went to. */
  async inboxesOf(userId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('federationDeliveries').select('inbox').distinct().where('userId', '=', userId).execute();
    return rows.map((row) => row.inbox);
  }

  async forget(objectUri: string) {
    await this.db.deleteFrom('federationDeliveries').where('objectUri', '=', objectUri).execute();
  }

  async forgetAccount(userId: string) {
    await this.db.deleteFrom('federationDeliveries').where('userId', '=', userId).execute();
  }

  /** Whether a local video (or comment) went elsewhere. */
  async anyOfVideo(localId: string): Promise<boolean> {
    return Boolean(await this.db.selectFrom('federationDeliveries').select('inbox').where('localId', '=', localId).limit(1).executeTakeFirst());
  }
}
