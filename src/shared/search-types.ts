import type { Page } from './api-types.ts';

/**
 * Search, hashtag pages and discovery (issue 23): the shapes the server answers and the web client reads.
 * Every list is one Page (page.schema.ts): keyset-paged, `nextCursor` opaque and null on the last page.
 */

/** The answers, described by their schemas (search-answers.schema.ts). */
export type { SearchPerson, SearchPlace, SearchTag, SearchTop, TagSummary } from './search-answers.schema.ts';

export const SEARCH_TABS = ['top', 'videos', 'people', 'sounds', 'tags', 'places'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export type SearchPage<T> = Page<T>;

/**
 * A hashtag: '#' then 1–50 letters, digits or '_' in any script, compared lowercased. The server's cards, its
 * route for /api/tags/{name}, the web's links and the SQL trigger's caption_hashtags all read tags this way.
 */
export const TAG_NAME = /^[\p{L}\p{N}_]{1,50}$/u;
/** Every hashtag written in a text; use with matchAll (the pattern is global). */
export const HASHTAG = /#([\p{L}\p{N}_]{1,50})/gu;

export const TAG_SORTS = ['popular', 'newest'] as const;
export type TagSort = (typeof TAG_SORTS)[number];
