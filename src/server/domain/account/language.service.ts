import type { LanguageRepo } from '../../data/repos/language.repo.ts';
import { recipientLocale } from '../../i18n/i18n.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { notFound } from '../errors.ts';
import type { LanguageSetting } from '../../../shared/language-answers.schema.ts';

/**
 * The account's language (issue 39, decision 049). The web app applies the choice; server-made text that has
 * no request to read (mails, pushes) is written in the choice, else the browser's language at the last
 * sign-in, else English. `effective` is that language, or the request's when the choice follows the browser.
 */
export class LanguageService {
  constructor(private readonly repo: LanguageRepo) {}

  async get(userId: string, requestLocale: Locale): Promise<LanguageSetting> {
    const row = await this.repo.languages(userId);
    if (!row) throw notFound('Profile not found');
    return { locale: row.locale, effective: row.locale ?? requestLocale };
  }

  async set(userId: string, locale: Locale | null, requestLocale: Locale): Promise<LanguageSetting> {
    if (!(await this.repo.choose(userId, locale))) throw notFound('Profile not found');
    return { locale, effective: locale ?? requestLocale };
  }

  /** The language of a mail or push to this person. */
  async of(userId: string): Promise<Locale> {
    return recipientLocale(await this.repo.languages(userId));
  }

  /** Remembers the browser's language at sign-up and sign-in (Accept-Language); nothing when it sent none. */
  async rememberBrowser(userId: string, locale: Locale | null) {
    if (locale) await this.repo.rememberBrowser(userId, locale);
  }
}
