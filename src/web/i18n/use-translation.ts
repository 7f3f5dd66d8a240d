import { useCallback, useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';
import type { TranslateValues } from './words.ts';

/** A namespace list's load in flight, one per language and list, so a suspended render waits on the same one. */
const pending = new Map<string, Promise<void>>();

/**
 * A component's words: `t` for its namespaces (the first is the default, then common and shared), in the
 * app's language, rendering again when the language changes. Suspends until the namespaces are loaded, so no
 * screen shows a half-translated moment (the router loads a screen's words with its code, so this rarely waits).
 */
export function useTranslation(namespaces: string | readonly string[] = 'common') {
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language, () => i18n.language);
  const listKey = `${language}:${list.join(',')}`;
  if (!i18n.hasLoaded(list)) {
    let load = pending.get(listKey);
    if (!load) {
      load = i18n.loadNamespaces(list).finally(() => pending.delete(listKey));
      pending.set(listKey, load);
    }
    // Catalogs that come with the code (English) are there now; only a fetch makes the screen wait, and
    // then Suspense's contract holds: the nearest boundary shows its fallback until the words are here.
    if (!i18n.hasLoaded(list)) throw load;
  }
  // A new function per language, so memoized children that take `t` render the new words too.
  const names = list.join(',');
  const t = useCallback((key: string, values?: TranslateValues) => i18n.t(key, { ns: names.split(','), ...values }), [language, names]);
  return { t, i18n };
}
