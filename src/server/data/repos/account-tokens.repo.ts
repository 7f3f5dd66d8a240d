import { sql, type Transaction } from 'kysely';
import type { Db } from '../db.ts';
import type { AccountTokens, Database } from '../db-types.ts';

type Purpose = AccountTokens['purpose'];

/** Single-use links and tickets, by the hash of their token (the token itself is never stored). */
export class AccountTokensRepo {
  constructor(private readonly db: Db) {}

  issue(token: { userId: string; purpose: Purpose; tokenHash: string; expiresAt: Date; email?: string; mode?: 'cookie' | 'token' }, within?: Transaction<Database>) {
    return (within ?? this.db)
      .insertInto('accountTokens')
      .values({ userId: token.userId, purpose: token.purpose, tokenHash: token.tokenHash, expiresAt: token.expiresAt, email: token.email ?? null, mode: token.mode ?? null })
      .execute();
  }

  /** A token that is unused and unexpired, without using it (a two-factor ticket survives a mistyped code). */
  findLive(purpose: Purpose, tokenHash: string) {
    return this.db
      .selectFrom('accountTokens')
      .select(['id', 'userId', 'email', 'mode'])
      .where('tokenHash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', new Date())
      .executeTakeFirst();
  }

  /** Uses a live token: one UPDATE, so two requests racing with the same link cannot both succeed. */
  consume(purposes: Purpose[], tokenHash: string, within?: Transaction<Database>) {
    return (within ?? this.db)
      .updateTable('accountTokens')
      .set({ usedAt: new Date() })
      .where('tokenHash', '=', tokenHash)
      .where('purpose', 'in', purposes)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', new Date())
      .returning(['id', 'userId', 'purpose', 'email', 'mode'])
      .executeTakeFirst();
  }

  /** Ends every outstanding token of these purposes (a new password voids older reset links). */
  revoke(userId: string, purposes: Purpose[], within?: Transaction<Database>) {
    return (within ?? this.db)
      .updateTable('accountTokens')
      .set({ usedAt: new Date() })
      .where('userId', '=', userId)
      .where('purpose', 'in', purposes)
      .where('usedAt', 'is', null)
      .execute();
  }

  /** The address change waiting for confirmation, if any. */
  async pendingEmail(userId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('accountTokens')
      .select('email')
      .where('userId', '=', userId)
      .where('purpose', '=', 'email_change')
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', new Date())
      .orderBy('createdAt', 'desc')
      .executeTakeFirst();
    return row?.email ?? null;
  }

  /** Housekeeping: tokens a day past their expiry, and WebAuthn challenges past theirs. */
  async prune() {
    await this.db.deleteFrom('accountTokens').where('expiresAt', '<', sql<Date>`now() - interval '1 day'`).execute();
    await this.db.deleteFrom('webauthnChallenges').where('expiresAt', '<', new Date()).execute();
  }
}
