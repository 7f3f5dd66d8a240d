import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../ui/toast.ts';
import { PROFILE_TEXT } from '../../../shared/creator-messages.ts';
import type { SearchPerson } from '../../api/search-api.ts';
import { followSettled, type FollowStatus } from '../../api/follow-settled.ts';
import { profilesApi } from '../../api/profiles-api.ts';
import { searchKeys } from '../../api/search-keys.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { i18n } from '../../i18n/i18n.ts';
import { profileKeys } from '../../api/profile-keys.ts';

/**
 * Follow/Following/Requested for a person in a list (search results, suggestions). The tap shows at once
 * through an overlay kept per person, so every list showing them agrees (the Top and People tabs, the
 * suggestions); a failure puts it back and says so. Taps on one person run in order, so the last one wins on
 * the server. A list does not say whether a request is waiting, so a private account shows "Requested" from
 * the server's answer to the tap (issue 38); tapping it again withdraws the request.
 */
export function useFollowPerson(person: SearchPerson) {
  const queryClient = useQueryClient();
  const viewerId = useAuth().user?.id;
  const overlayKey = searchKeys.followOverlay(person.userId);
  // Never fetched: only this hook and followSettled write it, and a list's own value shows until they do.
  const overlay = useQuery<FollowStatus>({ queryKey: overlayKey, queryFn: skipToken }).data;
  const listed: FollowStatus = person.isFollowing ? 'following' : 'none';
  const status = overlay ?? listed;

  const mutation = useMutation({
    scope: { id: `follow:${person.userId}` },
    mutationFn: ({ follow }: { follow: boolean; before: FollowStatus }) => (follow ? profilesApi.follow(person.userId) : profilesApi.unfollow(person.userId)),
    onError: (error, { before }) => {
      console.error('Follow failed', error);
      queryClient.setQueryData<FollowStatus>(overlayKey, before);
      toast.error(i18n.t(PROFILE_TEXT.followFailed));
    },
    onSuccess: (state) => {
      // Their profile changes too; a suggestion stays on screen under the finger (followSettled).
      void queryClient.invalidateQueries({ queryKey: profileKeys.profile(person.userId) });
      followSettled(queryClient, viewerId, person.userId, state);
    },
  });

  const toggle = () => {
    // Following guessed at once; a private account's answer turns it into Requested.
    const next: FollowStatus = status === 'none' ? 'following' : 'none';
    queryClient.setQueryData<FollowStatus>(overlayKey, next);
    mutation.mutate({ follow: next !== 'none', before: status });
  };

  // The count moves with the button, from what the list last said; a request is not a follower yet.
  const following = status === 'following';
  const shift = following === person.isFollowing ? 0 : following ? 1 : -1;
  return { status, followerCount: Math.max(0, person.followerCount + shift), toggle };
}
