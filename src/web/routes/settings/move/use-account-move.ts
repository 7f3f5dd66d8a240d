import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { moveApi, moveKeys, type MoveState } from '../../../api/move-api.ts';
import { profileKeys } from '../../../api/profile-keys.ts';
import { useAuth } from '../../../auth/auth-provider.tsx';

/** Settings → Move account's state and its two changes; each answer is the new state, kept as it comes. */
export function useAccountMove() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  const key = moveKeys.state(userId);
  const state = useQuery({ queryKey: key, queryFn: ({ signal }) => moveApi.get(signal), enabled: userId !== '' });
  const remember = (answer: MoveState) => queryClient.setQueryData(key, answer);

  const setAliases = useMutation({ mutationFn: moveApi.setAliases, onSuccess: remember });
  const move = useMutation({
    mutationFn: moveApi.moveTo,
    onSuccess: (answer) => {
      remember(answer);
      // The profile now says where the account went.
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
  return { state, setAliases, move };
}
