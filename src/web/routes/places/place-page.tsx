import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useParams } from 'react-router';
import { MAP_PLACE_ZOOM } from '../../../shared/constants.ts';
import { trackEvent } from '../../api/analytics.ts';
import { isMissing } from '../../api/client.ts';
import { placesApi, type Place } from '../../api/places-api.ts';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { msg } from '../../i18n/i18n.ts';
import { MISSING_TEXT } from '../../web-messages.ts';
import { PlaceMap } from '../../components/places/place-map.tsx';
import { placeTypeName } from '../../components/places/place-text.ts';
import { PlaceVideos } from './place-videos.tsx';
import { placeKeys } from '../../api/place-keys.ts';

/** The spec has no words for a place that failed to load (only for one that is missing). */
const PLACE_LOAD_FAILED = msg('Failed to load place');

/** About 100 m: the map shows the area, not the exact door (the privacy note below says so). */
const approximate = (value: number) => Math.round(value * 1000) / 1000;

/** Spec §2: 'Place Not Found' with Back to Feed to /; the explanation and the step back are issue 25's. */
function PlaceNotFound() {
  const { t } = useTranslation('places');
  return (
    <div className="flex min-h-dvh flex-col">
      <NotFoundState
        title={t('Place Not Found')}
        explanation={t(MISSING_TEXT.placeWhy)}
        mark={<MapPin aria-hidden="true" className="size-10 text-zinc-500" />}
        home={{ to: '/', label: t('Back to Feed') }}
      />
    </div>
  );
}

function PlaceDetails({ place }: { place: Place }) {
  const { t } = useTranslation('places');
  const location = [place.address, place.city, place.country].filter(Boolean);
  const point = place.lat !== null && place.lng !== null ? { lat: approximate(place.lat), lng: approximate(place.lng) } : null;
  return (
    <section aria-label={t('Place details')} className="flex flex-col gap-3">
      <p>
        <span data-testid="place-type" className="rounded-full bg-pink-600/20 px-2.5 py-0.5 text-sm font-medium text-pink-300 capitalize">
          {placeTypeName(place.type)}
        </span>
      </p>
      {location.length > 0 ? (
        <address className="flex flex-col text-zinc-300 not-italic">
          {place.address ? <span>{place.address}</span> : null}
          {place.city || place.country ? <span>{[place.city, place.country].filter(Boolean).join(', ')}</span> : null}
        </address>
      ) : null}
      {point ? <PlaceMap label={t('Map of {{name}}', { name: place.name })} center={point} zoom={MAP_PLACE_ZOOM} marker={point} /> : null}
      <p className="text-sm text-muted">{t('Location is shown approximately for privacy')}</p>
    </section>
  );
}

/** Spec §2 "Place detail" (/place/{id} and /places/{id}). */
export function PlacePage() {
  const { t } = useTranslation('places');
  const { id = '' } = useParams();
  const place = useQuery({ queryKey: placeKeys.place(id), queryFn: ({ signal }) => placesApi.get(id, signal) });
  const missing = place.isError && isMissing(place.error);
  useDocumentTitle(place.data?.name ?? (missing ? t('Place Not Found') : t('Place')));

  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (!place.data || viewed.current === place.data.id) return;
    viewed.current = place.data.id;
    trackEvent('place_view', { placeId: place.data.id });
  }, [place.data]);

  if (missing) return <PlaceNotFound />;
  return (
    <div className="min-h-dvh bg-black text-zinc-100">
      <PageHeader title={place.data?.name ?? t('Place')} back={{ to: '/', label: t('Back'), preferHistory: true }} />
      <main className="mx-auto flex max-w-2xl flex-col gap-6 p-4">
        {/* A place that exists but could not be read this time fails here, not as 'Place Not Found'. */}
        <QueryState query={place} loadingClassName="py-16" text={{ loading: t('Loading place'), failed: t(PLACE_LOAD_FAILED), retry: t(MISSING_TEXT.retry) }}>
          {(data) => (
            <>
              <PlaceDetails place={data} />
              <PlaceVideos placeId={data.id} />
            </>
          )}
        </QueryState>
      </main>
    </div>
  );
}
