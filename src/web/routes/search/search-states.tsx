import { useTranslation } from '../../i18n/use-translation.ts';
import { TrendingTags } from '../../components/tags/trending-tags.tsx';

/**
 * Said, not only shown: a screen reader user typing hears that nothing matched. Trending tags follow, so a
 * search that found nothing still leads somewhere.
 */
export function NoResults({ query }: { query: string }) {
  const { t } = useTranslation('search');
  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="pt-12 pb-4 text-center break-words text-zinc-300">
        {t('No results for "{{query}}"', { query })}
      </p>
      <TrendingTags layout="chips" />
    </div>
  );
}
