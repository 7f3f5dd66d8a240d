import type { Db } from '../db.ts';
import type { VideoLanguage } from '../../../shared/video-language.ts';

/** The languages a viewer's For You shows (profiles.feed_languages; empty: every language). */
export class FeedLanguagesRepo {
  constructor(private readonly db: Db) {}

  async get(userId: string) {
    const row = await this.db.selectFrom('profiles').select('feed_languages').where('user_id', '=', userId).executeTakeFirst();
    return row?.feed_languages;
  }

  /** Whether the profile was there to change. */
  async set(userId: string, languages: VideoLanguage[]) {
    const result = await this.db.updateTable('profiles').set({ feed_languages: languages }).where('user_id', '=', userId).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
