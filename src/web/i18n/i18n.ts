import { directionOf, type Locale } from '../../shared/i18n/locales.ts';
import { Words, type Catalog } from './words.ts';

/**
 * The web app's words (issue 39, decision 049). Keys are the English text itself, byte-identical to the spec,
 * so English needs no catalog but its plural forms; Spanish and Arabic catalogs map each English text to its
 * translation. Catalogs are split by area (a namespace: `common` for shared parts, then one per screen
 * family), loaded for the chosen language only when a screen of its area opens.
 *
 * English's few plural forms come with the code, so an English screen never waits for its words. The other
 * languages' catalogs are data, not code: each is a hashed JSON file the build emits
 * (never inlined, vite.config.ts), fetched when needed and cached like any asset, so a Spanish first load
 * downloads the same JavaScript as an English one.
 */
const english = import.meta.glob<Catalog>('./locales/en/*.json', { eager: true, import: 'default' });
const translated = import.meta.glob<string>('./locales/{es,ar}/*.json', { eager: true, query: '?url', import: 'default' });

async function fetchCatalog(url: string): Promise<Catalog> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  // Our own build's file, not an API answer: a catalog is a flat map of texts.
  const catalog: Catalog = await answer.json();
  return catalog;
}

function catalogOf(language: string, namespace: string): Catalog | Promise<Catalog> {
  const file = `./locales/${language}/${namespace}.json`;
  if (language === 'en') return english[file] ?? {};
  const url = translated[file];
  return url ? fetchCatalog(url) : {};
}

// Ready in English the moment this module loads: a table's text made before the app starts, or in a test,
// reads as English, never undefined. The words of src/shared's tables are read by every area, so `shared`
// is searched after a component's own namespace and `common`.
export const i18n = new Words({
  language: 'en',
  fallbackLanguage: 'en',
  defaultNamespace: 'common',
  fallbackNamespaces: ['common', 'shared'],
  source: catalogOf,
});
void i18n.loadNamespaces(['common', 'shared']);

/** Starts the app's language before the first screen renders, with the common words loaded. */
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
export const currentLocale = () => i18n.language as Locale;

/** The one marker of English kept for later (src/shared's tables use it too). */
export { msg } from '../../shared/i18n/msg.ts';

/** Loads an area's words (one namespace or several) with its screen's code, so a screen never renders before its words. */
export function withWords<T>(namespaces: string | string[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), i18n.loadNamespaces(namespaces)]).then(([module]) => module);
}
