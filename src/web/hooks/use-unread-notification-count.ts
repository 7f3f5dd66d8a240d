import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsApi } from '../api/notifications-api.ts';
import { staleTimes } from '../api/query-keys.ts';
import { useRealtimeChannel } from '../api/realtime.ts';
import { notificationKeys } from '../api/notification-keys.ts';
import { realtimeChannel } from '../../shared/realtime-catalog.ts';

/**
 * The signed-in user's unread notification count. Any event on `notifications:{userId}` (a new follow,
 * like, or notifications read elsewhere) refetches it, so the bell stays live without polling.
 */
export function useUnreadNotificationCount(userId: string | null): number {
  const queryClient = useQueryClient();
  const queryKey = notificationKeys.unreadCount(userId ?? '');
  const unread = useQuery({
    queryKey,
    queryFn: ({ signal }) => notificationsApi.unreadCount(signal),
    enabled: userId !== null,
    staleTime: staleTimes.liveCount,
  });

  useRealtimeChannel(userId ? realtimeChannel('notifications', userId) : null, () => {
    void queryClient.invalidateQueries({ queryKey });
  });

  return unread.data?.count ?? 0;
}
