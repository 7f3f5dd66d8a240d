import type { Transaction } from 'kysely';
import type { Db } from '../db.ts';
import type { Database } from '../db-types.ts';

type Within = Transaction<Database>;

/**
 * What a person allowed an app (a grant), and the codes and tokens issued under it, by the hashes of their
 * secrets (decision 040). Deleting a grant deletes its codes and tokens in the same statement (cascade).
 */
export class OAuthGrantsRepo {
  constructor(private readonly db: Db) {}

  atomically<T>(work: (within: Within) => Promise<T>) {
    return this.db.transaction().execute(work);
  }

  /** One grant per person and app: allowing again replaces its scopes. */
  upsertGrant(appId: string, userId: string, scopes: string[]) {
    return this.db
      .insertInto('oauth_grants')
      .values({ app_id: appId, user_id: userId, scopes })
      .onConflict((oc) => oc.columns(['app_id', 'user_id']).doUpdateSet({ scopes }))
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  listFor(userId: string) {
    return this.db
      .selectFrom('oauth_grants as g')
      .innerJoin('oauth_apps as a', 'a.id', 'g.app_id')
      .select(['g.id', 'a.name as app_name', 'g.scopes', 'g.created_at', 'g.last_used_at'])
      .where('g.user_id', '=', userId)
      .orderBy('g.created_at', 'desc')
      .execute();
  }

  deleteGrant(userId: string, id: string) {
    return this.db.deleteFrom('oauth_grants').where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst();
  }

  deleteGrantById(id: string, within?: Within) {
    return (within ?? this.db).deleteFrom('oauth_grants').where('id', '=', id).execute();
  }

  insertCode(code: { codeHash: string; grantId: string; scopes: string[]; redirectUri: string; codeChallenge: string; expiresAt: Date }) {
    return this.db
      .insertInto('oauth_codes')
      .values({ code_hash: code.codeHash, grant_id: code.grantId, scopes: code.scopes, redirect_uri: code.redirectUri, code_challenge: code.codeChallenge, expires_at: code.expiresAt })
      .execute();
  }

  /** Uses a code once: one UPDATE, so two exchanges racing with the same code cannot both succeed. */
  consumeCode(codeHash: string, within: Within) {
    return within
      .updateTable('oauth_codes as c')
      .from('oauth_grants as g')
      .set({ used_at: new Date() })
      .whereRef('g.id', '=', 'c.grant_id')
      .where('c.code_hash', '=', codeHash)
      .where('c.used_at', 'is', null)
      .where('c.expires_at', '>', new Date())
      .returning(['c.grant_id', 'c.scopes', 'c.redirect_uri', 'c.code_challenge', 'g.app_id'])
      .executeTakeFirst();
  }

  insertToken(token: { grantId: string; kind: 'access' | 'refresh'; tokenHash: string; scopes: string[]; expiresAt: Date }, within: Within) {
    return within
      .insertInto('oauth_tokens')
      .values({ grant_id: token.grantId, kind: token.kind, token_hash: token.tokenHash, scopes: token.scopes, expires_at: token.expiresAt })
      .execute();
  }

  /** Marks a refresh token used; when it already was (a replay), still answers, with `replayed`, so the grant can be ended. */
  async useRefresh(tokenHash: string, within: Within) {
    const row = await within
      .selectFrom('oauth_tokens as t')
      .innerJoin('oauth_grants as g', 'g.id', 't.grant_id')
      .select(['t.id', 't.grant_id', 't.scopes', 't.used_at', 't.expires_at', 'g.app_id'])
      .where('t.token_hash', '=', tokenHash)
      .where('t.kind', '=', 'refresh')
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    if (!row.used_at) await within.updateTable('oauth_tokens').set({ used_at: new Date() }).where('id', '=', row.id).execute();
    return { ...row, replayed: row.used_at !== null };
  }

  /** A live access token with its person, unless deactivated (deletion in its grace period). */
  findLiveAccess(tokenHash: string) {
    return this.db
      .selectFrom('oauth_tokens as t')
      .innerJoin('oauth_grants as g', 'g.id', 't.grant_id')
      .innerJoin('users', 'users.id', 'g.user_id')
      .innerJoin('profiles', 'profiles.user_id', 'g.user_id')
      .select(['t.id', 't.grant_id', 'g.user_id', 't.scopes', 'g.last_used_at', 'users.email', 'profiles.banned'])
      .where('t.token_hash', '=', tokenHash)
      .where('t.kind', '=', 'access')
      .where('t.expires_at', '>', new Date())
      .where('profiles.deactivated_at', 'is', null)
      .executeTakeFirst();
  }

  touchGrant(id: string) {
    return this.db.updateTable('oauth_grants').set({ last_used_at: new Date() }).where('id', '=', id).execute();
  }

  /** RFC 7009: deletes a token of this app's, access or refresh; nothing when it is unknown or another app's. */
  deleteTokenOfApp(tokenHash: string, appId: string) {
    return this.db
      .deleteFrom('oauth_tokens')
      .where('token_hash', '=', tokenHash)
      .where('grant_id', 'in', this.db.selectFrom('oauth_grants').select('id').where('app_id', '=', appId))
      .returning(['grant_id', 'kind'])
      .executeTakeFirst();
  }
}
