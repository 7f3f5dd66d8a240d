import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { placesApi } from '../../api/places-api.ts';
import { Spinner } from '../ui/spinner.tsx';
import type { LeafletMapProps } from './leaflet-map.tsx';
import { placeKeys } from '../../api/place-keys.ts';

const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

/** The Leaflet map, fetched on first use, with the tile URL the server is configured with. */
export function PlaceMap(props: Omit<LeafletMapProps, 'tileUrl'>) {
  const { t } = useTranslation('places');
  const config = useQuery({
    queryKey: placeKeys.config,
    queryFn: ({ signal }) => placesApi.config(signal),
    staleTime: Infinity,
    retry: 1,
  });
  return (
    <Suspense fallback={<Spinner label={t('Loading map')} className="h-56 w-full rounded-lg bg-zinc-800" />}>
      <LeafletMap {...props} tileUrl={config.data?.tileUrl ?? null} />
    </Suspense>
  );
}
