import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LOCALES } from '../../src/shared/i18n/locales.ts';
import { keysIn, namespacesIn } from './extract.ts';

/**
 * The check that keeps every language whole (issue 39, decision 049), run by a unit test and `npm run
 * i18n:check`. Keys are English text. For each scope (the web app; the server's words):
 * - every key the code uses is in the Spanish and Arabic catalogs of a namespace the file reads;
 * - no catalog holds a key no file uses;
 * - a plural key has every plural form its language has (Intl.PluralRules: Arabic six, English two…),
 *   English included;
 * - a translation keeps the {{variables}} of its key, and is not empty.
 */
export interface Scope {
  name: string;
  /** Source files whose t('…') and msg('…') keys the catalogs must hold. */
  files: string[];
  /** Catalogs: `<dir>/<locale>/<namespace>.json`. */
  catalogDir: string;
  /** The namespace every file reads besides those it names (`common` unless said). */
  defaultNamespace?: string;
  /** Keys used without a literal in code (for example the shared error messages); namespace → keys. */
  extraKeys?: Map<string, Set<string>>;
  /**
   * The namespaces of catalogDir this scope owns (all when absent): only their catalogs are checked, and a
   * file's keys are looked up only in them. Two scopes can share a catalogDir this way (the web app and src/shared).
   */
  namespaces?: (namespace: string) => boolean;
}

type Catalog = Record<string, string>;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const variables = (text: string) => new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]));

/** A translation names the same {{variables}} as its English; a plural form may leave out {{count}} ("one video"). */
function keepsVariables(translation: string, key: string, plural: boolean) {
  const wanted = variables(key);
  const given = variables(translation);
  if (plural) {
    wanted.delete('count');
    given.delete('count');
  }
  return wanted.size === given.size && [...wanted].every((name) => given.has(name));
}

export function sourceFiles(dir: string, accept = (path: string) => /\.(ts|tsx)$/.test(path) && !/\.test\.tsx?$/.test(path)): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path, accept);
    return accept(path) ? [path] : [];
  });
}

function readCatalogs(dir: string, owned: (namespace: string) => boolean): Map<string, Map<string, Catalog>> {
  const byLocale = new Map<string, Map<string, Catalog>>();
  for (const locale of LOCALES) {
    const namespaces = new Map<string, Catalog>();
    const localeDir = join(dir, locale);
    if (existsSync(localeDir)) {
      for (const file of readdirSync(localeDir).filter((name) => name.endsWith('.json'))) {
        const namespace = file.replace(/\.json$/, '');
        if (owned(namespace)) namespaces.set(namespace, JSON.parse(readFileSync(join(localeDir, file), 'utf8')));
      }
    }
    byLocale.set(locale, namespaces);
  }
  return byLocale;
}

export function checkScope(scope: Scope, root: string): string[] {
  const problems: string[] = [];
  const owned = scope.namespaces ?? (() => true);
  const catalogs = readCatalogs(scope.catalogDir, owned);
  const used = new Map<string, Set<string>>(); // namespace → keys used by files reading it
  const use = (namespace: string, key: string) => used.set(namespace, (used.get(namespace) ?? new Set()).add(key));
  const has = (locale: string, namespace: string, key: string) => {
    const catalog = catalogs.get(locale)?.get(namespace);
    return !!catalog && (key in catalog || `${key}_other` in catalog);
  };
  const usages: { file: string; key: string; namespaces: string[] }[] = [];
  for (const file of scope.files) {
    const text = readFileSync(file, 'utf8');
    const keys = keysIn(text);
    if (keys.length === 0) continue;
    const namespaces = [...new Set([...namespacesIn(text), scope.defaultNamespace ?? 'common'])];
    for (const key of keys) {
      usages.push({ file: relative(root, file), key, namespaces });
      for (const namespace of namespaces) use(namespace, key);
    }
  }
  for (const [namespace, keys] of scope.extraKeys ?? []) for (const key of keys) {
    usages.push({ file: `(${scope.name}: ${namespace})`, key, namespaces: [namespace] });
    use(namespace, key);
  }
  for (const { file, key, namespaces } of usages) {
    for (const locale of LOCALES.filter((locale) => locale !== 'en')) {
      if (!namespaces.some((namespace) => has(locale, namespace, key))) problems.push(`${scope.name}: "${key}" (${file}) is missing from ${locale}/${namespaces[0]}.json`);
    }
  }
  for (const [locale, namespaces] of catalogs) {
    for (const [namespace, catalog] of namespaces) {
      const rules = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const plurals = new Set<string>();
      for (const [entry, translation] of Object.entries(catalog)) {
        const key = entry.replace(PLURAL_SUFFIX, '');
        if (key !== entry) plurals.add(key);
        if (!used.get(namespace)?.has(key)) problems.push(`${scope.name}: ${locale}/${namespace}.json holds "${entry}", which no file uses`);
        if (typeof translation !== 'string' || translation.trim() === '') problems.push(`${scope.name}: ${locale}/${namespace}.json: "${entry}" is empty`);
        else if (!keepsVariables(translation, key, key !== entry)) problems.push(`${scope.name}: ${locale}/${namespace}.json: "${entry}" does not keep the variables of "${key}"`);
      }
      for (const key of plurals) {
        const missing = rules.filter((form) => !(`${key}_${form}` in catalog));
        if (missing.length) problems.push(`${scope.name}: ${locale}/${namespace}.json: "${key}" lacks the plural forms ${missing.join(', ')}`);
        for (const other of LOCALES) {
          const forms = new Intl.PluralRules(other).resolvedOptions().pluralCategories;
          const otherCatalog = catalogs.get(other)?.get(namespace) ?? {};
          if (!forms.every((form) => `${key}_${form}` in otherCatalog)) problems.push(`${scope.name}: "${key}" is plural in ${locale}/${namespace}.json but ${other}/${namespace}.json lacks some of its forms (${forms.join(', ')})`);
        }
      }
    }
  }
  return [...new Set(problems)];
}
