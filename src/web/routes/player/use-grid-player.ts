import { useEffect, useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CardPage, FeedItem } from '../../api/videos-api.ts';
import { gridPlayerApi, type PlayerGrid } from '../../api/grid-player-api.ts';
import { staleTimes } from '../../api/query-keys.ts';
import { videosApi } from '../../api/videos-api.ts';
import { feedKeys } from '../../api/feed-keys.ts';

/**
 * Pages read, looking for the video the player opens on, before it is played on its own: 200 videos, more
 * than a profile's, a place's or a sound's grid shows, and ten pages of a tag's.
 */
const FIND_PAGES_MAX = 10;

/** How the player opens: on the video within the grid's list, or (not found there) on the video alone, the list after it. */
type Start = 'in-list' | 'alone';

function uniqueVideos(pages: CardPage[] | undefined): FeedItem[] {
  const shown = new Set<string>();
  return (pages ?? []).flatMap((page) => page.items).filter((video) => !shown.has(video.id) && Boolean(shown.add(video.id)));
}

/**
 * A grid's videos as cards, for its player opened on `startId` (issue 25). A deep link or a tile further down
 * than the pages read so far pages on until the video is found, up to FIND_PAGES_MAX; a video not found
 * (moved, or deeper than that) opens on its own, read like the share page, with the grid from its top after it.
 */
export function useGridPlayer(grid: PlayerGrid, startId: string) {
  const list = useInfiniteQuery({
    queryKey: feedKeys.player(grid),
    queryFn: ({ pageParam, signal }) => gridPlayerApi.page(grid, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: staleTimes.feed,
    // As in the feeds: refetching every loaded page would reorder the cards under the viewer's thumb.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const listed = useMemo(() => uniqueVideos(list.data?.pages), [list.data]);
  const inList = listed.some((video) => video.id === startId);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  const searching = list.isSuccess && !inList && hasNextPage && (list.data.pages.length < FIND_PAGES_MAX) && !isFetchNextPageError;
  useEffect(() => {
    if (searching && !isFetchingNextPage) void fetchNextPage();
  }, [searching, isFetchingNextPage, fetchNextPage]);

  // Decided once: a card deleted or a creator blocked later changes the list, never how the player opened.
  const [decided, setDecided] = useState<Start | null>(null);
  const now: Start | null = inList ? 'in-list' : list.isSuccess && !searching ? 'alone' : null;
  if (decided === null && now !== null) setDecided(now);
  const start = decided ?? now;

  const alone = useQuery({
    queryKey: feedKeys.video(startId),
    queryFn: ({ signal }) => videosApi.get(startId, signal),
    enabled: start === 'alone',
  });
  const videos = useMemo(
    () => (start === 'alone' && alone.data ? [alone.data, ...listed.filter((video) => video.id !== startId)] : listed),
    [start, alone.data, listed, startId],
  );
  // Once playing, it stays: deleting the video it opened on removes that card, not the player.
  const [opened, setOpened] = useState(false);
  if (!opened && (start === 'in-list' || (start === 'alone' && alone.isSuccess))) setOpened(true);
  return { list, alone, opened, videos };
}
