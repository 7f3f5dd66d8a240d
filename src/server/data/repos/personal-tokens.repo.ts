import type { Db } from '../db.ts';

/** Personal access tokens by the hash of their secret (decision 040); a revoked token is a deleted row. */
export class PersonalTokensRepo {
  constructor(private readonly db: Db) {}

  insert(token: { userId: string; name: string; scopes: string[]; tokenHash: string; hint: string; expiresAt: Date | null }) {
    return this.db
      .insertInto('personal_access_tokens')
      .values({ user_id: token.userId, name: token.name, scopes: token.scopes, token_hash: token.tokenHash, hint: token.hint, expires_at: token.expiresAt })
      .returning(['id', 'name', 'scopes', 'hint', 'created_at', 'last_used_at', 'expires_at'])
      .executeTakeFirstOrThrow();
  }

  listFor(userId: string) {
    return this.db
      .selectFrom('personal_access_tokens')
      .select(['id', 'name', 'scopes', 'hint', 'created_at', 'last_used_at', 'expires_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute();
  }

  /** Deletes one of the user's tokens; nothing when it is not theirs. */
  delete(userId: string, id: string) {
    return this.db.deleteFrom('personal_access_tokens').where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst();
  }

  /** A live token with its owner, unless the owner is deactivated (deletion in its grace period). */
  findLive(tokenHash: string) {
    return this.db
      .selectFrom('personal_access_tokens as t')
      .innerJoin('users', 'users.id', 't.user_id')
      .innerJoin('profiles', 'profiles.user_id', 't.user_id')
      .select(['t.id', 't.user_id', 't.scopes', 't.last_used_at', 'users.email', 'profiles.banned'])
      .where('t.token_hash', '=', tokenHash)
      .where((eb) => eb.or([eb('t.expires_at', 'is', null), eb('t.expires_at', '>', new Date())]))
      .where('profiles.deactivated_at', 'is', null)
      .executeTakeFirst();
  }

  touch(id: string) {
    return this.db.updateTable('personal_access_tokens').set({ last_used_at: new Date() }).where('id', '=', id).execute();
  }
}
