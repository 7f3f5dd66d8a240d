import type { Insertable } from 'kysely';
import type { Db } from '../db.ts';
import type { FederationKeys } from '../db-types.ts';

/** Each local actor's signing keys (federation/actor-keys.ts): public halves as JWK, private halves sealed. */
export class FederationKeysRepo {
  constructor(private readonly db: Db) {}

  of(owner: string) {
    return this.db.selectFrom('federationKeys').selectAll().where('owner', '=', owner).executeTakeFirst();
  }

  /** Two processes may make keys at once: the first written wins, and both read it back. */
  async keepFirst(keys: Omit<Insertable<FederationKeys>, 'createdAt'>) {
    await this.db.insertInto('federationKeys').values(keys).onConflict((c) => c.column('owner').doNothing()).execute();
    return this.db.selectFrom('federationKeys').selectAll().where('owner', '=', keys.owner).executeTakeFirstOrThrow();
  }
}
