import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast.ts';
import { adminApi, type ModeratorEntry } from '../../api/admin-api.ts';
import { adminKeys } from '../../api/admin-keys.ts';
import { ApiError } from '../../api/client.ts';
import { i18n } from '../../i18n/i18n.ts';

/**
 * The moderator team (admins only): the list, grant by username and revoke. Not optimistic: a grant
 * needs the server to find the account, and the list is short enough that a refetch is instant.
 */
export function useModerators() {
  const client = useQueryClient();
  const list = useQuery({ queryKey: adminKeys.moderators, queryFn: ({ signal }) => adminApi.moderators(signal), staleTime: 60_000 });

  // Grants and revocations are recorded in the trail too.
  const refresh = () =>
    Promise.all([client.invalidateQueries({ queryKey: adminKeys.moderators }), client.invalidateQueries({ queryKey: adminKeys.actionLists })]);

  const grant = useMutation({
    mutationFn: (username: string) => adminApi.addModerator(username),
    onSuccess: async (added: ModeratorEntry) => {
      client.setQueryData<{ items: ModeratorEntry[] }>(adminKeys.moderators, (current) =>
        current && !current.items.some((entry) => entry.userId === added.userId) ? { items: [...current.items, added] } : current,
      );
      toast.success(i18n.t('Moderator added', { ns: 'admin' }));
      await refresh();
    },
  });

  const revoke = useMutation({
    mutationFn: (entry: ModeratorEntry) => adminApi.removeModerator(entry.userId),
    onSuccess: () => toast.success(i18n.t('Moderator removed', { ns: 'admin' })),
    onError: (error) => toast.error(i18n.t('Failed to update moderators', { ns: 'admin' }), { description: error instanceof ApiError && error.fromServer ? error.message : undefined }),
    onSettled: refresh,
  });

  return { list, grant, revoke };
}

/** What to show under the Username field after a failed grant: the server's words (User not found), or ours. */
export function grantErrorText(error: Error | null): string | undefined {
  if (!error) return undefined;
  return error instanceof ApiError && error.fromServer ? error.message : i18n.t('Failed to update moderators', { ns: 'admin' });
}
