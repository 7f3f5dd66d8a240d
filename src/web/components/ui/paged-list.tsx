import { useEffect, useRef, type ReactNode } from 'react';
import { useIsVisible } from '../../hooks/use-is-visible.ts';
import { QueryState } from './query-state.tsx';

/** What a list needs from an infinite query (useInfiniteQuery's result has all of it). */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
}

export interface PagedListText {
  loading: string;
  loadingMore: string;
  failed: string;
  retry: string;
}

interface PagedListProps<T> {
  query: PagedQuery;
  items: T[];
  /** Each item as an <li>; `index` lets a grid load its first row eagerly. */
  renderItem: (item: T, index: number) => ReactNode;
  /** The list's accessible name. */
  label: string;
  /** 'grid' for video tiles (skeleton tiles while loading), 'rows' for everything else. */
  layout: 'grid' | 'rows';
  empty: ReactNode;
  text: PagedListText;
}

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';

function GridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={GRID}>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="aspect-9/16 animate-pulse rounded-lg bg-zinc-800" />
      ))}
    </div>
  );
}

/**
 * Asks for the next page while this marker under the list is in view; a page that arrives with it still
 * in view asks for the next at once. A failed page offers a retry instead of asking again in a loop. The
 * spinner shows only while a page is wanted or on its way, not out of sight all the time (decision 074).
 */
export function LoadMoreMarker({ query, text }: { query: PagedQuery; text: PagedListText }) {
  const markerRef = useRef<HTMLDivElement>(null);
  const visible = useIsVisible(markerRef, { threshold: 0 });
  const { isFetchingNextPage: busy, isFetchNextPageError: failed, fetchNextPage } = query;
  useEffect(() => {
    if (visible && !busy && !failed) void fetchNextPage();
  }, [visible, busy, failed, fetchNextPage]);
  return (
    <div ref={markerRef} className="flex min-h-16 items-center justify-center">
      <QueryState
        isPending={busy || (visible && !failed)}
        isError={failed}
        onRetry={() => void fetchNextPage()}
        text={{ loading: text.loadingMore, failed: text.failed, retry: text.retry }}
        loadingClassName=""
      />
    </div>
  );
}

/** A keyset-paged list with its loading, error and empty states, loading more as the user scrolls. */
export function PagedList<T>({ query, items, renderItem, label, layout, empty, text }: PagedListProps<T>) {
  return (
    <QueryState
      query={query}
      isError={query.isError && items.length === 0}
      isEmpty={items.length === 0}
      text={text}
      skeleton={layout === 'grid' ? <GridSkeleton label={text.loading} /> : undefined}
      empty={empty}
    >
      <ul aria-label={label} aria-busy={query.isPlaceholderData} className={`${layout === 'grid' ? GRID : 'flex flex-col gap-1'} ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
        {items.map(renderItem)}
      </ul>
      {query.hasNextPage && !query.isPlaceholderData ? <LoadMoreMarker query={query} text={text} /> : null}
    </QueryState>
  );
}
