import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { patchFeedVideo } from '../../../api/feed-cache.ts';
import { queryKeys, staleTimes } from '../../../api/query-keys.ts';
import { RESYNC_EVENT, useRealtimeChannel } from '../../../api/realtime.ts';
import { videosApi, type Comment } from '../../../api/videos-api.ts';

const isComment = (value: unknown): value is Comment =>
  typeof (value as Comment | null)?.id === 'string' && typeof (value as Comment).content === 'string';

/**
 * A video's comments, oldest first, kept live while the dialog is open: `comment.created` on the video's
 * channel appends (deduplicated by id, so our own post never shows twice) and a resync reloads.
 */
export function useComments(videoId: string) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.comments(videoId);
  const comments = useQuery({
    queryKey,
    queryFn: ({ signal }) => videosApi.comments(videoId, signal).then((page) => page.items),
    staleTime: staleTimes.live,
    gcTime: 0,
  });

  /** Adds a comment unless it is already there; a new one also raises the card's comment count. */
  const addComment = useCallback(
    (comment: Comment) => {
      let added = false;
      queryClient.setQueryData<Comment[]>(queryKeys.comments(videoId), (list) => {
        if (!list || list.some((existing) => existing.id === comment.id)) return list;
        added = true;
        return [...list, comment];
      });
      if (added) patchFeedVideo(queryClient, videoId, (video) => ({ commentCount: video.commentCount + 1 }));
    },
    [queryClient, videoId],
  );

  useRealtimeChannel(`video:${videoId}`, (event) => {
    if (event.event === 'comment.created' && isComment(event.data) && event.data.videoId === videoId) addComment(event.data);
    else if (event.event === RESYNC_EVENT) void queryClient.invalidateQueries({ queryKey: queryKeys.comments(videoId) });
  });

  return { ...comments, addComment };
}
