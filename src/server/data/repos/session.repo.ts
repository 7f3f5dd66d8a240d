import type { Db } from '../db.ts';

/** A person's sessions, as the account screen lists and ends them. */
export class SessionRepo {
  constructor(private readonly db: Db) {}

  listFor(userId: string) {
    return this.db
      .selectFrom('sessions')
      .select(['id', 'user_agent', 'created_at', 'last_seen_at'])
      .where('user_id', '=', userId)
      .where('expires_at', '>', new Date())
      .orderBy('last_seen_at', 'desc')
      .execute();
  }

  /** Ends one session of this user's; the ended row's id and token hash, or nothing when it was not theirs. */
  endOne(userId: string, sessionId: string) {
    return this.db.deleteFrom('sessions').where('id', '=', sessionId).where('user_id', '=', userId).returning(['id', 'token_hash']).executeTakeFirst();
  }

  /** Ends every session of the user but `exceptId` (null: all of them); the ended ones. */
  endAll(userId: string, exceptId: string | null) {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (exceptId) query = query.where('id', '<>', exceptId);
    return query.returning(['id', 'token_hash']).execute();
  }

  /** Marks a session used now; callers do it at most every few minutes, so a busy session costs no writes. */
  touch(sessionId: string) {
    return this.db.updateTable('sessions').set({ last_seen_at: new Date() }).where('id', '=', sessionId).execute();
  }
}
