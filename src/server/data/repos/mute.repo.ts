import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { pastCursor, type TimeCursor } from './keyset.ts';

const WORD_COLUMNS = ['id', 'word', 'expiresAt', 'createdAt'] as const;

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
      .values({ muterId: muterId, mutedId: mutedId })
      .onConflict((oc) => oc.doNothing())
      .returning('mutedId')
      .executeTakeFirst();
    return Boolean(row);
  }

  /** Whether there was a mute to lift. */
  async unmute(muterId: string, mutedId: string): Promise<boolean> {
    const removed = await this.db.deleteFrom('mutes').where('muterId', '=', muterId).where('mutedId', '=', mutedId).executeTakeFirst();
    return Number(removed.numDeletedRows) > 0;
  }

  /** A page of who the muter has muted, newest first; the page key is the mute's time and the muted id. */
  muted(muterId: string, limit: number, after: TimeCursor | null) {
    return this.db
      .selectFrom('mutes')
      .innerJoin('profiles', 'profiles.userId', 'mutes.mutedId')
      .select(['profiles.userId', 'profiles.username', 'profiles.avatarUrl', 'mutes.createdAt as mutedAt', sql<string>`mutes.created_at::text`.as('sortTime')])
      .where('mutes.muterId', '=', muterId)
      .$if(after !== null, (query) => query.where(pastCursor(['mutes.created_at', 'mutes.muted_id'], after!)))
      .orderBy('mutes.createdAt', 'desc')
      .orderBy('mutes.mutedId', 'desc')
      .limit(limit)
      .execute();
  }

  /** The words in force, newest first; ones past their time are deleted on the way (nothing else reads them). */
  async words(userId: string) {
    await this.db.deleteFrom('mutedWords').where('userId', '=', userId).where('expiresAt', '<=', new Date()).execute();
    return this.db.selectFrom('mutedWords').select(WORD_COLUMNS).where('userId', '=', userId).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
  }

  async wordCount(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('mutedWords')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', userId)
      .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', new Date())]))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * Mutes a word, or renews it: the same word in any case or accent is one row (its pattern is unique per
   * person), so muting it again sets the new spelling and expiry.
   */
  addWord(userId: string, word: string, expiresAt: Date | null) {
    return this.db
      .insertInto('mutedWords')
      .values({ userId: userId, word, expiresAt: expiresAt })
      .onConflict((oc) => oc.columns(['userId', 'pattern']).doUpdateSet({ word, expiresAt: expiresAt, createdAt: new Date() }))
      .returning(WORD_COLUMNS)
      .executeTakeFirstOrThrow();
  }

  async removeWord(userId: string, id: string): Promise<boolean> {
    const removed = await this.db.deleteFrom('mutedWords').where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
    return Number(removed.numDeletedRows) > 0;
  }
}
