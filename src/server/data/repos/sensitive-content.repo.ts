import type { Db } from '../db.ts';

/** A viewer's "Always show sensitive content" (profiles.show_sensitive), and the age that may refuse it. */
export class SensitiveContentRepo {
  constructor(private readonly db: Db) {}

  setting(userId: string) {
    return this.db.selectFrom('profiles').select(['showSensitive', 'age']).where('userId', '=', userId).executeTakeFirst();
  }

  async set(userId: string, show: boolean) {
    await this.db.updateTable('profiles').set({ showSensitive: show }).where('userId', '=', userId).execute();
  }
}
