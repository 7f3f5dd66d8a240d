import { SEARCH_MESSAGES } from '../../../shared/search-messages.ts';
import type { PagedListText } from '../../components/ui/paged-list.tsx';

/** The loading, failure and retry words of every search list. */
export const searchListText: PagedListText = {
  loading: SEARCH_MESSAGES.loading,
  loadingMore: SEARCH_MESSAGES.loadingMore,
  failed: SEARCH_MESSAGES.failed,
  retry: SEARCH_MESSAGES.retry,
};

/** Said, not only shown: a screen reader user typing hears that nothing matched. */
export function NoResults({ query }: { query: string }) {
  return (
    <p role="status" className="py-12 text-center break-words text-zinc-300">
      {SEARCH_MESSAGES.noResults(query)}
    </p>
  );
}
