import type { TagSort } from '../../shared/search-types.ts';
import { answer, contract, type Schemas } from './contract.ts';

export type { TagSort };
export type SearchPerson = Schemas['SearchPerson'];
export type SearchTag = Schemas['SearchTag'];
export type SearchPlace = Schemas['SearchPlace'];
export type SearchTop = Schemas['SearchTop'];
export type TagSummary = Schemas['TagSummary'];
/** A video as search and hashtag grids list it (a tile: thumbnail, author, caption). */
export type SearchVideo = Schemas['SearchVideoPage']['items'][number];

/** What each paged search tab answers (Top is its own shape: a few of each kind, then videos). */
export interface SearchPages {
  videos: Schemas['SearchVideoPage'];
  people: Schemas['SearchPersonPage'];
  sounds: Schemas['SearchSoundPage'];
  tags: Schemas['SearchTagPage'];
  places: Schemas['SearchPlacePage'];
}
export type PagedSearchTab = keyof SearchPages;
/** What each paged search tab lists. */
export type SearchResults = { [T in PagedSearchTab]: SearchPages[T]['items'][number] };
/** One page of a tab: keyset-paged, `nextCursor` null on the last page. */
export type SearchPage<T extends PagedSearchTab> = { items: SearchResults[T][]; nextCursor: string | null };

/** The server accepts 1–100 characters; longer input is cut rather than refused. */
export { SEARCH_QUERY_MAX } from '../../shared/constants.ts';

type Lister<T extends PagedSearchTab> = (q: string, cursor: string | undefined, signal?: AbortSignal) => Promise<SearchPage<T>>;

const listers: { [T in PagedSearchTab]: Lister<T> } = {
  videos: (q, cursor, signal) => answer(contract.GET('/api/search/videos', { params: { query: { q, cursor } }, signal })),
  people: (q, cursor, signal) => answer(contract.GET('/api/search/people', { params: { query: { q, cursor } }, signal })),
  sounds: (q, cursor, signal) => answer(contract.GET('/api/search/sounds', { params: { query: { q, cursor } }, signal })),
  tags: (q, cursor, signal) => answer(contract.GET('/api/search/tags', { params: { query: { q, cursor } }, signal })),
  places: (q, cursor, signal) => answer(contract.GET('/api/search/places', { params: { query: { q, cursor } }, signal })),
};

/** Issue 23 "Find anything": search by kind, hashtag pages, trending tags and creators to follow. */
export const searchApi = {
  top: (q: string, signal?: AbortSignal) => answer(contract.GET('/api/search/top', { params: { query: { q } }, signal })),
  list: <T extends PagedSearchTab>(tab: T, q: string, cursor: string | null, signal?: AbortSignal): Promise<SearchPage<T>> =>
    listers[tab](q, cursor ?? undefined, signal),
  trendingTags: (signal?: AbortSignal) => answer(contract.GET('/api/tags/trending', { signal })),
  tag: (name: string, signal?: AbortSignal) => answer(contract.GET('/api/tags/{name}', { params: { path: { name } }, signal })),
  tagVideos: (name: string, sort: TagSort, cursor: string | null, signal?: AbortSignal) =>
    answer(contract.GET('/api/tags/{name}/videos', { params: { path: { name }, query: { sort, cursor: cursor ?? undefined } }, signal })),
  suggestedCreators: (signal?: AbortSignal) => answer(contract.GET('/api/users/suggested', { signal })),
};
