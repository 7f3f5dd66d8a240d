import { useTranslation } from '../../../i18n/use-translation.ts';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { audienceApi, type FollowRequest } from '../../../api/audience-api.ts';
import { audienceKeys } from '../../../api/audience-keys.ts';
import { ApiError } from '../../../api/client.ts';
import { FOLLOW_REQUESTS_TEXT } from '../../../audience-text.ts';
import { profileKeys } from '../../../api/profile-keys.ts';

interface Answer {
  request: FollowRequest;
  approve: boolean;
}

/**
 * Who asks to follow me, with Approve and Decline. A row leaves once the server agrees (not before: an
 * answer cannot be taken back, so it is not guessed); a refusal is said inline, and what was done is said
 * politely for screen readers.
 */
export function useFollowRequests(userId: string) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const key = audienceKeys.followRequests(userId);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');

  const requests = useQuery({ queryKey: key, queryFn: async ({ signal }) => (await audienceApi.followRequests(signal)).items, enabled: userId !== '' });

  const answer = useMutation({
    mutationFn: ({ request, approve }: Answer) => (approve ? audienceApi.approve(request.userId) : audienceApi.decline(request.userId)),
    onMutate: () => setError(null),
    onError: (failure) => {
      console.error('Failed to answer follow request', failure);
      setError(failure instanceof ApiError && failure.fromServer ? failure.message : t(FOLLOW_REQUESTS_TEXT.failed));
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (_nothing, { request, approve }) => {
      queryClient.setQueryData<FollowRequest[]>(key, (rows) => rows?.filter((row) => row.userId !== request.userId));
      setDone(approve ? FOLLOW_REQUESTS_TEXT.approved(request.username) : FOLLOW_REQUESTS_TEXT.declined(request.username));
      // An approval is a new follower on my profile.
      if (approve) void queryClient.invalidateQueries({ queryKey: profileKeys.profile(userId), exact: true });
    },
  });

  return { requests, answer, error, done };
}
