import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PLACE_SEARCH_MAX } from '../../../shared/constants.ts';
import { placesApi, type Place } from '../../api/places-api.ts';
import { Input } from '../ui/input.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { placeTypeName } from './place-text.ts';
import { placeKeys } from '../../api/place-keys.ts';

const SEARCH_DELAY_MS = 250;

/** Spec §7 "Places" search: name, city or address, at most 10 results; a failed search shows nothing. */
export function PlaceSearch({ onChoose }: { onChoose: (place: Place) => void }) {
  const { t } = useTranslation('places');
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const resultsId = useId();
  const results = useQuery({
    queryKey: placeKeys.search(term),
    queryFn: async ({ signal }) => {
      try {
        return (await placesApi.search(term, signal)).items.slice(0, PLACE_SEARCH_MAX);
      } catch (error) {
        console.error('Place search failed', error);
        return [];
      }
    },
    enabled: term !== '',
    staleTime: 30_000,
  });

  return (
    <div className="flex flex-col gap-3">
      <Input label={t('Search places')} type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('Name, city or address')} aria-controls={resultsId} autoComplete="off" />
      <div id={resultsId} aria-live="polite">
        {term === '' ? null : results.isPending ? (
          <Spinner label={t('Searching places')} className="py-4" />
        ) : results.data && results.data.length > 0 ? (
          <ul aria-label={t('Place results')} className="flex max-h-64 flex-col gap-1 overflow-y-auto">
            {results.data.map((place) => (
              <li key={place.id}>
                <button type="button" onClick={() => onChoose(place)} className="flex w-full items-start gap-2 rounded-lg px-3 py-2 text-start hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-pink-400">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-pink-400" />
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{place.name}</span>
                    <span className="block truncate text-sm text-zinc-400">{[placeTypeName(place.type), place.address, place.city].filter(Boolean).join(' · ')}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="py-2 text-sm text-zinc-400">{t('No places found')}</p>
        )}
      </div>
    </div>
  );
}
