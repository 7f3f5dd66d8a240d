import { useEffect, useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast.ts';
import { i18n } from '../../i18n/i18n.ts';
import { answer, contract } from '../../api/contract.ts';
import type { FeedItem, FeedPage } from '../../api/videos-api.ts';
import { staleTimes } from '../../api/query-keys.ts';
import { FEED_MESSAGES } from '../../web-messages.ts';
import { feedKeys, type FeedKind } from '../../api/feed-keys.ts';

function fetchFeedPage(kind: FeedKind, cursor: string | null, signal: AbortSignal): Promise<FeedPage> {
  const options = { params: { query: { cursor: cursor ?? undefined } }, signal };
  return answer(kind === 'following' ? contract.GET('/api/feed/following', options) : contract.GET('/api/feed/foryou', options));
}

/**
 * A card's identity in the list. For You may show a video twice: once new, and again after the "You're all
 * caught up" divider among the already-seen ones (issue 13), so the seen copy is a card of its own.
 */
export const cardKey = (video: FeedItem) => (video.seen ? `${video.id}:seen` : video.id);

/** Each card once, in page order: its key is a React key and must never repeat. */
function uniqueVideos(pages: FeedPage[] | undefined): FeedItem[] {
  const shown = new Set<string>();
  const videos: FeedItem[] = [];
  for (const video of pages?.flatMap((page) => page.items) ?? []) {
    if (shown.has(cardKey(video))) continue;
    shown.add(cardKey(video));
    videos.push(video);
  }
  return videos;
}

/** One feed tab, paged by the server's keyset cursor; paging stops when the server returns no cursor. */
export function useFeed(kind: FeedKind) {
  const feed = useInfiniteQuery({
    queryKey: feedKeys.list(kind),
    queryFn: ({ pageParam, signal }) => fetchFeedPage(kind, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: staleTimes.feed,
    // Refetching every loaded page would reorder the cards under the viewer's thumb; a visit refreshes.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  // Spec §8: a For You failure is told to the user; other feed load errors are only logged.
  useEffect(() => {
    if (!feed.error) return;
    console.error(`Failed to load the ${kind} feed`, feed.error);
    if (kind === 'foryou') toast.error(i18n.t(FEED_MESSAGES.personalizedFailed, { ns: 'feed' }));
  }, [feed.error, kind]);

  const videos = useMemo(() => uniqueVideos(feed.data?.pages), [feed.data]);
  const mode = feed.data?.pages[0]?.mode ?? null;
  return { ...feed, videos, mode };
}
