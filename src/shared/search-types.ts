import type { TileVideo } from './feed-types.ts';
import type { Sound } from './sound-types.ts';
import type { Page } from './api-types.ts';

/**
 * Search, hashtag pages and discovery (issue 23): the shapes the server answers and the web client reads.
 * Every list is one Page (page-types.ts): keyset-paged, `nextCursor` opaque and null on the last page.
 */

export const SEARCH_TABS = ['top', 'videos', 'people', 'sounds', 'tags', 'places'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export type SearchPage<T> = Page<T>;

/** A creator in People results and in suggestions. */
export interface SearchPerson {
  user_id: string;
  username: string;
  bio: string;
  avatar_url: string | null;
  verified: boolean;
  follower_count: number;
  /** Whether the viewer follows them (the Follow button's state). */
  is_following: boolean;
}

/** A hashtag: its name without '#', the visible videos carrying it and its uses in the last 24 hours. */
export interface SearchTag {
  name: string;
  video_count: number;
  uses_24h: number;
}

export interface SearchPlace {
  id: string;
  name: string;
  type: string;
  city: string | null;
  country: string | null;
}

/** The Top tab: a few of each kind, then the first page of videos (more through the Videos search). */
export interface SearchTop {
  people: SearchPerson[];
  tags: SearchTag[];
  sounds: Sound[];
  videos: SearchPage<TileVideo>;
}

/**
 * A hashtag: '#' then 1–50 letters, digits or '_' in any script, compared lowercased. The server's cards, its
 * route for /api/tags/{name}, the web's links and the SQL trigger's caption_hashtags all read tags this way.
 */
export const TAG_NAME = /^[\p{L}\p{N}_]{1,50}$/u;
/** Every hashtag written in a text; use with matchAll (the pattern is global). */
export const HASHTAG = /#([\p{L}\p{N}_]{1,50})/gu;

export const TAG_SORTS = ['popular', 'newest'] as const;
export type TagSort = (typeof TAG_SORTS)[number];

/** A hashtag page's head: /api/tags/{name}. A tag nobody used yet has a video_count of 0. */
export interface TagSummary {
  name: string;
  video_count: number;
}
