import { sql, type Transaction } from 'kysely';
import type { Db } from '../db.ts';
import type { AccountTokens, Database } from '../db-types.ts';

type Purpose = AccountTokens['purpose'];

/** Single-use links and tickets, by the hash of their token (the token itself is never stored). */
export class AccountTokensRepo {
  constructor(private readonly db: Db) {}

  issue(token: { userId: string; purpose: Purpose; tokenHash: string; expiresAt: Date; email?: string; mode?: 'cookie' | 'token' }, within?: Transaction<Database>) {
    return (within ?? this.db)
      .insertInto('account_tokens')
      .values({ user_id: token.userId, purpose: token.purpose, token_hash: token.tokenHash, expires_at: token.expiresAt, email: token.email ?? null, mode: token.mode ?? null })
      .execute();
  }

  /** A token that is unused and unexpired, without using it (a two-factor ticket survives a mistyped code). */
  findLive(purpose: Purpose, tokenHash: string) {
    return this.db
      .selectFrom('account_tokens')
      .select(['id', 'user_id', 'email', 'mode'])
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
  }

  /** Uses a live token: one UPDATE, so two requests racing with the same link cannot both succeed. */
  consume(purposes: Purpose[], tokenHash: string, within?: Transaction<Database>) {
    return (within ?? this.db)
      .updateTable('account_tokens')
      .set({ used_at: new Date() })
      .where('token_hash', '=', tokenHash)
      .where('purpose', 'in', purposes)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning(['id', 'user_id', 'purpose', 'email', 'mode'])
      .executeTakeFirst();
  }

  /** Ends every outstanding token of these purposes (a new password voids older reset links). */
  revoke(userId: string, purposes: Purpose[], within?: Transaction<Database>) {
    return (within ?? this.db)
      .updateTable('account_tokens')
      .set({ used_at: new Date() })
      .where('user_id', '=', userId)
      .where('purpose', 'in', purposes)
      .where('used_at', 'is', null)
      .execute();
  }

  /** The address change waiting for confirmation, if any. */
  async pendingEmail(userId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('account_tokens')
      .select('email')
      .where('user_id', '=', userId)
      .where('purpose', '=', 'email_change')
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return row?.email ?? null;
  }

  /** Housekeeping: tokens a day past their expiry, and WebAuthn challenges past theirs. */
  async prune() {
    await this.db.deleteFrom('account_tokens').where('expires_at', '<', sql<Date>`now() - interval '1 day'`).execute();
    await this.db.deleteFrom('webauthn_challenges').where('expires_at', '<', new Date()).execute();
  }
}
