import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast.ts';
import { followSettled } from '../../api/follow-settled.ts';
import { profilesApi, type ProfileView } from '../../api/profiles-api.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { i18n } from '../../i18n/i18n.ts';
import { profileKeys } from '../../api/profile-keys.ts';

/** The tap's guess: a private account gets a request (no new follower yet); Unfollow and withdraw undo either. */
function guessed(profile: ProfileView, follow: boolean): ProfileView {
  if (follow && profile.isPrivate) return { ...profile, followRequested: true };
  const shift = follow ? 1 : profile.isFollowing ? -1 : 0;
  return { ...profile, isFollowing: follow, followRequested: false, followerCount: Math.max(0, profile.followerCount + shift) };
}

/**
 * Spec §4 "Follow": the button and the follower count change at once; a failure puts both back and says
 * 'Failed to update follow status'. The server's answer replaces the guess: Following, or Requested when
 * the account is private (issue 38), where tapping again withdraws the request.
 */
export function useFollow(userId: string) {
  const queryClient = useQueryClient();
  const viewerId = useAuth().user?.id;
  const key = profileKeys.profile(userId);

  return useMutation({
    mutationFn: (follow: boolean) => (follow ? profilesApi.follow(userId) : profilesApi.unfollow(userId)),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<ProfileView>(key);
      queryClient.setQueryData<ProfileView>(key, (profile) => (profile ? guessed(profile, follow) : profile));
      return { previous };
    },
    onError: (error, _follow, context) => {
      console.error('Follow failed', error);
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(i18n.t('Failed to update follow status', { ns: 'profile' }));
    },
    onSuccess: (state) => {
      queryClient.setQueryData<ProfileView>(key, (profile) =>
        profile
          ? { ...profile, isFollowing: state.following, followRequested: state.requested, followerCount: state.followerCount, followingCount: state.followingCount }
          : profile,
      );
      followSettled(queryClient, viewerId, userId, state);
    },
  });
}
