import { isLocale, pickLocale, type Locale } from '../../shared/i18n/locales.ts';

const STORAGE_KEY = 'popreel.locale';

/**
 * Which language to start in: the one chosen in Settings (kept with the account and remembered here, so the
 * first screen is right before the session loads), else the browser's languages, else English.
 */
export function initialLocale(): Locale {
  try {
    const chosen = localStorage.getItem(STORAGE_KEY);
    if (isLocale(chosen)) return chosen;
  } catch {
    // Storage can be off (private mode, policy): the browser's languages still decide.
  }
  return browserLocale();
}

export const browserLocale = (): Locale => pickLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);

/** Remembers the account's choice for the next start (null: follow the browser again). */
export function rememberLocale(locale: Locale | null) {
  try {
    if (locale) localStorage.setItem(STORAGE_KEY, locale);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to remember with: the session sets the language again on the next start.
  }
}
