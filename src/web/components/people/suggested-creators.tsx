import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SEARCH_MESSAGES } from '../../../shared/search-messages.ts';
import { searchApi } from '../../api/search-api.ts';
import { searchKeys, searchStaleTimes } from '../../api/search-keys.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
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

  if (suggested.isPending) return <Spinner label={t(SEARCH_MESSAGES.suggestedCreators)} className="py-6" />;
  if (suggested.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
        <p className="text-zinc-300">{t(SEARCH_MESSAGES.failed)}</p>
        <Button variant="secondary" size="sm" onClick={() => void suggested.refetch()}>
          {t(SEARCH_MESSAGES.retry)}
        </Button>
      </div>
    );
  }
  const people = suggested.data.items;
  if (people.length === 0) return <p className="py-4 text-muted">{t(SEARCH_MESSAGES.noSuggestions)}</p>;
  if (layout === 'cards') {
    return (
      <ul aria-labelledby={labelledBy} className="flex max-w-full snap-x gap-3 overflow-x-auto px-1 pb-2">
        {people.map((person) => (
          <PersonCard key={person.userId} person={person} />
        ))}
      </ul>
    );
  }
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col gap-1">
      {people.map((person) => (
        <PersonRow key={person.userId} person={person} />
      ))}
    </ul>
  );
}
