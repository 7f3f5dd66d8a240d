import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { CardPage, FeedItem } from './videos-api.ts';
import { feedKeys } from './feed-keys.ts';

/**
 * Every change a card makes (optimistic counts, a deleted video, a blocked creator) is written into every
 * cached list of cards — both feed tabs and every grid's player (issue 25) — and the single-video read, so
 * they all show the same numbers without a refetch.
 */
type CardData = InfiniteData<CardPage, string | null>;
type Patch = Partial<FeedItem> | ((video: FeedItem) => Partial<FeedItem>);

const CARD_LISTS = [feedKeys.all, feedKeys.players];

/** Writes `mapItems` into every cached list of cards, or into `lists` alone. */
export function mapFeeds(queryClient: QueryClient, mapItems: (items: FeedItem[]) => FeedItem[], lists: readonly (readonly unknown[])[] = CARD_LISTS): void {
  for (const queryKey of lists) {
    queryClient.setQueriesData<CardData>({ queryKey }, (data) =>
      data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: mapItems(page.items) })) } : data,
    );
  }
}

export function patchFeedVideo(queryClient: QueryClient, id: string, patch: Patch): void {
  const apply = (video: FeedItem): FeedItem => ({ ...video, ...(typeof patch === 'function' ? patch(video) : patch) });
  mapFeeds(queryClient, (items) => items.map((video) => (video.id === id ? apply(video) : video)));
  queryClient.setQueryData<FeedItem>(feedKeys.video(id), (video) => (video ? apply(video) : video));
}

export function removeFeedVideo(queryClient: QueryClient, id: string): void {
  mapFeeds(queryClient, (items) => items.filter((video) => video.id !== id));
  queryClient.removeQueries({ queryKey: feedKeys.video(id) });
}

/** Spec §4 "Feed removal": blocking a creator removes all of that creator's videos. */
export function removeFeedCreator(queryClient: QueryClient, userId: string): void {
  mapFeeds(queryClient, (items) => items.filter((video) => video.userId !== userId));
}

/** Unblocking brings a creator's videos back; the cached pages never held them, so the lists are read again. */
export async function restoreFeedCreator(queryClient: QueryClient): Promise<void> {
  await Promise.all(CARD_LISTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The video as the cache holds it now, from whichever feed, player or single read has it. */
export function findCachedVideo(queryClient: QueryClient, id: string): FeedItem | undefined {
  for (const queryKey of CARD_LISTS) {
    for (const [, data] of queryClient.getQueriesData<CardData>({ queryKey })) {
      const found = data?.pages.flatMap((page) => page.items).find((video) => video.id === id);
      if (found) return found;
    }
  }
  return queryClient.getQueryData<FeedItem>(feedKeys.video(id));
}
