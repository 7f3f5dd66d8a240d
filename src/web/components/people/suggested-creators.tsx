import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SEARCH_MESSAGES } from '../../../shared/search-messages.ts';
import { searchApi } from '../../api/search-api.ts';
import { searchKeys, searchStaleTimes } from '../../api/search-keys.ts';
import { QueryState } from '../ui/query-state.tsx';
import { PersonCard, PersonRow } from './person-row.tsx';

interface SuggestedCreatorsProps {
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** 'rows' down the search screen; 'cards' in a row that scrolls sideways, to fit one feed screen. */
  layout: 'rows' | 'cards';
}

/** Creators worth following (issue 23): popular, active, not blocked and not followed yet, each with Follow. */
export function SuggestedCreators({ labelledBy, layout }: SuggestedCreatorsProps) {
  const { t } = useTranslation('common');
  const suggested = useQuery({
    queryKey: searchKeys.suggestedCreators,
    queryFn: ({ signal }) => searchApi.suggestedCreators(signal),
    staleTime: searchStaleTimes.suggestions,
    // Someone just followed from this list: a refetch would pull those creators out from under them.
    refetchOnWindowFocus: false,
  });

  return (
    <QueryState
      query={suggested}
      loadingClassName="py-6"
      text={{ loading: t(SEARCH_MESSAGES.suggestedCreators), failed: t(SEARCH_MESSAGES.failed), retry: t(SEARCH_MESSAGES.retry) }}
      isEmpty={suggested.data?.items.length === 0}
      empty={<p className="py-4 text-muted">{t(SEARCH_MESSAGES.noSuggestions)}</p>}
    >
      {({ items: people }) =>
        layout === 'cards' ? (
          <ul aria-labelledby={labelledBy} className="flex max-w-full snap-x gap-3 overflow-x-auto px-1 pb-2">
            {people.map((person) => (
              <PersonCard key={person.userId} person={person} />
            ))}
          </ul>
        ) : (
          <ul aria-labelledby={labelledBy} className="flex flex-col gap-1">
            {people.map((person) => (
              <PersonRow key={person.userId} person={person} />
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
