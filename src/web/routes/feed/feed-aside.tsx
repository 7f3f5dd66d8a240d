import { SearchField } from '../../components/search/header-search.tsx';
import { TrendingTags } from '../../components/tags/trending-tags.tsx';
import { StoryRings } from '../stories/rings/story-rings.tsx';

/**
 * The desktop column beside the feed (issue 23, decision 029): the search field, story rings and trending tags
 * with their 24-hour use counts. It steps aside while the comments panel is open, so the video keeps its size.
 */
export function FeedAside() {
  return (
    <aside
      aria-label="Discover"
      className="flex h-full w-80 shrink-0 flex-col gap-4 overflow-y-auto border-l border-white/5 p-4 group-has-[[data-comments-panel]]/feed:hidden"
    >
      <SearchField width="w-full" />
      <div className="-mx-3">
        <StoryRings />
      </div>
      <TrendingTags layout="rows" />
    </aside>
  );
}
