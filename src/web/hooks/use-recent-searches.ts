import { useCallback, useState } from 'react';
import { useAuth } from '../auth/auth-provider.tsx';
import { addRecentSearch, parseRecentSearches, recentSearchesKey, removeRecentSearch } from '../lib/recent-searches.ts';

function read(key: string | null): string[] {
  if (!key) return [];
  try {
    return parseRecentSearches(localStorage.getItem(key));
  } catch {
    // Storage can be switched off (private modes, policies): searching still works, just unremembered.
    return [];
  }
}

function write(key: string | null, recent: string[]): void {
  if (!key) return;
  try {
    if (recent.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(recent));
  } catch {}
}

/** The signed-in account's recent searches on this device, and the ways to change them. */
export function useRecentSearches() {
  const userId = useAuth().user?.id ?? null;
  const key = userId ? recentSearchesKey(userId) : null;
  const [recent, setRecent] = useState(() => read(key));

  // Each change re-reads storage first, so a search remembered by the header field is not overwritten.
  const update = useCallback(
    (change: (current: string[]) => string[]) => {
      const next = change(read(key));
      write(key, next);
      setRecent(next);
    },
    [key],
  );

  return {
    recent,
    remember: useCallback((query: string) => update((current) => addRecentSearch(current, query)), [update]),
    forget: useCallback((query: string) => update((current) => removeRecentSearch(current, query)), [update]),
    clear: useCallback(() => update(() => []), [update]),
  };
}
