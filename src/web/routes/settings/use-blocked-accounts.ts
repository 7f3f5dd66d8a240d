import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../../components/ui/toast.ts';
import { BLOCKED_ACCOUNTS_TEXT } from '../../../shared/creator-messages.ts';
import { restoreFeedCreator } from '../../api/feed-cache.ts';
import { profilesApi, type BlockedUser } from '../../api/profiles-api.ts';
import { audienceKeys } from '../../api/audience-keys.ts';

/** Newest block first, as the server lists them. */
function withBlockedUser(users: BlockedUser[], user: BlockedUser): BlockedUser[] {
  return [...users.filter((other) => other.userId !== user.userId), user].sort((a, b) => b.blockedAt.localeCompare(a.blockedAt));
}

/**
 * The people I blocked, and Unblock: the row leaves the list at once and comes back if the server refuses.
 * Only the failed row is put back (not a snapshot of the list), so unblocking several in a row cannot undo
 * the ones that succeeded.
 */
export function useBlockedAccounts(userId: string) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const listKey = audienceKeys.blockedAccounts(userId);
  const unblockKey = audienceKeys.unblocking(userId);

  const list = useQuery({
    queryKey: listKey,
    queryFn: async ({ signal }) => (await profilesApi.blocked(signal)).items,
    enabled: userId !== '',
  });

  const unblock = useMutation({
    mutationKey: unblockKey,
    mutationFn: (user: BlockedUser) => profilesApi.unblock(user.userId),
    onMutate: async (user) => {
      // A read in flight must not land after the removal and bring the row back.
      await queryClient.cancelQueries({ queryKey: listKey });
      queryClient.setQueryData<BlockedUser[]>(listKey, (users) => users?.filter((other) => other.userId !== user.userId));
    },
    onError: (error, user) => {
      console.error('Failed to unblock user', error);
      queryClient.setQueryData<BlockedUser[]>(listKey, (users) => withBlockedUser(users ?? [], user));
      toast.error(t(BLOCKED_ACCOUNTS_TEXT.unblockFailed));
    },
    onSuccess: () => {
      toast.success(t(BLOCKED_ACCOUNTS_TEXT.unblocked));
      void restoreFeedCreator(queryClient);
    },
    onSettled: () => {
      // The last unblock of a burst reads the list again, so a row refused as "not blocked" (404) goes away.
      if (queryClient.isMutating({ mutationKey: unblockKey }) === 1) void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });

  return { list, unblock };
}
