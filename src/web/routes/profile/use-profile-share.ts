import { useCallback } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { trackEvent } from '../../api/analytics.ts';
import { i18n } from '../../i18n/i18n.ts';

/** Spec §8: Share on a profile copies its URL to the clipboard. */
export function useProfileShare(userId: string) {
  return useCallback(async () => {
    const url = `${window.location.origin}/profile/${userId}`;
    try {
      await navigator.clipboard.writeText(url);
    } catch (error) {
      console.error('Failed to copy the profile link', error);
      toast.error(i18n.t('Failed to copy', { ns: 'profile' }), { description: i18n.t('Could not copy link to clipboard', { ns: 'profile' }) });
      return;
    }
    toast.success(i18n.t('Link copied!', { ns: 'profile' }), { description: i18n.t('Profile link copied to clipboard', { ns: 'profile' }) });
    trackEvent('profile_shared', { userId: userId });
  }, [userId]);
}
