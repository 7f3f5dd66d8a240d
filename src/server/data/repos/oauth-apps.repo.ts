import type { Db } from '../db.ts';

const APP_COLUMNS = ['id', 'name', 'clientId', 'clientSecretHash', 'redirectUris', 'createdAt'] as const;

/** Third-party apps registered by Popreel users (decision 040). */
export class OAuthAppsRepo {
  constructor(private readonly db: Db) {}

  insert(app: { ownerId: string; name: string; clientId: string; clientSecretHash: string | null; redirectUris: string[] }) {
    return this.db
      .insertInto('oauthApps')
      .values({ ownerId: app.ownerId, name: app.name, clientId: app.clientId, clientSecretHash: app.clientSecretHash, redirectUris: app.redirectUris })
      .returning(APP_COLUMNS)
      .executeTakeFirstOrThrow();
  }

  listFor(ownerId: string) {
    return this.db.selectFrom('oauthApps').select(APP_COLUMNS).where('ownerId', '=', ownerId).orderBy('createdAt', 'desc').execute();
  }

  /** Deletes one of the owner's apps and, by cascade, every grant, code and token issued to it. */
  delete(ownerId: string, id: string) {
    return this.db.deleteFrom('oauthApps').where('id', '=', id).where('ownerId', '=', ownerId).returning('id').executeTakeFirst();
  }

  findByClientId(clientId: string) {
    return this.db.selectFrom('oauthApps').select(APP_COLUMNS).where('clientId', '=', clientId).executeTakeFirst();
  }
}
