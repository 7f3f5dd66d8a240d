import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../api/admin-keys.ts';
import { ApiError } from '../../../api/client.ts';
import { serverHealthApi } from '../../../api/server-health-api.ts';
import { i18n } from '../../../i18n/i18n.ts';

/** An admin keeps the page open to watch a fix take effect: half a minute is fresh enough and costs the server little. */
const REFRESH_MS = 30_000;

/** The health read: polled while the page is open (not in a hidden tab), and on demand by the Refresh button. */
export function useServerHealth() {
  return useQuery({ queryKey: adminKeys.health, queryFn: ({ signal }) => serverHealthApi.health(signal), refetchInterval: REFRESH_MS });
}

/**
 * The server's own refusal of the read (403 for a member or a moderator), shown as the page instead of a
 * failure with a retry: asking again cannot change it.
 */
export function refusalOf(error: unknown): string | null {
  return error instanceof ApiError && error.status === 403 && error.fromServer ? error.message : null;
}

/**
 * A failed job queued again. The button stays pending until the health is read again, so the job leaves the
 * list as the button stops spinning; `status` is what the page's live region announces.
 */
export function useRetryJob() {
  const client = useQueryClient();
  const [status, setStatus] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.health });
  const retry = useMutation({
    mutationFn: serverHealthApi.retryJob,
    onMutate: () => setStatus(''),
    onSuccess: async () => {
      await refresh();
      setStatus(i18n.t('Job queued again', { ns: 'admin' }));
    },
    onError: async (error) => {
      // A 404 means someone already retried it (another tab, another admin): the fresh read shows its state.
      await refresh();
      setStatus(error instanceof ApiError && error.fromServer ? error.message : i18n.t('The job could not be queued again. Try again.', { ns: 'admin' }));
    },
  });
  return { retry, status };
}
