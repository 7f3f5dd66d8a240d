import { useCallback } from 'react';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { collectionVideosChanged, dropCollection, writeCollection } from '../../api/collection-cache.ts';
import { collectionKeys } from '../../api/collection-keys.ts';
import { collectionsApi, type Collection, type CollectionChanges } from '../../api/collections-api.ts';
import type { ProfileVideo } from '../../api/profiles-api.ts';
import { collectionSharePath } from '../../../shared/collections.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { i18n } from '../../i18n/i18n.ts';
import { collectionErrorText } from '../../components/collections/collection-errors.ts';
import { toast } from '../../components/ui/toast.ts';

type VideoPages = InfiniteData<{ items: ProfileVideo[]; nextCursor: string | null }, string | null>;

const failed = (what: string) => (error: Error) => {
  console.error(`Failed to ${what}`, error);
  toast.error(collectionErrorText(error));
};

/**
 * The owner's changes to a collection (issue 55 item 2): a new name, public or private, a cover. The answer is
 * written into the page and every row that shows it; `done` is the toast that says what changed.
 */
export function useUpdateCollection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ changes }: { changes: CollectionChanges; done: string }) => collectionsApi.update(id, changes),
    onSuccess: (saved, { done }) => {
      writeCollection(queryClient, saved);
      toast.success(done);
    },
    onError: failed('change the collection'),
  });
}

/** Deleting keeps its videos in my Favourites, which is where the owner lands. */
export function useDeleteCollection(collection: Collection, done: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user } = useAuth();
  return useMutation({
    mutationFn: () => collectionsApi.remove(collection.id),
    onSuccess: () => {
      toast.success(done);
      // Forgotten once the page has gone, so it never reads itself again and flashes "not found".
      const leaving = navigate(`/profile/${encodeURIComponent(user?.id ?? collection.owner.userId)}?tab=favourites`, { replace: true });
      void Promise.resolve(leaving).then(() => dropCollection(queryClient, collection.id));
    },
    onError: failed('delete the collection'),
  });
}

/** Takes a video out (it stays in my Favourites): its tile leaves the grid, the count and cover follow. */
export function useRemoveFromCollection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId }: { videoId: string; done: string }) => collectionsApi.removeVideo(id, videoId),
    onSuccess: (saved, { videoId, done }) => {
      queryClient.setQueryData<VideoPages>(collectionKeys.videos(id), (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((video) => video.id !== videoId) })) } : data,
      );
      writeCollection(queryClient, saved);
      collectionVideosChanged(queryClient, id);
      toast.success(done);
    },
    onError: failed('remove the video from the collection'),
  });
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Share on a collection's page (issue 55 item 2): the native share sheet when the browser has one, else its
 * link /c/{id} is copied, as a video's and a profile's are. Closing the sheet is a choice, not a failure.
 */
export function useCollectionShare() {
  return useCallback(async (collection: Pick<Collection, 'id' | 'name'>) => {
    const url = `${window.location.origin}${collectionSharePath(collection.id)}`;
    const data: ShareData = { title: collection.name, url };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if (isAbort(error)) return;
        console.error('Native share failed; copying the link instead', error);
      }
    }
    try {
      await navigator.clipboard.writeText(url);
    } catch (error) {
      console.error('Failed to copy the collection link', error);
      toast.error(i18n.t('Could not copy the link', { ns: 'collections' }));
      return;
    }
    toast.success(i18n.t('Link copied', { ns: 'collections' }));
  }, []);
}
