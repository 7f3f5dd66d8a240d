import { useMemo } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { searchApi, type PagedSearchTab, type SearchResults, type SearchTop, type SearchVideo } from '../../api/search-api.ts';
import { searchKeys, searchStaleTimes } from '../../api/search-keys.ts';
import { uniqueItems } from '../../lib/unique-items.ts';

/** Shared by every tab: the last results stay on screen while new words load, so typing does not flash. */
const listOptions = {
  initialPageParam: null as string | null,
  placeholderData: keepPreviousData,
  staleTime: searchStaleTimes.results,
  // Refetching every loaded page would reshuffle the list under the reader.
  refetchOnWindowFocus: false,
} as const;

/**
 * The Top tab: its first page is /api/search/top (a few people, tags and sounds, and videos); the pages
 * after it continue the videos through /api/search/videos, so the grid scrolls on like the Videos tab.
 */
export function useTopResults(query: string) {
  const top = useInfiniteQuery({
    ...listOptions,
    queryKey: searchKeys.results('top', query),
    queryFn: ({ pageParam, signal }): Promise<SearchTop> =>
      pageParam === null
        ? searchApi.top(query, signal)
        : searchApi.list('videos', query, pageParam, signal).then((videos) => ({ people: [], tags: [], sounds: [], videos })),
    getNextPageParam: (last) => last.videos.nextCursor ?? undefined,
  });
  const first = top.data?.pages[0];
  const videos = useMemo(() => uniqueItems<SearchVideo>(top.data?.pages.map((page) => page.videos.items), (video) => video.id), [top.data]);
  return { top, first, videos };
}

/** One paged tab (Videos, People, Sounds, Tags, Places), 20 at a time. `key` names an item (keep it stable). */
export function useSearchList<T extends PagedSearchTab>(tab: T, query: string, key: (item: SearchResults[T]) => string) {
  const list = useInfiniteQuery({
    ...listOptions,
    queryKey: searchKeys.results(tab, query),
    queryFn: ({ pageParam, signal }) => searchApi.list(tab, query, pageParam, signal),
    getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined,
  });
  const items = useMemo(() => uniqueItems(list.data?.pages.map((page) => page.items), key), [list.data, key]);
  return { list, items };
}
