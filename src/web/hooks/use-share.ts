import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation.ts';
import { toast } from '../components/ui/toast.ts';
import { SHARE_MESSAGES } from '../../shared/feed-messages.ts';
import { shareUrl, videosApi } from '../api/videos-api.ts';
import { useAuth } from '../auth/auth-provider.tsx';
import { patchFeedVideo } from '../api/feed-cache.ts';
import { i18n } from '../i18n/i18n.ts';

interface Shareable {
  id: string;
  username: string;
  caption?: string | null;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Spec §7 "Sharing" and §8: the native share sheet when the browser has one, else the link is copied.
 * A completed share or copy is recorded (signed-in users only) and the card's share count updated.
 */
export function useShare() {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const { user } = useAuth();

  const record = useCallback(
    async (videoId: string) => {
      if (!user) return;
      try {
        const { shareCount } = await videosApi.share(videoId);
        patchFeedVideo(queryClient, videoId, { shareCount });
      } catch (error) {
        console.error('Failed to record the share', error);
      }
    },
    [queryClient, user],
  );

  const copyLink = useCallback(
    async (video: Shareable) => {
      try {
        await navigator.clipboard.writeText(shareUrl(video.id));
      } catch (error) {
        console.error('Failed to copy link', error);
        toast.error(i18n.t(SHARE_MESSAGES.copyFailed));
        return;
      }
      toast.success(i18n.t(SHARE_MESSAGES.title), { description: i18n.t(SHARE_MESSAGES.copied) });
      await record(video.id);
    },
    [record],
  );

  const share = useCallback(
    async (video: Shareable) => {
      const url = shareUrl(video.id);
      const data: ShareData = { title: t('@{{username}} on Popreel', { username: video.username }), text: video.caption || undefined, url };
      if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
        try {
          await navigator.share(data);
        } catch (error) {
          // Closing the share sheet is the user's choice, not a failure (spec §8).
          if (isAbort(error)) {
            console.log('Share cancelled');
            return;
          }
          console.error('Native share failed; copying the link instead', error);
          await copyLink(video);
          return;
        }
        toast.success(i18n.t(SHARE_MESSAGES.title), { description: i18n.t(SHARE_MESSAGES.shared) });
        await record(video.id);
        return;
      }
      await copyLink(video);
    },
    [copyLink, record, t],
  );

  return { share, copyLink };
}
