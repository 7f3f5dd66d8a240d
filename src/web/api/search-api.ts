import type { TileVideo } from '../../shared/feed-types.ts';
import type { SearchPage, SearchPerson, SearchPlace, SearchTag, SearchTop, TagSort, TagSummary } from '../../shared/search-types.ts';
import type { Sound } from '../../shared/sound-types.ts';
import { api } from './client.ts';

export type { SearchPage, SearchPerson, SearchPlace, SearchTag, SearchTop, TagSort, TagSummary };

/** What each paged search tab lists (Top is its own shape: a few of each kind, then videos). */
export interface SearchResults {
  videos: TileVideo;
  people: SearchPerson;
  sounds: Sound;
  tags: SearchTag;
  places: SearchPlace;
}
export type PagedSearchTab = keyof SearchResults;

/** The server accepts 1–100 characters; longer input is cut rather than refused. */
export { SEARCH_QUERY_MAX } from '../../shared/constants.ts';

function withParams(path: string, params: Record<string, string | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const tagPath = (name: string) => `/api/tags/${encodeURIComponent(name)}`;

/** Issue 23 "Find anything": search by kind, hashtag pages, trending tags and creators to follow. */
export const searchApi = {
  top: (q: string, signal?: AbortSignal) => api.get<SearchTop>(withParams('/api/search/top', { q }), signal),
  list: <T extends PagedSearchTab>(tab: T, q: string, cursor: string | null, signal?: AbortSignal) =>
    api.get<SearchPage<SearchResults[T]>>(withParams(`/api/search/${tab}`, { q, cursor }), signal),
  trendingTags: (signal?: AbortSignal) => api.get<{ items: SearchTag[] }>('/api/tags/trending', signal),
  tag: (name: string, signal?: AbortSignal) => api.get<TagSummary>(tagPath(name), signal),
  tagVideos: (name: string, sort: TagSort, cursor: string | null, signal?: AbortSignal) =>
    api.get<SearchPage<TileVideo>>(withParams(`${tagPath(name)}/videos`, { sort, cursor }), signal),
  suggestedCreators: (signal?: AbortSignal) => api.get<{ items: SearchPerson[] }>('/api/users/suggested', signal),
};
