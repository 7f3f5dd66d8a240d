import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { directionOf, type Locale } from '../../shared/i18n/locales.ts';

/**
 * The web app's words (issue 39, decision 049). Keys are the English text itself, byte-identical to the spec,
 * so English needs no catalog but its plural forms; Spanish and Arabic catalogs map each English text to its
 * translation. Catalogs are split by area (a namespace: `common` for shared parts, then one per screen
 * family), loaded for the chosen language only when a screen of its area opens.
 *
 * English's few plural forms come with the code. The other languages' catalogs are data, not code: each is a
 * hashed JSON file the build emits (never inlined, vite.config.ts), fetched when needed and cached like any
 * asset, so a Spanish first load downloads the same JavaScript as an English one.
 */
const englishPlurals = import.meta.glob<Record<string, string>>('./locales/en/*.json', { eager: true, import: 'default' });
const translated = import.meta.glob<string>('./locales/{es,ar}/*.json', { eager: true, query: '?url', import: 'default' });

const catalogs: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (language === 'en') return callback(null, englishPlurals[`./locales/en/${namespace}.json`] ?? {});
    const url = translated[`./locales/${language}/${namespace}.json`];
    if (!url) return callback(null, {});
    fetch(url)
      .then((answer) => (answer.ok ? answer.json() : Promise.reject(new Error(`${url}: ${answer.status}`))))
      .then(
        (catalog: Record<string, string>) => callback(null, catalog),
        (error: Error) => callback(error, null),
      );
  },
};

export const i18n = i18next.createInstance();
i18n.use(catalogs).use(initReactI18next);

// Ready in English the moment this module loads (English's catalogs come with the code, so init is
// synchronous): a table's text made before the app starts, or in a test, reads as English, never undefined.
void i18n.init({
  lng: 'en',
  initAsync: false,
  // No advertisement in the reader's console (or a test's output).
  showSupportNotice: false,
  supportedLngs: ['en', 'es', 'ar'],
  fallbackLng: 'en',
  // The feed is the first screen of nearly every visit: its words come with the common ones. The words of
  // src/shared's tables are read by every area, so they load first too.
  ns: ['common', 'shared', 'feed'],
  defaultNS: 'common',
  fallbackNS: ['common', 'shared'],
  // Natural keys: English sentences hold ':' and '.', which must not split them into namespaces or paths.
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  // React escapes what it renders; escaping here too would show '&amp;'.
  interpolation: { escapeValue: false },
  react: { useSuspense: true },
});

/** Starts the app's language before the first screen renders, with the common and feed words loaded. */
export async function startI18n(locale: Locale) {
  await changeLanguage(locale);
}

/** Switches the whole app, catalogs first so no screen shows a half-translated moment. */
export async function changeLanguage(locale: Locale) {
  await i18n.changeLanguage(locale);
  showLanguage(locale);
}

function showLanguage(locale: Locale) {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/** The language the app speaks now. */
export const currentLocale = () => (i18n.resolvedLanguage ?? i18n.language ?? 'en') as Locale;

/** The one marker of English kept for later (src/shared's tables use it too). */
export { msg } from '../../shared/i18n/msg.ts';

/** Loads an area's words (one namespace or several) with its screen's code, so a screen never renders before its words. */
export function withWords<T>(namespaces: string | string[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), i18n.loadNamespaces(namespaces)]).then(([module]) => module);
}
