import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { collectionVideosChanged, writeCollection } from '../../../../api/collection-cache.ts';
import { collectionKeys } from '../../../../api/collection-keys.ts';
import { collectionsApi, type Collection, type CollectionList } from '../../../../api/collections-api.ts';
import { patchFeedVideo } from '../../../../api/feed-cache.ts';
import { feedKeys } from '../../../../api/feed-keys.ts';
import { profileKeys } from '../../../../api/profile-keys.ts';
import { useAuth } from '../../../../auth/auth-provider.tsx';
import { collectionErrorText } from '../../../collections/collection-errors.ts';
import { toast } from '../../../ui/toast.ts';

/**
 * Whether one video is in each of my collections, for the "Add to collection" dialog: my list asked about the
 * video, and a toggle that ticks the box at once and unticks it (with the server's reason) if the call fails.
 * Each collection changes one call at a time (its box is disabled meanwhile), so a rollback only ever undoes
 * its own tick.
 */
export function useCollectionMembership(videoId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const key = collectionKeys.mineWith(userId, videoId);
  // Each collection whose call is running, with the tick it is making: the box shows it in the same render as
  // the tap (the cache is written after an await, and a controlled checkbox would flick back meanwhile).
  const [busy, setBusy] = useState<ReadonlyMap<string, boolean>>(new Map());

  const setHas = useCallback(
    (id: string, hasVideo: boolean, videoCount: number) =>
      queryClient.setQueryData<CollectionList>(key, (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === id ? { ...item, hasVideo, videoCount } : item)) } : list,
      ),
    [queryClient, key],
  );

  /** Adding saves the video to my Favourites too (the server does): every card of it shows Saved. */
  const markSaved = useCallback(() => {
    patchFeedVideo(queryClient, videoId, (video) => (video.isFavourite ? {} : { isFavourite: true, favouriteCount: video.favouriteCount + 1 }));
    // Marked stale only, as the Save button does: the Favourites player may be the one on screen.
    void queryClient.invalidateQueries({ queryKey: profileKeys.favourites(userId), refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: feedKeys.player({ kind: 'favourites', userId }), refetchType: 'none' });
  }, [queryClient, videoId, userId]);

  const toggle = useCallback(
    async (collection: Collection, add: boolean): Promise<boolean> => {
      setBusy((ids) => new Map(ids).set(collection.id, add));
      await queryClient.cancelQueries({ queryKey: key });
      const { hasVideo, videoCount } = collection;
      setHas(collection.id, add, Math.max(0, videoCount + (add ? 1 : -1)));
      try {
        const saved = add ? await collectionsApi.addVideo(collection.id, videoId) : await collectionsApi.removeVideo(collection.id, videoId);
        // Written into every list that shows it; this list's tick stays, as only it asked about the video.
        writeCollection(queryClient, saved);
        collectionVideosChanged(queryClient, saved.id);
        if (add) markSaved();
        return true;
      } catch (error) {
        console.error('Failed to change the collection', error);
        setHas(collection.id, hasVideo, videoCount);
        toast.error(collectionErrorText(error));
        return false;
      } finally {
        setBusy((ids) => {
          const rest = new Map(ids);
          rest.delete(collection.id);
          return rest;
        });
      }
    },
    [queryClient, key, setHas, videoId, markSaved],
  );

  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => collectionsApi.mine(videoId, signal) });
  return { list, toggle, busy };
}
