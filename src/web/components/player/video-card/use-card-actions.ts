import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../ui/toast.ts';
import type { FeedItem, ReactionType } from '../../../api/videos-api.ts';
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

/** Whether one of the viewer's taps on this video still waits for its answer. */
export function tapsInFlight(videoId: string): boolean {
  for (const key of inFlight.keys()) if (key.endsWith(`:${videoId}`)) return true;
  return false;
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

/** A yes/no of the viewer's on a card with its count: Like, Save, Repost. */
export interface CountedToggle {
  /** The key its calls are tracked under, with the video's id. */
  kind: string;
  read: (video: FeedItem) => { on: boolean; count: number };
  write: (on: boolean, count: number) => Partial<FeedItem>;
  send: (videoId: string, on: boolean) => Promise<Partial<FeedItem>>;
  /** A catalog key, or the words themselves from the failure (a refusal the server explains, as Repost's). */
  failed: string | ((error: unknown) => string);
  /** After the server took it: lists the change makes stale, and what the viewer is told, if anything. */
  settled?: (queryClient: QueryClient, userId: string, on: boolean) => void;
}

/** Turns a toggle on or off with an optimistic count, rolled back on failure; visitors are told to log in. */
export function useCountedToggle(videoId: string, toggle: CountedToggle) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useCallback(async () => {
    const current = findCachedVideo(queryClient, videoId);
    if (!current) return;
    if (!user) {
      toast.error(i18n.t(REACTION_MESSAGES.loginTitle), { description: i18n.t(REACTION_MESSAGES.loginBody) });
      return;
    }
    const { on, count } = toggle.read(current);
    patchFeedVideo(queryClient, videoId, toggle.write(!on, Math.max(0, count + (on ? -1 : 1))));
    try {
      const { value, last } = await tracked(`${toggle.kind}:${videoId}`, () => toggle.send(videoId, !on));
      if (last) patchFeedVideo(queryClient, videoId, value);
      toggle.settled?.(queryClient, user.id, !on);
    } catch (error) {
      console.error(`Failed to update ${toggle.kind}`, error);
      patchFeedVideo(queryClient, videoId, toggle.write(on, count));
      toast.error(typeof toggle.failed === 'function' ? toggle.failed(error) : i18n.t(toggle.failed));
    }
  }, [queryClient, user, videoId, toggle]);
}

const LIKE: CountedToggle = {
  kind: 'like',
  read: (video) => ({ on: video.isLiked, count: video.likeCount }),
  write: (isLiked, likeCount) => ({ isLiked, likeCount }),
  send: (videoId, on) => (on ? videosApi.like(videoId) : videosApi.unlike(videoId)),
  failed: REACTION_MESSAGES.likeFailed,
};

/**
 * The Favourites tab and its player are only marked stale, never read again at once: the card being unsaved
 * may be on screen in that very player, and must not vanish under the viewer's thumb.
 */
const SAVE: CountedToggle = {
  kind: 'favourite',
  read: (video) => ({ on: video.isFavourite, count: video.favouriteCount }),
  write: (isFavourite, favouriteCount) => ({ isFavourite, favouriteCount }),
  send: (videoId, on) => (on ? videosApi.favourite(videoId) : videosApi.unfavourite(videoId)),
  failed: FAVOURITE_MESSAGES.failed,
  settled: (queryClient, userId) => {
    void queryClient.invalidateQueries({ queryKey: profileKeys.favourites(userId), refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: feedKeys.player({ kind: 'favourites', userId }), refetchType: 'none' });
  },
};

/** Like / unlike with an optimistic count, rolled back on failure (spec §4 "Like"). */
export const useLike = (videoId: string) => useCountedToggle(videoId, LIKE);

/** Save / unsave to the viewer's private Favourites (issue 55), as Like. */
export const useSave = (videoId: string) => useCountedToggle(videoId, SAVE);
