import { useCallback } from 'react';
import { toast } from 'sonner';
import { PROFILE_TEXT } from '../../../shared/creator-messages.ts';
import { trackEvent } from '../../api/analytics.ts';

/** Spec §8: Share on a profile copies its URL to the clipboard. */
export function useProfileShare(userId: string) {
  return useCallback(async () => {
    const url = `${window.location.origin}/profile/${userId}`;
    try {
      await navigator.clipboard.writeText(url);
    } catch (error) {
      console.error('Failed to copy the profile link', error);
      toast.error(PROFILE_TEXT.copyFailedTitle, { description: PROFILE_TEXT.copyFailed });
      return;
    }
    toast.success(PROFILE_TEXT.copiedTitle, { description: PROFILE_TEXT.copied });
    trackEvent('profile_shared', { user_id: userId });
  }, [userId]);
}
