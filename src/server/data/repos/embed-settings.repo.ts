import { sql } from 'kysely';
import type { Db } from '../db.ts';

/** Which sites may frame the embed player (issue 57): one row, absent until an admin saves one. */
export class EmbedSettingsRepo {
  constructor(private readonly db: Db) {}

  /** What an admin saved, else the default: every site may. */
  async settings(): Promise<{ allowAll: boolean; sites: string[]; updatedAt: Date | null }> {
    const saved = await this.db.selectFrom('embedSettings').select(['allowAll', 'sites', 'updatedAt']).executeTakeFirst();
    return saved ?? { allowAll: true, sites: [], updatedAt: null };
  }

  update(settings: { allowAll: boolean; sites: string[] }) {
    return this.db
      .insertInto('embedSettings')
      .values(settings)
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ ...settings, updatedAt: sql<Date>`now()` }))
      .returning(['allowAll', 'sites', 'updatedAt'])
      .executeTakeFirstOrThrow();
  }
}
