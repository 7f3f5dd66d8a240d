import type { QueryClient } from '@tanstack/react-query';
import type { Collection, CollectionList } from './collections-api.ts';
import { collectionKeys } from './collection-keys.ts';
import { feedKeys } from './feed-keys.ts';

/**
 * A collection the server answered with is written into every cached read that shows it (the dialog's list,
 * the rows, its page), so they agree without a refetch; as feed-cache.ts does for cards.
 */
function mapLists(queryClient: QueryClient, map: (items: Collection[]) => Collection[]): void {
  queryClient.setQueriesData<CollectionList>({ queryKey: collectionKeys.lists }, (list) => (list ? { ...list, items: map(list.items) } : list));
}

/** The server's answer for one collection; `hasVideo` is kept, since only a list asked about a video says it. */
export function writeCollection(queryClient: QueryClient, collection: Collection): void {
  mapLists(queryClient, (items) => items.map((item) => (item.id === collection.id ? { ...collection, hasVideo: item.hasVideo } : item)));
  queryClient.setQueryData<Collection>(collectionKeys.collection(collection.id), collection);
}

/** A deleted collection leaves every list, and its page and player are forgotten. */
export function dropCollection(queryClient: QueryClient, id: string): void {
  mapLists(queryClient, (items) => items.filter((item) => item.id !== id));
  queryClient.removeQueries({ queryKey: collectionKeys.collection(id) });
  queryClient.removeQueries({ queryKey: feedKeys.player({ kind: 'collection', collectionId: id }) });
}

/**
 * After its videos changed: its grid is read again, and its player only marked stale, since the card just
 * added or taken out may be on screen in that very player and must not vanish under the viewer's thumb.
 */
export function collectionVideosChanged(queryClient: QueryClient, id: string): void {
  void queryClient.invalidateQueries({ queryKey: collectionKeys.videos(id) });
  void queryClient.invalidateQueries({ queryKey: feedKeys.player({ kind: 'collection', collectionId: id }), refetchType: 'none' });
}
