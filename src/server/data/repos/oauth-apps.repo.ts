import type { Db } from '../db.ts';

const APP_COLUMNS = ['id', 'name', 'client_id', 'client_secret_hash', 'redirect_uris', 'created_at'] as const;

/** Third-party apps registered by Popreel users (decision 040). */
export class OAuthAppsRepo {
  constructor(private readonly db: Db) {}

  insert(app: { ownerId: string; name: string; clientId: string; clientSecretHash: string | null; redirectUris: string[] }) {
    return this.db
      .insertInto('oauth_apps')
      .values({ owner_id: app.ownerId, name: app.name, client_id: app.clientId, client_secret_hash: app.clientSecretHash, redirect_uris: app.redirectUris })
      .returning(APP_COLUMNS)
      .executeTakeFirstOrThrow();
  }

  listFor(ownerId: string) {
    return this.db.selectFrom('oauth_apps').select(APP_COLUMNS).where('owner_id', '=', ownerId).orderBy('created_at', 'desc').execute();
  }

  /** Deletes one of the owner's apps and, by cascade, every grant, code and token issued to it. */
  delete(ownerId: string, id: string) {
    return this.db.deleteFrom('oauth_apps').where('id', '=', id).where('owner_id', '=', ownerId).returning('id').executeTakeFirst();
  }

  findByClientId(clientId: string) {
    return this.db.selectFrom('oauth_apps').select(APP_COLUMNS).where('client_id', '=', clientId).executeTakeFirst();
  }
}
