import type { Db } from '../db.ts';

/** A person's sessions, as the account screen lists and ends them. */
export class SessionRepo {
  constructor(private readonly db: Db) {}

  listFor(userId: string) {
    return this.db
      .selectFrom('sessions')
      .select(['id', 'userAgent', 'createdAt', 'lastSeenAt'])
      .where('userId', '=', userId)
      .where('expiresAt', '>', new Date())
      .orderBy('lastSeenAt', 'desc')
      .execute();
  }

  /** Ends one session of this user's; the ended row's id and token hash, or nothing when it was not theirs. */
  endOne(userId: string, sessionId: string) {
    return this.db.deleteFrom('sessions').where('id', '=', sessionId).where('userId', '=', userId).returning(['id', 'tokenHash']).executeTakeFirst();
  }

  /** Ends every session of the user but `exceptId` (null: all of them); the ended ones. */
  endAll(userId: string, exceptId: string | null) {
    let query = this.db.deleteFrom('sessions').where('userId', '=', userId);
    if (exceptId) query = query.where('id', '<>', exceptId);
    return query.returning(['id', 'tokenHash']).execute();
  }

  /** Marks a session used now; callers do it at most every few minutes, so a busy session costs no writes. */
  touch(sessionId: string) {
    return this.db.updateTable('sessions').set({ lastSeenAt: new Date() }).where('id', '=', sessionId).execute();
  }
}
