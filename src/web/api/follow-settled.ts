import type { QueryClient } from '@tanstack/react-query';
import { offerPushPrompt } from '../pwa/push-prompt-offer.ts';
import { trackEvent } from './analytics.ts';
import { searchKeys } from './search-keys.ts';
import type { FollowState } from './profiles-api.ts';
import { feedKeys } from './feed-keys.ts';
import { profileKeys } from './profile-keys.ts';

/** What a Follow button shows: a private account's answer to a follow is a request until it is approved. */
export type FollowStatus = 'none' | 'requested' | 'following';

export const followStatusOf = (state: Pick<FollowState, 'following' | 'requested'>): FollowStatus =>
  state.following ? 'following' : state.requested ? 'requested' : 'none';

/**
 * What any Follow button does once the server agrees, wherever it was tapped (a profile, search results,
 * suggestions): the event, my following count and Following feed marked stale, and every Follow button for
 * this person set to the answer. Lists showing them are marked stale but not refetched under the finger.
 */
export function followSettled(queryClient: QueryClient, viewerId: string | undefined, userId: string, state: FollowState) {
  const { following } = state;
  trackEvent('follow', { userId: userId, following });
  // Following someone is when hearing back starts to matter: the one push prompt may show (once).
  if (following) offerPushPrompt();
  if (viewerId) void queryClient.invalidateQueries({ queryKey: profileKeys.profile(viewerId) });
  void queryClient.invalidateQueries({ queryKey: feedKeys.list('following') });
  queryClient.setQueryData<FollowStatus>(searchKeys.followOverlay(userId), followStatusOf(state));
  void queryClient.invalidateQueries({ queryKey: searchKeys.all, refetchType: 'none' });
}
