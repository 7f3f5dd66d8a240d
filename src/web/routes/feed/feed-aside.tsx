import { SEARCH_MESSAGES } from '../../../shared/search-messages.ts';
import { TrendingTags } from '../../components/tags/trending-tags.tsx';

/** The desktop column beside the feed (issue 23): trending tags with their 24-hour use counts. */
export function FeedAside() {
  return (
    <aside aria-label={SEARCH_MESSAGES.trendingTags} className="hidden h-full w-80 shrink-0 overflow-y-auto border-l border-white/5 p-4 lg:block">
      <TrendingTags layout="rows" />
    </aside>
  );
}
