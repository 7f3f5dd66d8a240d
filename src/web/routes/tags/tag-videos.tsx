import { useMemo } from 'react';
import { Hash } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TagSort } from '../../../shared/search-types.ts';
import { searchApi } from '../../api/search-api.ts';
import { searchKeys, searchStaleTimes } from '../../api/search-keys.ts';
import { PagedList } from '../../components/ui/paged-list.tsx';
import { VideoTile } from '../../components/video/video-tile.tsx';
import { playerLink } from '../../components/player/player-links.ts';
import { uniqueItems } from '../../lib/unique-items.ts';

function NoTaggedVideos({ name }: { name: string }) {
  const { t } = useTranslation('tags');
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <Hash aria-hidden="true" className="size-10 text-zinc-600" />
      <p className="text-zinc-300">{t('No videos with #{{tag}} yet', { tag: name })}</p>
    </div>
  );
}

/** The videos carrying a hashtag, most popular or newest first, loading more as the user scrolls; each opens the tag's player (issue 25). */
export function TagVideos({ name, sort }: { name: string; sort: TagSort }) {
  const { t } = useTranslation('tags');
  const text = useMemo(
    () => ({ loading: t('Loading videos'), loadingMore: t('Loading more videos'), failed: t('Something went wrong. Try again.'), retry: t('Try again') }),
    [t],
  );
  const videos = useInfiniteQuery({
    queryKey: searchKeys.tagVideos(name, sort),
    queryFn: ({ pageParam, signal }) => searchApi.tagVideos(name, sort, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Switching Popular/Newest keeps the grid (dimmed) until the other order arrives.
    placeholderData: keepPreviousData,
    staleTime: searchStaleTimes.results,
    refetchOnWindowFocus: false,
  });
  const items = useMemo(() => uniqueItems(videos.data?.pages.map((page) => page.items), (video) => video.id), [videos.data]);
  return (
    <PagedList
      query={videos}
      items={items}
      renderItem={(video, index) => <VideoTile key={video.id} video={video} link={playerLink({ kind: 'tag', name: name.toLowerCase(), sort }, video.id)} eager={index < 2} />}
      label={t('Videos with #{{tag}}', { tag: name })}
      layout="grid"
      empty={<NoTaggedVideos name={name} />}
      text={text}
    />
  );
}
