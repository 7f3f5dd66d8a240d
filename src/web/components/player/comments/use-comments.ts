import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { patchFeedVideo } from '../../../api/feed-cache.ts';
import { staleTimes } from '../../../api/query-keys.ts';
import { RESYNC_EVENT, useRealtimeChannel } from '../../../api/realtime.ts';
import { videosApi, type Comment, type CommentList } from '../../../api/videos-api.ts';
import { feedKeys } from '../../../api/feed-keys.ts';
import { realtimeChannel } from '../../../../shared/realtime-catalog.ts';

const isComment = (value: unknown): value is Comment =>
  typeof (value as Comment | null)?.id === 'string' && typeof (value as Comment).content === 'string';

/**
 * A video's comments, the pinned one first then oldest first, with who may comment (issue 38), kept live while the dialog is open: `comment.created` on the video's
 * channel appends (deduplicated by id, so our own post never shows twice) and a resync reloads.
 */
export function useComments(videoId: string) {
  const queryClient = useQueryClient();
  const queryKey = feedKeys.comments(videoId);
  const comments = useQuery({
    queryKey,
    queryFn: ({ signal }) => videosApi.comments(videoId, signal),
    staleTime: staleTimes.live,
    gcTime: 0,
  });

  /** Adds a comment unless it is already there; a new one also raises the card's comment count. */
  const addComment = useCallback(
    (comment: Comment) => {
      let added = false;
      queryClient.setQueryData<CommentList>(feedKeys.comments(videoId), (page) => {
        if (!page || page.items.some((existing) => existing.id === comment.id)) return page;
        added = true;
        return { ...page, items: [...page.items, comment] };
      });
      if (added) patchFeedVideo(queryClient, videoId, (video) => ({ commentCount: video.commentCount + 1 }));
    },
    [queryClient, videoId],
  );

  useRealtimeChannel(realtimeChannel('video', videoId), (event) => {
    if (event.event === 'comment.created' && isComment(event.data) && event.data.videoId === videoId) addComment(event.data);
    else if (event.event === RESYNC_EVENT) void queryClient.invalidateQueries({ queryKey: feedKeys.comments(videoId) });
  });

  /** After the creator hid, showed, pinned or unpinned one: the server's order and marks are read again. */
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: feedKeys.comments(videoId) }), [queryClient, videoId]);

  return { ...comments, addComment, reload };
}
