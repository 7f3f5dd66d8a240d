import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { audienceApi } from '../../../api/audience-api.ts';
import { audienceKeys } from '../../../api/audience-keys.ts';
import { creatorKeys } from '../../../api/creator-keys.ts';
import { ApiError } from '../../../api/client.ts';
import { PRIVACY_TEXT } from '../../../audience-text.ts';

/**
 * The Private account switch: it moves at once and goes back, with the reason said under it, if the server
 * refuses. Going public approves every waiting request on the server, so the requests and my own profile
 * (its follower count, its lock) are read again.
 */
export function usePrivacy(userId: string) {
  const queryClient = useQueryClient();
  const key = audienceKeys.privacy(userId);
  const [error, setError] = useState<string | null>(null);

  const privacy = useQuery({ queryKey: key, queryFn: ({ signal }) => audienceApi.privacy(signal), enabled: userId !== '' });

  const save = useMutation({
    mutationFn: (privateAccount: boolean) => audienceApi.setPrivacy(privateAccount),
    onMutate: async (privateAccount) => {
      setError(null);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, { privateAccount });
      return { before: !privateAccount };
    },
    onError: (failure, _privateAccount, context) => {
      console.error('Failed to change privacy', failure);
      if (context) queryClient.setQueryData(key, { privateAccount: context.before });
      setError(failure instanceof ApiError && failure.fromServer ? failure.message : PRIVACY_TEXT.saveFailed);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      void queryClient.invalidateQueries({ queryKey: audienceKeys.followRequests(userId) });
      void queryClient.invalidateQueries({ queryKey: creatorKeys.profile(userId), exact: true });
    },
  });

  return { privacy, save, error };
}
