import type { QueryClient } from '@tanstack/react-query';
import { offerPushPrompt } from '../pwa/push-prompt-offer.ts';
import { trackEvent } from './analytics.ts';
import { creatorKeys } from './creator-keys.ts';
import { queryKeys } from './query-keys.ts';
import { searchKeys } from './search-keys.ts';

/**
 * What any Follow button does once the server agrees, wherever it was tapped (a profile, search results,
 * suggestions): the event, my following count and Following feed marked stale, and every Follow button for
 * this person set to the answer. Lists showing them are marked stale but not refetched under the finger.
 */
export function followSettled(queryClient: QueryClient, viewerId: string | undefined, userId: string, following: boolean) {
  trackEvent('follow', { user_id: userId, following });
  // Following someone is when hearing back starts to matter: the one push prompt may show (once).
  if (following) offerPushPrompt();
  if (viewerId) void queryClient.invalidateQueries({ queryKey: creatorKeys.profile(viewerId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.feed.list('following') });
  queryClient.setQueryData(searchKeys.followOverlay(userId), following);
  void queryClient.invalidateQueries({ queryKey: searchKeys.all, refetchType: 'none' });
}
