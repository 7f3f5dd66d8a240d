import { useMemo } from 'react';
import { Upload } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { creatorKeys } from '../../api/creator-keys.ts';
import { placesApi } from '../../api/places-api.ts';
import { VideoTile } from '../../components/video/video-tile.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { LoadMoreMarker } from '../../components/ui/paged-list.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useGridPages } from '../../hooks/use-grid-pages.ts';
import { playerLink } from '../player/player-links.ts';

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
  const { query, items } = useGridPages(creatorKeys.placeVideos(placeId), (cursor, signal) => placesApi.videos(placeId, cursor, signal));
  if (query.isPending) return <Spinner label={t('Loading videos')} className="py-10" />;
  if (query.isError && items.length === 0) return <p className="py-6 text-center text-zinc-400">{t('Could not load the videos here.')}</p>;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 py-10 text-center">
        <p className="text-zinc-300">{t('No videos tagged at this location yet')}</p>
        <ButtonLink to="/upload">
          <Upload aria-hidden="true" className="size-4" />
          {t('Upload First Video')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <>
      <ul aria-label={t('Videos at this place')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {items.map((video, index) => (
          <VideoTile key={video.id} video={video} link={playerLink({ kind: 'place', placeId }, video.id)} eager={index < 2} />
        ))}
      </ul>
      {query.hasNextPage ? <LoadMoreMarker query={query} text={more} /> : null}
    </>
  );
}
