import { useMemo } from 'react';
import { Upload } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { placesApi } from '../../api/places-api.ts';
import { VideoTile } from '../../components/video/video-tile.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { LoadMoreMarker } from '../../components/ui/paged-list.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useGridPages } from '../../hooks/use-grid-pages.ts';
import { playerLink } from '../../components/player/player-links.ts';
import { placeKeys } from '../../api/place-keys.ts';

/**
 * Spec §2 "Place detail" grid, a page at a time as it scrolls: each card opens the place's player on it
 * (issue 25); the uploader's name opens their profile.
 */
export function PlaceVideos({ placeId }: { placeId: string }) {
  const { t } = useTranslation('places');
  const more = useMemo(
    () => ({ loading: t('Loading videos'), loadingMore: t('Loading more videos'), retry: t('Try again'), failed: t('Could not load the videos here.') }),
    [t],
  );
  const { query, items } = useGridPages(placeKeys.videos(placeId), (cursor, signal) => placesApi.videos(placeId, cursor, signal));
  return (
    <QueryState
      query={query}
      alert="none"
      text={more}
      isError={query.isError && items.length === 0}
      isEmpty={items.length === 0}
      empty={
        <div className="flex flex-col items-center gap-4 py-10 text-center">
          <p className="text-zinc-300">{t('No videos tagged at this location yet')}</p>
          <ButtonLink to="/upload">
            <Upload aria-hidden="true" className="size-4" />
            {t('Upload First Video')}
          </ButtonLink>
        </div>
      }
    >
      <ul aria-label={t('Videos at this place')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {items.map((video, index) => (
          <VideoTile key={video.id} video={video} link={playerLink({ kind: 'place', placeId }, video.id)} eager={index < 2} />
        ))}
      </ul>
      {query.hasNextPage ? <LoadMoreMarker query={query} text={more} /> : null}
    </QueryState>
  );
}
