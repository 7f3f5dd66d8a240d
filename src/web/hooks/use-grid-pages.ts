import { useMemo } from 'react';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { uniqueItems } from '../lib/unique-items.ts';

/** One page of any list the server answers: `nextCursor` is null on the last page. */
export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
}

interface GridPagesOptions<T> {
  /** Asked again this often while the loaded tiles say so (an upload still processing), else never. */
  refetchInterval?: (items: T[]) => number | false;
}

/**
 * A grid of tiles read a page at a time with the server's cursors, loading the next page as the grid's end
 * comes into view (LoadMoreMarker). Each tile appears once even if two pages overlap.
 */
export function useGridPages<T extends { id: string }>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<ListPage<T>>,
  options: GridPagesOptions<T> = {},
) {
  const { refetchInterval } = options;
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: refetchInterval && ((current) => refetchInterval(current.state.data?.pages.flatMap((page) => page.items) ?? [])),
  });
  const items = useMemo(() => uniqueItems(query.data?.pages.map((page) => page.items), (item) => item.id), [query.data]);
  return { query, items };
}
