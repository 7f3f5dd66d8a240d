import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { PROFILE_TEXT } from '../../../shared/creator-messages.ts';
import type { SearchPerson } from '../../../shared/search-types.ts';
import { trackEvent } from '../../api/analytics.ts';
import { creatorKeys } from '../../api/creator-keys.ts';
import { profilesApi } from '../../api/profiles-api.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { searchKeys } from '../../api/search-keys.ts';
import { useAuth } from '../../auth/auth-provider.tsx';

/**
 * Follow/Following for a person in a list (search results, suggestions). The tap shows at once through an
 * overlay kept per person, so every list showing them agrees (the Top and People tabs, the suggestions);
 * a failure puts it back and says so. Taps on one person run in order, so the last one wins on the server.
 */
export function useFollowPerson(person: SearchPerson) {
  const queryClient = useQueryClient();
  const viewerId = useAuth().user?.id;
  const overlayKey = searchKeys.followOverlay(person.user_id);
  // Never fetched: only this hook writes it, and a list's own value shows until it does.
  const overlay = useQuery<boolean>({ queryKey: overlayKey, queryFn: skipToken }).data;
  const following = overlay ?? person.is_following;

  const mutation = useMutation({
    scope: { id: `follow:${person.user_id}` },
    mutationFn: (follow: boolean) => (follow ? profilesApi.follow(person.user_id) : profilesApi.unfollow(person.user_id)),
    onError: (error, follow) => {
      console.error('Follow failed', error);
      queryClient.setQueryData(overlayKey, !follow);
      toast.error(PROFILE_TEXT.followFailed);
    },
    onSuccess: (_state, follow) => {
      trackEvent('follow', { user_id: person.user_id, following: follow });
      // My following count, their profile and my Following feed change with it. The lists stay as they are
      // on screen (a suggestion must not vanish under the finger) and refresh on the next visit.
      if (viewerId) void queryClient.invalidateQueries({ queryKey: creatorKeys.profile(viewerId) });
      void queryClient.invalidateQueries({ queryKey: creatorKeys.profile(person.user_id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.feed.list('following') });
      void queryClient.invalidateQueries({ queryKey: searchKeys.all, refetchType: 'none' });
    },
  });

  const toggle = () => {
    const next = !following;
    queryClient.setQueryData(overlayKey, next);
    mutation.mutate(next);
  };

  // The count moves with the button, from what the list last said.
  const shift = following === person.is_following ? 0 : following ? 1 : -1;
  return { following, followerCount: Math.max(0, person.follower_count + shift), toggle };
}
