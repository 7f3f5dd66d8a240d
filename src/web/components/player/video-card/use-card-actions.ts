import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../ui/toast.ts';
import type { ReactionType } from '../../../api/videos-api.ts';
import { REACTION_MESSAGES } from '../../../../shared/feed-messages.ts';
import { videosApi } from '../../../api/videos-api.ts';
import { useAuth } from '../../../auth/auth-provider.tsx';
import { findCachedVideo, patchFeedVideo } from '../../../api/feed-cache.ts';
import { nextReaction } from './reaction-state.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { FAVOURITE_MESSAGES } from '../../../web-messages.ts';
import { feedKeys } from '../../../api/feed-keys.ts';
import { profileKeys } from '../../../api/profile-keys.ts';

/**
 * Calls still in flight per video and kind. A server answer is written to the cache only by the last call
 * of its kind, so a quick second tap is never overwritten by the first tap's (older) answer.
 */
const inFlight = new Map<string, number>();
async function tracked<T>(key: string, run: () => Promise<T>): Promise<{ value: T; last: boolean }> {
  inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
  const settle = () => {
    const left = (inFlight.get(key) ?? 1) - 1;
    if (left > 0) inFlight.set(key, left);
    else inFlight.delete(key);
    return left === 0;
  };
  try {
    const value = await run();
    return { value, last: settle() };
  } catch (error) {
    settle();
    throw error;
  }
}

/** Spec §4: a failed reaction is rolled back "with a reload": the card's counts are read again. */
async function reloadCounts(queryClient: QueryClient, id: string): Promise<void> {
  try {
    const fresh = await videosApi.get(id);
    patchFeedVideo(queryClient, id, {
      reaction: fresh.reaction,
      popCount: fresh.popCount,
      unpopCount: fresh.unpopCount,
      likeCount: fresh.likeCount,
      isLiked: fresh.isLiked,
    });
  } catch (error) {
    console.error('Failed to reload the video after a failed reaction', error);
  }
}

/** Pop / unpop with the optimistic state machine; visitors are told to log in. */
export function useReaction(videoId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useCallback(
    async (type: ReactionType) => {
      if (!user) {
        toast.error(i18n.t(REACTION_MESSAGES.loginTitle), { description: i18n.t(REACTION_MESSAGES.loginBody) });
        return;
      }
      patchFeedVideo(queryClient, videoId, (video) => nextReaction(video, type));
      try {
        const { value, last } = await tracked(`reaction:${videoId}`, () => videosApi.react(videoId, type));
        if (last) patchFeedVideo(queryClient, videoId, value);
      } catch (error) {
        console.error('Failed to update reaction', error);
        toast.error(i18n.t(REACTION_MESSAGES.failed));
        await reloadCounts(queryClient, videoId);
      }
    },
    [queryClient, user, videoId],
  );
}

/** Like / unlike with an optimistic count, rolled back on failure (spec §4 "Like"). */
export function useLike(videoId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useCallback(async () => {
    const current = findCachedVideo(queryClient, videoId);
    if (!current) return;
    if (!user) {
      toast.error(i18n.t(REACTION_MESSAGES.loginTitle), { description: i18n.t(REACTION_MESSAGES.loginBody) });
      return;
    }
    const before = { isLiked: current.isLiked, likeCount: current.likeCount };
    const liking = !current.isLiked;
    patchFeedVideo(queryClient, videoId, { isLiked: liking, likeCount: Math.max(0, current.likeCount + (liking ? 1 : -1)) });
    try {
      const { value, last } = await tracked(`like:${videoId}`, () => (liking ? videosApi.like(videoId) : videosApi.unlike(videoId)));
      if (last) patchFeedVideo(queryClient, videoId, value);
    } catch (error) {
      console.error('Failed to update like', error);
      patchFeedVideo(queryClient, videoId, before);
      toast.error(i18n.t(REACTION_MESSAGES.likeFailed));
    }
  }, [queryClient, user, videoId]);
}

/**
 * Save / unsave to the viewer's private Favourites, as Like: an optimistic count, rolled back on failure.
 * The Favourites tab and its player are only marked stale, never read again at once: the card being unsaved
 * may be on screen in that very player, and must not vanish under the viewer's thumb.
 */
export function useSave(videoId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useCallback(async () => {
    const current = findCachedVideo(queryClient, videoId);
    if (!current) return;
    if (!user) {
      toast.error(i18n.t(REACTION_MESSAGES.loginTitle), { description: i18n.t(REACTION_MESSAGES.loginBody) });
      return;
    }
    const before = { isFavourite: current.isFavourite, favouriteCount: current.favouriteCount };
    const saving = !current.isFavourite;
    patchFeedVideo(queryClient, videoId, { isFavourite: saving, favouriteCount: Math.max(0, current.favouriteCount + (saving ? 1 : -1)) });
    try {
      const { value, last } = await tracked(`favourite:${videoId}`, () => (saving ? videosApi.favourite(videoId) : videosApi.unfavourite(videoId)));
      if (last) patchFeedVideo(queryClient, videoId, value);
      void queryClient.invalidateQueries({ queryKey: profileKeys.favourites(user.id), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: feedKeys.player({ kind: 'favourites', userId: user.id }), refetchType: 'none' });
    } catch (error) {
      console.error('Failed to update favourite', error);
      patchFeedVideo(queryClient, videoId, before);
      toast.error(i18n.t(FAVOURITE_MESSAGES.failed));
    }
  }, [queryClient, user, videoId]);
}
