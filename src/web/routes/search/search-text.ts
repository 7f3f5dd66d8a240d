import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { SearchTab } from '../../../shared/search-types.ts';
import type { PagedListText } from '../../components/ui/paged-list.tsx';
import { msg } from '../../i18n/i18n.ts';

/** The accessible names of the result lists, one whole phrase per kind. */
export const RESULTS_OF: Record<Exclude<SearchTab, 'top'>, string> = {
  videos: msg('Videos results'),
  people: msg('People results'),
  sounds: msg('Sounds results'),
  tags: msg('Tags results'),
  places: msg('Places results'),
};

/**
 * What "See all" says to a screen reader: the kind too, one whole phrase per kind. (Not <Trans>: it would put
 * its parser in the first load's vendor chunk, about 6 KB.)
 */
export const SEE_ALL: Record<Exclude<SearchTab, 'top'>, string> = {
  videos: msg('See all Videos'),
  people: msg('See all People'),
  sounds: msg('See all Sounds'),
  tags: msg('See all Tags'),
  places: msg('See all Places'),
};

/** The loading, failure and retry words of every search list. */
export function useSearchListText(): PagedListText {
  const { t } = useTranslation('search');
  return useMemo(
    () => ({
      loading: t('Loading results'),
      loadingMore: t('Loading more results'),
      failed: t('Something went wrong. Try again.'),
      retry: t('Try again'),
    }),
    [t],
  );
}
