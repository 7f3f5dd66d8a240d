import type { SearchTab, TagSort } from './search-types.ts';

/**
 * User-facing strings of search, hashtag pages and discovery (issue 23). Kept in src/shared beside the
 * contract so the server and the tests can use the same words.
 */
export const SEARCH_MESSAGES = {
  title: 'Search',
  label: 'Search',
  placeholder: 'Search',
  clearQuery: 'Clear search',
  tabsLabel: 'Search results',
  back: 'Back',
  recent: 'Recent searches',
  clearRecent: 'Clear',
  /** The accessible name of the × beside one recent search. */
  removeRecent: (query: string) => `Remove "${query}" from recent searches`,
  noRecent: 'Searches you make show up here',
  trendingTags: 'Trending tags',
  noTrendingTags: 'No trending tags right now',
  suggestedCreators: 'Suggested creators',
  noSuggestions: 'No suggestions right now',
  follow: 'Follow',
  following: 'Following',
  noResults: (query: string) => `No results for "${query}"`,
  seeAll: 'See all',
  failed: 'Something went wrong. Try again.',
  retry: 'Try again',
  loading: 'Loading results',
  loadingMore: 'Loading more results',
  /** Accessible names of the result lists, per kind. */
  resultsOf: (kind: string) => `${kind} results`,
} as const;

export const SEARCH_TAB_LABELS: Record<SearchTab, string> = {
  top: 'Top',
  videos: 'Videos',
  people: 'People',
  sounds: 'Sounds',
  tags: 'Tags',
  places: 'Places',
};

export const TAG_MESSAGES = {
  /** '1 video', '12 videos', '1.2K videos': the count arrives already shortened. */
  videoCount: (count: number, shown: string) => `${shown} ${count === 1 ? 'video' : 'videos'}`,
  /** '24 uses today': the trending list's 24-hour count. */
  usesToday: (count: number, shown: string) => `${shown} ${count === 1 ? 'use' : 'uses'} today`,
  sortLabel: 'Sort videos',
  empty: (tag: string) => `No videos with #${tag} yet`,
  invalid: 'This is not a hashtag',
  home: 'Back to Feed',
  loadFailed: 'Something went wrong. Try again.',
  retry: 'Try again',
  loading: 'Loading videos',
  loadingMore: 'Loading more videos',
  videosOf: (tag: string) => `Videos with #${tag}`,
  /** The accessible names of a video's chip list: the feed card's, and the share page's (kept as they were). */
  hashtags: 'Hashtags',
  shareTags: 'Tags',
} as const;

export const TAG_SORT_LABELS: Record<TagSort, string> = {
  popular: 'Popular',
  newest: 'Newest',
};

/** The Following feed's first screen when the viewer follows nobody yet. */
export const DISCOVERY_MESSAGES = {
  heading: 'Suggested creators',
  body: 'Follow creators to fill your Following feed',
  scrollHint: 'Scroll down for the newest videos',
  followers: (count: number, shown: string) => `${shown} ${count === 1 ? 'follower' : 'followers'}`,
} as const;

/** The API's answers to bad search input (400). */
export const SEARCH_ERRORS = {
  queryRequired: 'Enter something to search for',
  queryTooLong: 'Searches can be at most 100 characters',
  invalidTag: 'A hashtag is 1 to 50 letters, digits or underscores',
} as const;
