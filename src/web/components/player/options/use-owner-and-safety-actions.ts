import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { toast } from '../../ui/toast.ts';
import { BLOCK_UI_MESSAGES, DELETE_MESSAGES } from '../../../../shared/feed-messages.ts';
import { ApiError } from '../../../api/client.ts';
import { patchFeedVideo, removeFeedCreator, removeFeedVideo } from '../../../api/feed-cache.ts';
import { videosApi } from '../../../api/videos-api.ts';
import { useAuth } from '../../../auth/auth-provider.tsx';
import { FEED_MESSAGES } from '../../../web-messages.ts';
import { useMute } from '../../people/use-mute.ts';
import { i18n, msg } from '../../../i18n/i18n.ts';
import { profileKeys } from '../../../api/profile-keys.ts';

const PIN_MESSAGES = {
  pinned: msg('Pinned to your profile'),
  unpinned: msg('Unpinned from your profile'),
  failed: msg('Could not change the pin. Please try again.'),
};

interface MenuAction {
  /** Checked first; false stops quietly (a declined confirm, or a toast that already said why). */
  ready?: () => boolean;
  send: () => Promise<unknown>;
  success: string;
  /** Takes what the action removed out of the cached feeds. */
  apply: () => void;
  failure: (error: unknown) => string;
  /** For the console: "Failed to …". */
  what: string;
}

/** One options-menu action: a running flag for its button, the toasts, and the feed change on success. */
function useMenuAction(action: MenuAction, onDone?: () => void) {
  const { t } = useTranslation('feed');
  const [running, setRunning] = useState(false);
  const run = async () => {
    if (running || (action.ready && !action.ready())) return;
    setRunning(true);
    try {
      await action.send();
      toast.success(t(action.success));
      onDone?.();
      action.apply();
    } catch (error) {
      console.error(`Failed to ${action.what}`, error);
      toast.error(t(action.failure(error)));
    } finally {
      setRunning(false);
    }
  };
  return { run, running };
}

/**
 * Delete (owner) and Block User (everyone else) of spec §4 "Video options menu": a confirm prompt, a
 * running flag for 'Deleting...' / 'Blocking...', the spec's toasts, and the feed removal on success.
 */
export function useDeleteVideo(videoId: string, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMenuAction(
    {
      ready: () => window.confirm(i18n.t(DELETE_MESSAGES.confirm)),
      send: () => videosApi.remove(videoId),
      success: DELETE_MESSAGES.success,
      apply: () => removeFeedVideo(queryClient, videoId),
      failure: () => DELETE_MESSAGES.failed,
      what: 'delete video',
    },
    onDone,
  );
}

/** Pin to profile / Unpin (issue 42): the card's flag follows, and the owner's Posts grid is read again. */
export function usePinVideo(video: { id: string; userId: string; pinned: boolean }, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMenuAction(
    {
      send: () => videosApi.pin(video.id, !video.pinned),
      success: video.pinned ? PIN_MESSAGES.unpinned : PIN_MESSAGES.pinned,
      apply: () => {
        patchFeedVideo(queryClient, video.id, { pinned: !video.pinned });
        void queryClient.invalidateQueries({ queryKey: profileKeys.videos(video.userId, 'videos') });
      },
      failure: (error) => (error instanceof ApiError ? error.message : PIN_MESSAGES.failed),
      what: 'pin video',
    },
    onDone,
  );
}

export function useBlockUser(userId: string, onDone?: () => void) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMenuAction(
    {
      ready: () => {
        if (user) return window.confirm(i18n.t(BLOCK_UI_MESSAGES.confirm));
        toast.error(i18n.t(BLOCK_UI_MESSAGES.loginRequired));
        return false;
      },
      send: () => videosApi.block(userId),
      success: BLOCK_UI_MESSAGES.success,
      apply: () => removeFeedCreator(queryClient, userId),
      failure: (error) => (error instanceof ApiError && error.code === '23505' ? BLOCK_UI_MESSAGES.already : BLOCK_UI_MESSAGES.failed),
      what: 'block user',
    },
    onDone,
  );
}

/** "Not interested" (issue 13): the card leaves the feed at once; For You weighs the video and creator less. */
export function useNotInterested(videoId: string, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMenuAction(
    {
      send: () => videosApi.notInterested(videoId),
      success: FEED_MESSAGES.notInterestedDone,
      apply: () => removeFeedVideo(queryClient, videoId),
      failure: () => FEED_MESSAGES.notInterestedFailed,
      what: 'record not interested',
    },
    onDone,
  );
}

/** "Mute @name" (issue 38): that creator's cards leave every cached feed; the toast offers Undo. */
export function useMuteCreator(video: { userId: string; username: string }, onDone?: () => void) {
  return useMute({ userId: video.userId, username: video.username }, onDone);
}
