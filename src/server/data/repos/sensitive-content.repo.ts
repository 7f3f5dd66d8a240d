import type { Db } from '../db.ts';

/** A viewer's "Always show sensitive content" (profiles.show_sensitive), and the age that may refuse it. */
export class SensitiveContentRepo {
  constructor(private readonly db: Db) {}

  setting(userId: string) {
    return this.db.selectFrom('profiles').select(['show_sensitive', 'age']).where('user_id', '=', userId).executeTakeFirst();
  }

  async set(userId: string, show: boolean) {
    await this.db.updateTable('profiles').set({ show_sensitive: show }).where('user_id', '=', userId).execute();
  }
}
