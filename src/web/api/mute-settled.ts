import type { QueryClient } from '@tanstack/react-query';
import { audienceKeys } from './audience-keys.ts';
import { removeFeedCreator, restoreFeedCreator } from './feed-cache.ts';
import type { ProfileView } from './profiles-api.ts';
import { searchKeys } from './search-keys.ts';
import { profileKeys } from './profile-keys.ts';

/**
 * What a mute or an unmute does once the server agrees, wherever it was tapped (a card's menu, a profile,
 * Settings): the person's profile shows it, Settings' list is read again, search and hashtag lists are marked
 * stale, and the feeds lose (mute) or read again (unmute) that person's cards, as a block does.
 */
export function muteSettled(queryClient: QueryClient, viewerId: string | undefined, userId: string, muted: boolean) {
  queryClient.setQueryData<ProfileView>(profileKeys.profile(userId), (profile) => (profile ? { ...profile, isMuted: muted } : profile));
  if (viewerId) void queryClient.invalidateQueries({ queryKey: audienceKeys.mutedAccounts(viewerId) });
  // Not refetched under the finger: the next visit to a search or hashtag page reads it without them.
  void queryClient.invalidateQueries({ queryKey: searchKeys.all, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: searchKeys.tags, refetchType: 'none' });
  if (muted) removeFeedCreator(queryClient, userId);
  else void restoreFeedCreator(queryClient);
}
