/**
 * Recent searches kept on this device (issue 23): most recent first, each once, at most ten. Pure list
 * rules here; the search screen's hook keeps them in localStorage, per account.
 */
import { RECENT_SEARCHES_MAX } from '../../shared/constants.ts';

export { RECENT_SEARCHES_MAX };

const normal = (query: string) => query.trim().toLowerCase();

/** `query` moved (or added) to the front; the same words in another case count as the same search. */
export function addRecentSearch(recent: readonly string[], query: string): string[] {
  const text = query.trim();
  if (!text) return [...recent];
  return [text, ...recent.filter((item) => normal(item) !== normal(text))].slice(0, RECENT_SEARCHES_MAX);
}

export function removeRecentSearch(recent: readonly string[], query: string): string[] {
  return recent.filter((item) => normal(item) !== normal(query));
}

/** What localStorage held, read defensively: another version of the app, or a hand edit, may have left anything. */
export function parseRecentSearches(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}

/** One list per account, so a shared device does not show one person's searches to the next. */
export const recentSearchesKey = (userId: string) => `popreel:recent-searches:${userId}`;
