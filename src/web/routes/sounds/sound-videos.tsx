import { useId, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { soundKeys } from '../../api/sound-keys.ts';
import { soundsApi } from '../../api/sounds-api.ts';
import { VideoTile } from '../../components/video/video-tile.tsx';
import { LoadMoreMarker } from '../../components/ui/paged-list.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useGridPages } from '../../hooks/use-grid-pages.ts';
import { playerLink } from '../../components/player/player-links.ts';

/** The videos using a sound, newest first, a page at a time as it scrolls; each opens the sound's player on it (issue 25). */
export function SoundVideos({ soundId }: { soundId: string }) {
  const { t } = useTranslation('sounds');
  const more = useMemo(
    () => ({ loading: t('Loading videos'), loadingMore: t('Loading more videos'), retry: t('Try again'), failed: t('Could not load the videos for this sound.') }),
    [t],
  );
  const headingId = useId();
  const { query, items } = useGridPages(soundKeys.videos(soundId), (cursor, signal) => soundsApi.videos(soundId, cursor, signal));

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold">
        {t('Videos with this sound')}
      </h2>
      <QueryState
        query={query}
        alert="none"
        text={more}
        isError={query.isError && items.length === 0}
        isEmpty={items.length === 0}
        empty={<p className="py-10 text-center text-zinc-300">{t('No videos use this sound yet')}</p>}
      >
        <ul aria-labelledby={headingId} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {items.map((video, index) => (
            <VideoTile key={video.id} video={video} link={playerLink({ kind: 'sound', soundId }, video.id)} eager={index < 2} />
          ))}
        </ul>
        {query.hasNextPage ? <LoadMoreMarker query={query} text={more} /> : null}
      </QueryState>
    </section>
  );
}
