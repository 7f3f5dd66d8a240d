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
      .insertInto('oauthGrants')
      .values({ appId: appId, userId: userId, scopes })
      .onConflict((oc) => oc.columns(['appId', 'userId']).doUpdateSet({ scopes }))
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  listFor(userId: string) {
    return this.db
      .selectFrom('oauthGrants as g')
      .innerJoin('oauthApps as a', 'a.id', 'g.appId')
      .select(['g.id', 'a.name as appName', 'g.scopes', 'g.createdAt', 'g.lastUsedAt'])
      .where('g.userId', '=', userId)
      .orderBy('g.createdAt', 'desc')
      .execute();
  }

  deleteGrant(userId: string, id: string) {
    return this.db.deleteFrom('oauthGrants').where('id', '=', id).where('userId', '=', userId).returning('id').executeTakeFirst();
  }

  deleteGrantById(id: string, within?: Within) {
    return (within ?? this.db).deleteFrom('oauthGrants').where('id', '=', id).execute();
  }

  insertCode(code: { codeHash: string; grantId: string; scopes: string[]; redirectUri: string; codeChallenge: string; expiresAt: Date }) {
    return this.db
      .insertInto('oauthCodes')
      .values({ codeHash: code.codeHash, grantId: code.grantId, scopes: code.scopes, redirectUri: code.redirectUri, codeChallenge: code.codeChallenge, expiresAt: code.expiresAt })
      .execute();
  }

  /** Uses a code once: one UPDATE, so two exchanges racing with the same code cannot both succeed. */
  consumeCode(codeHash: string, within: Within) {
    return within
      .updateTable('oauthCodes as c')
      .from('oauthGrants as g')
      .set({ usedAt: new Date() })
      .whereRef('g.id', '=', 'c.grantId')
      .where('c.codeHash', '=', codeHash)
      .where('c.usedAt', 'is', null)
      .where('c.expiresAt', '>', new Date())
      .returning(['c.grantId', 'c.scopes', 'c.redirectUri', 'c.codeChallenge', 'g.appId'])
      .executeTakeFirst();
  }

  insertToken(token: { grantId: string; kind: 'access' | 'refresh'; tokenHash: string; scopes: string[]; expiresAt: Date }, within: Within) {
    return within
      .insertInto('oauthTokens')
      .values({ grantId: token.grantId, kind: token.kind, tokenHash: token.tokenHash, scopes: token.scopes, expiresAt: token.expiresAt })
      .execute();
  }

  /** Marks a refresh token used; when it already was (a replay), still answers, with `replayed`, so the grant can be ended. */
  async useRefresh(tokenHash: string, within: Within) {
    const row = await within
      .selectFrom('oauthTokens as t')
      .innerJoin('oauthGrants as g', 'g.id', 't.grantId')
      .select(['t.id', 't.grantId', 't.scopes', 't.usedAt', 't.expiresAt', 'g.appId'])
      .where('t.tokenHash', '=', tokenHash)
      .where('t.kind', '=', 'refresh')
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    if (!row.usedAt) await within.updateTable('oauthTokens').set({ usedAt: new Date() }).where('id', '=', row.id).execute();
    return { ...row, replayed: row.usedAt !== null };
  }

  /** A live access token with its person, unless deactivated (deletion in its grace period). */
  findLiveAccess(tokenHash: string) {
    return this.db
      .selectFrom('oauthTokens as t')
      .innerJoin('oauthGrants as g', 'g.id', 't.grantId')
      .innerJoin('users', 'users.id', 'g.userId')
      .innerJoin('profiles', 'profiles.userId', 'g.userId')
      .select(['t.id', 't.grantId', 'g.userId', 't.scopes', 'g.lastUsedAt', 'users.email', 'profiles.banned'])
      .where('t.tokenHash', '=', tokenHash)
      .where('t.kind', '=', 'access')
      .where('t.expiresAt', '>', new Date())
      .where('profiles.deactivatedAt', 'is', null)
      .executeTakeFirst();
  }

  touchGrant(id: string) {
    return this.db.updateTable('oauthGrants').set({ lastUsedAt: new Date() }).where('id', '=', id).execute();
  }

  /** RFC 7009: deletes a token of this app's, access or refresh; nothing when it is unknown or another app's. */
  deleteTokenOfApp(tokenHash: string, appId: string) {
    return this.db
      .deleteFrom('oauthTokens')
      .where('tokenHash', '=', tokenHash)
      .where('grantId', 'in', this.db.selectFrom('oauthGrants').select('id').where('appId', '=', appId))
      .returning(['grantId', 'kind'])
      .executeTakeFirst();
  }
}
