import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsApi } from '../api/notifications-api.ts';
import { queryKeys, staleTimes } from '../api/query-keys.ts';
import { useRealtimeChannel } from '../api/realtime.ts';

/**
 * The signed-in user's unread notification count. Any event on `notifications:{userId}` (a new follow,
 * like, or notifications read elsewhere) refetches it, so the bell stays live without polling.
 */
export function useUnreadNotificationCount(userId: string | null): number {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.notifications.unreadCount(userId ?? '');
  const unread = useQuery({
    queryKey,
    queryFn: ({ signal }) => notificationsApi.unreadCount(signal),
    enabled: userId !== null,
    staleTime: staleTimes.liveCount,
  });

  useRealtimeChannel(userId ? `notifications:${userId}` : null, () => {
    void queryClient.invalidateQueries({ queryKey });
  });

  return unread.data?.count ?? 0;
}
