import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../ui/toast.ts';
import { forYouApi } from '../../../api/for-you-api.ts';
import { feedKeys } from '../../../api/feed-keys.ts';
import { mapFeeds } from '../../../api/feed-cache.ts';
import { i18n } from '../../../i18n/i18n.ts';

const text = {
  hidden: (username: string) => i18n.t('Hid @{{username}} from your For You', { ns: 'feed', username }),
  shown: (username: string) => i18n.t('@{{username}} can show in your For You again', { ns: 'feed', username }),
  failed: () => i18n.t('Could not update your For You. Please try again.', { ns: 'feed' }),
  undo: () => i18n.t('Undo', { ns: 'feed' }),
};

async function unhide(queryClient: QueryClient, creator: { userId: string; username: string }) {
  try {
    await forYouApi.unhideCreator(creator.userId);
    toast.success(text.shown(creator.username));
    await queryClient.invalidateQueries({ queryKey: feedKeys.list('foryou') });
  } catch (error) {
    console.error('Failed to unhide creator', error);
    toast.error(text.failed());
  }
}

/**
 * "Hide this creator" (issue 56): their cards leave the cached For You at once; Following, their profile and
 * search keep them, as the server does. The toast offers Undo, which reads For You again. Loaded on the tap,
 * so the feed's first load does not carry it.
 */
export async function hideCreator(queryClient: QueryClient, creator: { userId: string; username: string }) {
  try {
    await forYouApi.hideCreator(creator.userId);
    mapFeeds(queryClient, (items) => items.filter((video) => video.userId !== creator.userId), [feedKeys.list('foryou')]);
    toast.success(text.hidden(creator.username), { action: { label: text.undo(), onClick: () => void unhide(queryClient, creator) } });
  } catch (error) {
    console.error('Failed to hide creator', error);
    toast.error(text.failed());
  }
}
