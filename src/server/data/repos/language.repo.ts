import type { Db } from '../db.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';

/** An account's language (issue 39): profiles.locale, its own choice, and profiles.browser_locale, its browser's. */
export class LanguageRepo {
  constructor(private readonly db: Db) {}

  languages(userId: string) {
    return this.db.selectFrom('profiles').select(['locale', 'browserLocale']).where('userId', '=', userId).executeTakeFirst();
  }

  async choose(userId: string, locale: Locale | null) {
    const result = await this.db.updateTable('profiles').set({ locale }).where('userId', '=', userId).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** The browser's language, remembered at sign-up and sign-in; only written when it changed. */
  async rememberBrowser(userId: string, locale: Locale) {
    await this.db
      .updateTable('profiles')
      .set({ browserLocale: locale })
      .where('userId', '=', userId)
      .where((eb) => eb.or([eb('browserLocale', 'is', null), eb('browserLocale', '!=', locale)]))
      .execute();
  }
}
