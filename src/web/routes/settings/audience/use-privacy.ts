import { useTranslation } from '../../../i18n/use-translation.ts';
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { audienceApi } from '../../../api/audience-api.ts';
import { audienceKeys } from '../../../api/audience-keys.ts';
import { ApiError } from '../../../api/client.ts';
import { PRIVACY_TEXT } from '../../../audience-text.ts';
import { profileKeys } from '../../../api/profile-keys.ts';

/**
 * The Private account switch: it moves at once and goes back, with the reason said under it, if the server
 * refuses (the cache is written only with the server's answer). Going public approves every waiting request on the server, so the requests and my own profile
 * (its follower count, its lock) are read again.
 */
export function usePrivacy(userId: string) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const key = audienceKeys.privacy(userId);
  const [error, setError] = useState<string | null>(null);
  // The tap's value, in React state so the switch moves in the same event (the query cache tells its
  // readers a tick later, and a controlled checkbox would snap back in between). It stands until the saved
  // value agrees or the save fails: cleared as the save settled, the switch could show the old value for that
  // tick (seen once by a test under CI's load).
  const [tapped, setTapped] = useState<boolean | null>(null);

  const privacy = useQuery({ queryKey: key, queryFn: ({ signal }) => audienceApi.privacy(signal), enabled: userId !== '' });

  const save = useMutation({
    mutationFn: (privateAccount: boolean) => audienceApi.setPrivacy(privateAccount),
    onError: (failure) => {
      console.error('Failed to change privacy', failure);
      setError(failure instanceof ApiError && failure.fromServer ? failure.message : t(PRIVACY_TEXT.saveFailed));
      setTapped(null);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      void queryClient.invalidateQueries({ queryKey: audienceKeys.followRequests(userId) });
      void queryClient.invalidateQueries({ queryKey: profileKeys.profile(userId), exact: true });
    },
  });
  const saved = privacy.data?.privateAccount;
  useEffect(() => {
    if (tapped !== null && saved === tapped) setTapped(null);
  }, [tapped, saved]);

  const change = (privateAccount: boolean) => {
    setError(null);
    setTapped(privateAccount);
    save.mutate(privateAccount);
  };

  /** What the switch shows: the tap while it is being saved, else what the server said. */
  const isPrivate = tapped ?? saved ?? false;
  return { privacy, save, change, isPrivate, error };
}
