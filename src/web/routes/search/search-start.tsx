import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SuggestedCreators } from '../../components/people/suggested-creators.tsx';
import { TrendingTags } from '../../components/tags/trending-tags.tsx';
import { RecentSearches } from './recent-searches.tsx';

interface SearchStartProps {
  recent: string[];
  onRun: (query: string) => void;
  onRemove: (query: string) => void;
  onClear: () => void;
}

/** What the search screen shows before anything is typed: recent searches, trending tags, creators to follow. */
export function SearchStart({ recent, onRun, onRemove, onClear }: SearchStartProps) {
  const { t } = useTranslation('search');
  const suggestedId = useId();
  return (
    <div className="flex flex-col gap-8 lg:grid lg:grid-cols-2 lg:items-start">
      <div className="flex flex-col gap-8">
        <RecentSearches recent={recent} onRun={onRun} onRemove={onRemove} onClear={onClear} />
        <TrendingTags layout="chips" />
      </div>
      <section aria-labelledby={suggestedId} className="flex flex-col gap-2">
        <h2 id={suggestedId} className="text-lg font-bold">
          {t('Suggested creators')}
        </h2>
        <SuggestedCreators labelledBy={suggestedId} layout="rows" />
      </section>
    </div>
  );
}
