import type { SearchTab, TagSort } from './search-types.ts';
import { msg } from './i18n/msg.ts';

/**
 * User-facing strings of search, hashtag pages and discovery (issue 23). Kept in src/shared beside the
 * contract so the server and the tests can use the same words.
 */
export const SEARCH_MESSAGES = {
  title: msg('Search'),
  label: msg('Search'),
  placeholder: msg('Search'),
  clearQuery: msg('Clear search'),
  tabsLabel: msg('Search results'),
  back: msg('Back'),
  recent: msg('Recent searches'),
  clearRecent: msg('Clear'),
  /** The accessible name of the × beside one recent search. */
  removeRecent: (query: string) => `Remove "${query}" from recent searches`,
  noRecent: msg('Searches you make show up here'),
  trendingTags: msg('Trending tags'),
  noTrendingTags: msg('No trending tags right now'),
  suggestedCreators: msg('Suggested creators'),
  noSuggestions: msg('No suggestions right now'),
  follow: msg('Follow'),
  following: msg('Following'),
  noResults: (query: string) => `No results for "${query}"`,
  seeAll: msg('See all'),
  failed: msg('Something went wrong. Try again.'),
  retry: msg('Try again'),
  loading: msg('Loading results'),
  loadingMore: msg('Loading more results'),
  /** Accessible names of the result lists, per kind. */
  resultsOf: (kind: string) => `${kind} results`,
} as const;

export const SEARCH_TAB_LABELS: Record<SearchTab, string> = {
  top: msg('Top'),
  videos: msg('Videos'),
  people: msg('People'),
  sounds: msg('Sounds'),
  tags: msg('Tags'),
  places: msg('Places'),
};

export const TAG_MESSAGES = {
  /** '1 video', '12 videos', '1.2K videos': the count arrives already shortened. */
  videoCount: (count: number, shown: string) => `${shown} ${count === 1 ? 'video' : 'videos'}`,
  /** '24 uses today': the trending list's 24-hour count. */
  usesToday: (count: number, shown: string) => `${shown} ${count === 1 ? 'use' : 'uses'} today`,
  sortLabel: msg('Sort videos'),
  empty: (tag: string) => `No videos with #${tag} yet`,
  invalid: msg('This is not a hashtag'),
  home: msg('Back to Feed'),
  loadFailed: msg('Something went wrong. Try again.'),
  retry: msg('Try again'),
  loading: msg('Loading videos'),
  loadingMore: msg('Loading more videos'),
  videosOf: (tag: string) => `Videos with #${tag}`,
  /** The accessible names of a video's chip list: the feed card's, and the share page's (kept as they were). */
  hashtags: msg('Hashtags'),
  shareTags: msg('Tags'),
} as const;

export const TAG_SORT_LABELS: Record<TagSort, string> = {
  popular: msg('Popular'),
  newest: msg('Newest'),
};

/** The Following feed's first screen when the viewer follows nobody yet. */
export const DISCOVERY_MESSAGES = {
  heading: msg('Suggested creators'),
  body: msg('Follow creators to fill your Following feed'),
  scrollHint: msg('Scroll down for the newest videos'),
  followers: (count: number, shown: string) => `${shown} ${count === 1 ? 'follower' : 'followers'}`,
} as const;

/**
 * The counted texts above as catalog keys with plural forms (en/shared.json holds the English ones): the web
 * shows `t(COUNT_TEMPLATES.videos, { count, shown })`, where `shown` is the count as the locale shortens it.
 * Each reads in English exactly as its function above.
 */
export const COUNT_TEMPLATES = {
  /** TAG_MESSAGES.videoCount. */
  videos: msg('{{shown}} videos'),
  /** TAG_MESSAGES.usesToday. */
  usesToday: msg('{{shown}} uses today'),
  /** DISCOVERY_MESSAGES.followers. */
  followers: msg('{{shown}} followers'),
} as const;

/** The API's answers to bad search input (400). */
export const SEARCH_ERRORS = {
  queryRequired: 'Enter something to search for',
  queryTooLong: 'Searches can be at most 100 characters',
  invalidTag: 'A hashtag is 1 to 50 letters, digits or underscores',
} as const;
