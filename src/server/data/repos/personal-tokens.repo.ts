import type { Db } from '../db.ts';

/** Personal access tokens by the hash of their secret (decision 040); a revoked token is a deleted row. */
export class PersonalTokensRepo {
  constructor(private readonly db: Db) {}

  insert(token: { userId: string; name: string; scopes: string[]; tokenHash: string; hint: string; expiresAt: Date | null }) {
    return this.db
      .insertInto('personalAccessTokens')
      .values({ userId: token.userId, name: token.name, scopes: token.scopes, tokenHash: token.tokenHash, hint: token.hint, expiresAt: token.expiresAt })
      .returning(['id', 'name', 'scopes', 'hint', 'createdAt', 'lastUsedAt', 'expiresAt'])
      .executeTakeFirstOrThrow();
  }

  listFor(userId: string) {
    return this.db
      .selectFrom('personalAccessTokens')
      .select(['id', 'name', 'scopes', 'hint', 'createdAt', 'lastUsedAt', 'expiresAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .execute();
  }

  /** Deletes one of the user's tokens; nothing when it is not theirs. */
  delete(userId: string, id: string) {
    return this.db.deleteFrom('personalAccessTokens').where('id', '=', id).where('userId', '=', userId).returning('id').executeTakeFirst();
  }

  /** A live token with its owner, unless the owner is deactivated (deletion in its grace period). */
  findLive(tokenHash: string) {
    return this.db
      .selectFrom('personalAccessTokens as t')
      .innerJoin('users', 'users.id', 't.userId')
      .innerJoin('profiles', 'profiles.userId', 't.userId')
      .select(['t.id', 't.userId', 't.scopes', 't.lastUsedAt', 'users.email', 'profiles.banned'])
      .where('t.tokenHash', '=', tokenHash)
      .where((eb) => eb.or([eb('t.expiresAt', 'is', null), eb('t.expiresAt', '>', new Date())]))
      .where('profiles.deactivatedAt', 'is', null)
      .executeTakeFirst();
  }

  touch(id: string) {
    return this.db.updateTable('personalAccessTokens').set({ lastUsedAt: new Date() }).where('id', '=', id).execute();
  }
}
