/**
 * The web app's translator: reads i18next's JSON catalog format (natural English keys, `_one`/`_other`… plural
 * suffixes chosen by Intl.PluralRules, `{{name}}` variables) with the part of i18next's API the app uses:
 * `t`, `language`, `loadNamespaces`, `changeLanguage`. Hand-written because i18next itself was 73 KB minified
 * (15 KB compressed), a tenth of the feed's first-load JavaScript, for these few rules (decision 058).
 */
export type Catalog = Record<string, string>;
/** Where a language's namespace comes from: at once (English, with the code) or fetched. */
export type CatalogSource = (language: string, namespace: string) => Catalog | Promise<Catalog>;
export type TranslateValues = { ns?: string | readonly string[]; count?: number } & Record<string, unknown>;

interface WordsOptions {
  language: string;
  fallbackLanguage: string;
  /** Searched after the asked namespace, in order, as i18next's fallbackNS. */
  fallbackNamespaces: readonly string[];
  defaultNamespace: string;
  source: CatalogSource;
}

const VARIABLE = /\{\{\s*(\w+)\s*\}\}/g;

export class Words {
  language: string;
  private readonly catalogs = new Map<string, Catalog>();
  private readonly loading = new Map<string, Promise<void>>();
  /** Every namespace asked for so far, loaded again in a language the app switches to. */
  private readonly used = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly plurals = new Map<string, Intl.PluralRules>();

  constructor(private readonly options: WordsOptions) {
    this.language = options.language;
  }

  get resolvedLanguage() {
    return this.language;
  }

  /** The text for an English key in the current language, its variables filled; the key itself when untranslated. */
  t = (key: string, values: TranslateValues = {}): string => {
    const asked = values.ns === undefined ? [this.options.defaultNamespace] : typeof values.ns === 'string' ? [values.ns] : values.ns;
    const namespaces = [...new Set([...asked, ...this.options.fallbackNamespaces])];
    const languages = [...new Set([this.language, this.options.fallbackLanguage])];
    const count = typeof values.count === 'number' ? values.count : undefined;
    for (const namespace of namespaces) {
      for (const language of languages) {
        const catalog = this.catalogs.get(`${language}/${namespace}`);
        if (!catalog) continue;
        const found = this.lookUp(catalog, key, language, count);
        if (found !== undefined) return fill(found, values);
      }
    }
    return fill(key, values);
  };

  /** True when every namespace is loaded in the current language (and English, the fallback). */
  hasLoaded(namespaces: readonly string[]): boolean {
    return namespaces.every((namespace) => this.languagesNow().every((language) => this.catalogs.has(`${language}/${namespace}`)));
  }

  loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    for (const namespace of list) this.used.add(namespace);
    return this.load(this.languagesNow(), list);
  }

  /** Loads every namespace in use in the new language, then switches and tells every listener. */
  async changeLanguage(language: string): Promise<void> {
    await this.load([...new Set([language, this.options.fallbackLanguage])], [...this.used]);
    if (language === this.language) return;
    this.language = language;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private languagesNow() {
    return [...new Set([this.language, this.options.fallbackLanguage])];
  }

  private lookUp(catalog: Catalog, key: string, language: string, count: number | undefined): string | undefined {
    const keys = [key];
    if (count !== undefined) {
      keys.unshift(`${key}_${this.pluralRules(language).select(count)}`);
      // As i18next: an explicit zero form wins for 0 in any language.
      if (count === 0) keys.unshift(`${key}_zero`);
    }
    // An empty translation is an unfinished one: the next namespace or English speaks instead.
    return keys.map((candidate) => catalog[candidate]).find((text) => typeof text === 'string' && text !== '');
  }

  private pluralRules(language: string) {
    let rules = this.plurals.get(language);
    if (!rules) this.plurals.set(language, (rules = new Intl.PluralRules(language)));
    return rules;
  }

  private async load(languages: readonly string[], namespaces: readonly string[]): Promise<void> {
    const waits: Promise<void>[] = [];
    for (const language of languages) {
      for (const namespace of namespaces) {
        const id = `${language}/${namespace}`;
        if (this.catalogs.has(id)) continue;
        let wait = this.loading.get(id);
        if (!wait) {
          const source = this.options.source(language, namespace);
          if (!(source instanceof Promise)) {
            this.catalogs.set(id, source);
            continue;
          }
          // A catalog that cannot be fetched (offline, a failed deploy) leaves that namespace in English, as
          // i18next did, rather than holding the screen back.
          wait = source
            .then(
              (catalog) => void this.catalogs.set(id, catalog),
              (error: unknown) => {
                console.warn(`The ${id} words could not be loaded: ${(error as Error).message}`);
                this.catalogs.set(id, {});
              },
            )
            .finally(() => this.loading.delete(id));
          this.loading.set(id, wait);
        }
        waits.push(wait);
      }
    }
    await Promise.all(waits);
  }
}

/** `{{name}}` replaced by its value, as i18next does without escaping (React escapes what it renders). */
function fill(text: string, values: TranslateValues): string {
  if (!text.includes('{{')) return text;
  return text.replace(VARIABLE, (_, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}
