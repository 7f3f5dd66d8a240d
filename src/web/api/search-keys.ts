import type { SearchTab, TagSort } from '../../shared/search-types.ts';

/**
 * Query keys of search and discovery. Results and suggestions sit under `searchKeys.all`, so a follow can
 * mark every list that shows a Follow button stale in one call.
 */
export const searchKeys = {
  all: ['search'] as const,
  results: (tab: SearchTab, q: string) => ['search', 'results', tab, q] as const,
  suggestedCreators: ['search', 'suggested-creators'] as const,
  /** People for an @mention being typed (issue 37), by the letters after the '@'. */
  mentionSuggestions: (q: string) => ['search', 'mention-suggestions', q.toLowerCase()] as const,
  /**
   * What the viewer just did with a Follow button, shown over whatever a cached list still says. A root of
   * its own: marking the lists stale must not touch it.
   */
  followOverlay: (userId: string) => ['follow-overlay', userId] as const,
  /** Every hashtag read (trending, a tag's count and videos): marked stale when a mute hides someone. */
  tags: ['tags'] as const,
  trendingTags: ['tags', 'trending'] as const,
  // 'detail', so a tag called #trending cannot share the trending list's key.
  tag: (name: string) => ['tags', 'detail', name] as const,
  tagVideos: (name: string, sort: TagSort) => ['tags', 'detail', name, 'videos', sort] as const,
};

/** Named stale times of these reads. */
export const searchStaleTimes = {
  /** Results barely move while someone types; going back to a tab should not refetch it. */
  results: 30_000,
  /** Trending is counted over 24 hours: minutes make no visible difference. */
  trending: 5 * 60_000,
  suggestions: 5 * 60_000,
} as const;
