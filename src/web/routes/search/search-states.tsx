import { SEARCH_MESSAGES } from '../../../shared/search-messages.ts';
import type { PagedListText } from '../../components/ui/paged-list.tsx';
import { TrendingTags } from '../../components/tags/trending-tags.tsx';

/** The loading, failure and retry words of every search list. */
export const searchListText: PagedListText = {
  loading: SEARCH_MESSAGES.loading,
  loadingMore: SEARCH_MESSAGES.loadingMore,
  failed: SEARCH_MESSAGES.failed,
  retry: SEARCH_MESSAGES.retry,
};

/**
 * Said, not only shown: a screen reader user typing hears that nothing matched. Trending tags follow, so a
 * search that found nothing still leads somewhere.
 */
export function NoResults({ query }: { query: string }) {
  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="pt-12 pb-4 text-center break-words text-zinc-300">
        {SEARCH_MESSAGES.noResults(query)}
      </p>
      <TrendingTags layout="chips" />
    </div>
  );
}
