import { useEffect, useRef, type ReactNode } from 'react';
import { useIsVisible } from '../../hooks/use-is-visible.ts';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

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
  /** Each item as an <li>. */
  renderItem: (item: T) => ReactNode;
  /** The list's accessible name. */
  label: string;
  /** 'grid' for video tiles (skeleton tiles while loading), 'rows' for everything else. */
  layout: 'grid' | 'rows';
  empty: ReactNode;
  text: PagedListText;
}

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';

export function LoadFailed({ message, retry, onRetry }: { message: string; retry: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
      <p className="text-zinc-300">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}

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
 * in view asks for the next at once. A failed page offers a retry instead of asking again in a loop.
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
      {failed && !busy ? (
        <LoadFailed message={text.failed} retry={text.retry} onRetry={() => void fetchNextPage()} />
      ) : (
        <Spinner label={text.loadingMore} />
      )}
    </div>
  );
}

/** A keyset-paged list with its loading, error and empty states, loading more as the user scrolls. */
export function PagedList<T>({ query, items, renderItem, label, layout, empty, text }: PagedListProps<T>) {
  if (query.isPending) return layout === 'grid' ? <GridSkeleton label={text.loading} /> : <Spinner label={text.loading} className="py-10" />;
  if (query.isError && items.length === 0) return <LoadFailed message={text.failed} retry={text.retry} onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <ul aria-label={label} aria-busy={query.isPlaceholderData} className={`${layout === 'grid' ? GRID : 'flex flex-col gap-1'} ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
        {items.map(renderItem)}
      </ul>
      {query.hasNextPage && !query.isPlaceholderData ? <LoadMoreMarker query={query} text={text} /> : null}
    </>
  );
}
