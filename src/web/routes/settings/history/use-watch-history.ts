import { useMemo } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { WATCH_HISTORY_TEXT } from '../../../../shared/watch-history.ts';
import { watchHistoryKeys } from '../../../api/watch-history-keys.ts';
import { useAuth } from '../../../auth/auth-provider.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { serverMessage } from '../../../lib/form-check.ts';
import { uniqueItems } from '../../../lib/unique-items.ts';
import { emptied, watchHistoryApi, withoutVideo, withPaused, withVideoBack, type RemovedFrom, type WatchedVideo, type WatchHistoryPages } from './watch-history-api.ts';

/**
 * The watch history read a page at a time, and what the screen does to it: pause recording, remove one
 * video, clear all. Each writes the cached pages itself rather than reading every page again, so a long
 * history does not reload (and jump) under the finger that just removed a tile.
 */
export function useWatchHistory() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  const listKey = watchHistoryKeys.list(userId);
  const removingKey = watchHistoryKeys.removing(userId);
  const edit = (change: (data: WatchHistoryPages) => WatchHistoryPages) => queryClient.setQueryData<WatchHistoryPages>(listKey, (data) => data && change(data));

  // Not useGridPages: that hook keeps only items and cursors, and this list's pages also carry `paused`.
  const query = useInfiniteQuery({
    queryKey: listKey,
    queryFn: ({ pageParam, signal }) => watchHistoryApi.page(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: userId !== '',
  });
  const items = useMemo(() => uniqueItems(query.data?.pages.map((page) => page.items), (item) => item.id), [query.data]);
  const paused = query.data?.pages[0]?.paused ?? false;

  const pause = useMutation({
    mutationFn: watchHistoryApi.setPaused,
    onSuccess: (answer) => edit((data) => withPaused(data, answer.paused)),
    onError: (error) => toast.error(serverMessage(error, t(WATCH_HISTORY_TEXT.pauseFailed))),
  });

  const remove = useMutation({
    mutationKey: removingKey,
    mutationFn: (video: WatchedVideo) => watchHistoryApi.remove(video.id),
    onMutate: async (video): Promise<RemovedFrom | null> => {
      // A read in flight must not land after the removal and bring the tile back.
      await queryClient.cancelQueries({ queryKey: listKey });
      const data = queryClient.getQueryData<WatchHistoryPages>(listKey);
      if (!data) return null;
      const { data: without, removedFrom } = withoutVideo(data, video.id);
      queryClient.setQueryData<WatchHistoryPages>(listKey, without);
      return removedFrom;
    },
    onError: (error, video, removedFrom) => {
      if (removedFrom) edit((data) => withVideoBack(data, video, removedFrom));
      toast.error(serverMessage(error, t(WATCH_HISTORY_TEXT.removeFailed)));
    },
    onSettled: () => {
      // The last removal of a burst reads the list again, so the pages refill up to their size.
      if (queryClient.isMutating({ mutationKey: removingKey }) === 1) void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });

  const clear = useMutation({
    mutationFn: watchHistoryApi.clear,
    onMutate: () => queryClient.cancelQueries({ queryKey: listKey }),
    onSuccess: () => {
      edit(emptied);
      toast.success(t(WATCH_HISTORY_TEXT.cleared));
    },
    onError: (error) => toast.error(serverMessage(error, t(WATCH_HISTORY_TEXT.clearFailed))),
  });

  return { query, items, paused, pause, remove, clear };
}
