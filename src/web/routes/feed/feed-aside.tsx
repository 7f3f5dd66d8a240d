import { useTranslation } from '../../i18n/use-translation.ts';
import { SearchField } from '../../components/search/header-search.tsx';
import { TrendingTags } from '../../components/tags/trending-tags.tsx';
import { StoryRings } from '../../components/stories/story-rings.tsx';
import { FEED_ASIDE_FRAME } from './feed-aside-frame.ts';

/**
 * The desktop column beside the feed (issue 23, decision 029): the search field, story rings and trending tags
 * with their 24-hour use counts. It steps aside while the comments panel is open, so the video keeps its size.
 */
export function FeedAside() {
  const { t } = useTranslation('feed');
  return (
    <aside
      aria-label={t('Discover')}
      className={`${FEED_ASIDE_FRAME} flex flex-col gap-4 overflow-y-auto p-4`}
    >
      <SearchField width="w-full" />
      <div className="-mx-3">
        <StoryRings />
      </div>
      <TrendingTags layout="rows" />
    </aside>
  );
}
