import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { BLOCK_UI_MESSAGES, DELETE_MESSAGES } from '../../../../shared/feed-messages.ts';
import { ApiError } from '../../../api/client.ts';
import { removeFeedCreator, removeFeedVideo } from '../../../api/feed-cache.ts';
import { videosApi } from '../../../api/videos-api.ts';
import { useAuth } from '../../../auth/auth-provider.tsx';
import { FEED_MESSAGES } from '../../../web-messages.ts';

/**
 * Delete (owner) and Block User (everyone else) of spec §4 "Video options menu": a confirm prompt, a
 * running flag for 'Deleting...' / 'Blocking...', the spec's toasts, and the feed removal on success.
 */
export function useDeleteVideo(videoId: string, onDone?: () => void) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const run = async () => {
    if (running || !window.confirm(DELETE_MESSAGES.confirm)) return;
    setRunning(true);
    try {
      await videosApi.remove(videoId);
      toast.success(DELETE_MESSAGES.success);
      onDone?.();
      removeFeedVideo(queryClient, videoId);
    } catch (error) {
      console.error('Failed to delete video', error);
      toast.error(DELETE_MESSAGES.failed);
    } finally {
      setRunning(false);
    }
  };
  return { run, running };
}

export function useBlockUser(userId: string, onDone?: () => void) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [running, setRunning] = useState(false);
  const run = async () => {
    if (running) return;
    if (!user) {
      toast.error(BLOCK_UI_MESSAGES.loginRequired);
      return;
    }
    if (!window.confirm(BLOCK_UI_MESSAGES.confirm)) return;
    setRunning(true);
    try {
      await videosApi.block(userId);
      toast.success(BLOCK_UI_MESSAGES.success);
      onDone?.();
      removeFeedCreator(queryClient, userId);
    } catch (error) {
      console.error('Failed to block user', error);
      toast.error(error instanceof ApiError && error.code === '23505' ? BLOCK_UI_MESSAGES.already : BLOCK_UI_MESSAGES.failed);
    } finally {
      setRunning(false);
    }
  };
  return { run, running };
}

/** "Not interested" (issue 13): the card leaves the feed at once; For You weighs the video and creator less. */
export function useNotInterested(videoId: string, onDone?: () => void) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const run = async () => {
    if (running) return;
    setRunning(true);
    try {
      await videosApi.notInterested(videoId);
      toast.success(FEED_MESSAGES.notInterestedDone);
      onDone?.();
      removeFeedVideo(queryClient, videoId);
    } catch (error) {
      console.error('Failed to record not interested', error);
      toast.error(FEED_MESSAGES.notInterestedFailed);
    } finally {
      setRunning(false);
    }
  };
  return { run, running };
}
