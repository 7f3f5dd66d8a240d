import type { FeedItem } from '../../../api/videos-api.ts';
import { videosApi } from '../../../api/videos-api.ts';
import { ApiError } from '../../../api/client.ts';
import { feedKeys } from '../../../api/feed-keys.ts';
import { profileKeys } from '../../../api/profile-keys.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { toast } from '../../ui/toast.ts';
import { useCountedToggle, type CountedToggle } from './use-card-actions.ts';

/**
 * Only these reach the reposter's followers; the server refuses the rest with its own words, which the share
 * sheet also shows beside a disabled Repost so nobody has to try to find out.
 */
export const canRepost = (video: Pick<FeedItem, 'visibility'>) => video.visibility === 'public' || video.visibility === 'unlisted';

/**
 * Issue 55 item 3. The toasts are the feed's words (the share sheet, the only caller, reads that namespace);
 * a refusal shows the server's message, already in the app's language (decision 049).
 */
const REPOST: CountedToggle = {
  kind: 'repost',
  read: (video) => ({ on: video.isReposted, count: video.repostCount }),
  write: (isReposted, repostCount) => ({ isReposted, repostCount }),
  send: (videoId, on) => (on ? videosApi.repost(videoId) : videosApi.unrepost(videoId)),
  failed: (error) => (error instanceof ApiError && error.fromServer ? error.message : i18n.t('Could not update the repost. Please try again.', { ns: 'feed' })),
  /**
   * The viewer's own Reposts tab and its player are only marked stale, as Save's Favourites are: the card may be
   * on screen in that very player.
   */
  settled: (queryClient, userId, on) => {
    toast.success(on ? i18n.t('Reposted', { ns: 'feed' }) : i18n.t('Repost removed', { ns: 'feed' }));
    void queryClient.invalidateQueries({ queryKey: profileKeys.videos(userId, 'reposts'), refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: feedKeys.player({ kind: 'reposts', userId }), refetchType: 'none' });
  },
};

/** Repost / undo with an optimistic count, rolled back on failure, as Like and Save. */
export const useRepost = (videoId: string) => useCountedToggle(videoId, REPOST);
