import type { Db } from '../db.ts';
import type { VideoLanguage } from '../../../shared/video-language.ts';

/** The languages a viewer's For You shows (profiles.feed_languages; empty: every language). */
export class FeedLanguagesRepo {
  constructor(private readonly db: Db) {}

  async get(userId: string) {
    const row = await this.db.selectFrom('profiles').select('feedLanguages').where('userId', '=', userId).executeTakeFirst();
    return row?.feedLanguages;
  }

  /** Whether the profile was there to change. */
  async set(userId: string, languages: VideoLanguage[]) {
    const result = await this.db.updateTable('profiles').set({ feedLanguages: languages }).where('userId', '=', userId).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
