import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { pastCursor, type TimeCursor } from './keyset.ts';

const WORD_COLUMNS = ['id', 'word', 'expires_at', 'created_at'] as const;

/**
 * Mutes and muted words (issue 38): queries only. The lists they feed are filtered in the reads themselves
 * (visibility.ts unmutedFor and notMutedBy), so a mute takes effect on the next page, with nothing to recompute.
 */
export class MuteRepo {
  constructor(private readonly db: Db) {}

  /** Whether a new mute was written (false: already muted). */
  async mute(muterId: string, mutedId: string): Promise<boolean> {
    const row = await this.db
      .insertInto('mutes')
      .values({ muter_id: muterId, muted_id: mutedId })
      .onConflict((oc) => oc.doNothing())
      .returning('muted_id')
      .executeTakeFirst();
    return Boolean(row);
  }

  /** Whether there was a mute to lift. */
  async unmute(muterId: string, mutedId: string): Promise<boolean> {
    const removed = await this.db.deleteFrom('mutes').where('muter_id', '=', muterId).where('muted_id', '=', mutedId).executeTakeFirst();
    return Number(removed.numDeletedRows) > 0;
  }

  /** A page of who the muter has muted, newest first; the page key is the mute's time and the muted id. */
  muted(muterId: string, limit: number, after: TimeCursor | null) {
    return this.db
      .selectFrom('mutes')
      .innerJoin('profiles', 'profiles.user_id', 'mutes.muted_id')
      .select(['profiles.user_id', 'profiles.username', 'profiles.avatar_url', 'mutes.created_at as muted_at', sql<string>`mutes.created_at::text`.as('sort_time')])
      .where('mutes.muter_id', '=', muterId)
      .$if(after !== null, (query) => query.where(pastCursor(['mutes.created_at', 'mutes.muted_id'], after!)))
      .orderBy('mutes.created_at', 'desc')
      .orderBy('mutes.muted_id', 'desc')
      .limit(limit)
      .execute();
  }

  /** The words in force, newest first; ones past their time are deleted on the way (nothing else reads them). */
  async words(userId: string) {
    await this.db.deleteFrom('muted_words').where('user_id', '=', userId).where('expires_at', '<=', new Date()).execute();
    return this.db.selectFrom('muted_words').select(WORD_COLUMNS).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  }

  async wordCount(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('muted_words')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * Mutes a word, or renews it: the same word in any case or accent is one row (its pattern is unique per
   * person), so muting it again sets the new spelling and expiry.
   */
  addWord(userId: string, word: string, expiresAt: Date | null) {
    return this.db
      .insertInto('muted_words')
      .values({ user_id: userId, word, expires_at: expiresAt })
      .onConflict((oc) => oc.columns(['user_id', 'pattern']).doUpdateSet({ word, expires_at: expiresAt, created_at: new Date() }))
      .returning(WORD_COLUMNS)
      .executeTakeFirstOrThrow();
  }

  async removeWord(userId: string, id: string): Promise<boolean> {
    const removed = await this.db.deleteFrom('muted_words').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
    return Number(removed.numDeletedRows) > 0;
  }
}
