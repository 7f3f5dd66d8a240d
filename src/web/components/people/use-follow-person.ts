import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { PROFILE_TEXT } from '../../../shared/creator-messages.ts';
import type { SearchPerson } from '../../api/search-api.ts';
import { followSettled } from '../../api/follow-settled.ts';
import { creatorKeys } from '../../api/creator-keys.ts';
import { profilesApi } from '../../api/profiles-api.ts';
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
  const overlayKey = searchKeys.followOverlay(person.userId);
  // Never fetched: only this hook writes it, and a list's own value shows until it does.
  const overlay = useQuery<boolean>({ queryKey: overlayKey, queryFn: skipToken }).data;
  const following = overlay ?? person.isFollowing;

  const mutation = useMutation({
    scope: { id: `follow:${person.userId}` },
    mutationFn: (follow: boolean) => (follow ? profilesApi.follow(person.userId) : profilesApi.unfollow(person.userId)),
    onError: (error, follow) => {
      console.error('Follow failed', error);
      queryClient.setQueryData(overlayKey, !follow);
      toast.error(PROFILE_TEXT.followFailed);
    },
    onSuccess: (state) => {
      // Their profile changes too; a suggestion stays on screen under the finger (followSettled).
      void queryClient.invalidateQueries({ queryKey: creatorKeys.profile(person.userId) });
      followSettled(queryClient, viewerId, person.userId, state.following);
    },
  });

  const toggle = () => {
    const next = !following;
    queryClient.setQueryData(overlayKey, next);
    mutation.mutate(next);
  };

  // The count moves with the button, from what the list last said.
  const shift = following === person.isFollowing ? 0 : following ? 1 : -1;
  return { following, followerCount: Math.max(0, person.followerCount + shift), toggle };
}
