import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_FETCHED } from '../../../shared/constants.ts';
import { notificationsApi, type NotificationItem } from '../../api/notifications-api.ts';
import { staleTimes } from '../../api/query-keys.ts';
import { RESYNC_EVENT, useRealtimeChannel } from '../../api/realtime.ts';
import { notificationKeys } from '../../api/notification-keys.ts';
import { realtimeChannel } from '../../../shared/realtime-catalog.ts';

type List = { items: NotificationItem[] };

const isItem = (data: unknown): data is NotificationItem =>
  typeof (data as NotificationItem | null)?.id === 'string' && typeof (data as NotificationItem).fromUsername === 'string';

/** Newest first, at most the 50 the spec fetches, never the same notification twice. */
function withNewItem(list: List | undefined, item: NotificationItem): List | undefined {
  if (!list) return list;
  const items = [item, ...list.items.filter((existing) => existing.id !== item.id)]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, NOTIFICATIONS_FETCHED);
  return { ...list, items };
}

/**
 * Spec §7 "Notifications": the latest 50 with live inserts on `notifications:{userId}`, read singly or all
 * at once. The header bell's unread-count query is refreshed after every change so the badge agrees.
 */
export function useNotifications(userId: string) {
  const queryClient = useQueryClient();
  const listKey = notificationKeys.list(userId);
  const countKey = notificationKeys.unreadCount(userId);

  const list = useQuery({ queryKey: listKey, queryFn: ({ signal }) => notificationsApi.list(signal), staleTime: staleTimes.live });

  const refreshCount = useCallback(() => void queryClient.invalidateQueries({ queryKey: countKey }), [queryClient, countKey]);

  useRealtimeChannel(realtimeChannel('notifications', userId), ({ event, data }) => {
    if (event === 'notification.created' && isItem(data)) queryClient.setQueryData<List>(listKey, (current) => withNewItem(current, data));
    else if (event === 'notification.created' || event === 'notification.read' || event === RESYNC_EVENT) void queryClient.invalidateQueries({ queryKey: listKey });
    refreshCount();
  });

  const setRead = (predicate: (item: NotificationItem) => boolean) =>
    queryClient.setQueryData<List>(listKey, (current) => current && { ...current, items: current.items.map((item) => (predicate(item) ? { ...item, read: true } : item)) });

  const markRead = useMutation({
    mutationFn: (id: string) => notificationsApi.markRead(id),
    onMutate: (id) => setRead((item) => item.id === id),
    onError: (error) => {
      console.error('Failed to mark the notification read', error);
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
    onSettled: refreshCount,
  });

  const markAllRead = useMutation({
    mutationFn: () => notificationsApi.markAllRead(),
    onMutate: () => {
      setRead(() => true);
      queryClient.setQueryData(countKey, { count: 0 });
    },
    onError: (error) => {
      console.error('Failed to mark all notifications read', error);
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
    onSettled: refreshCount,
  });

  return { list, markRead, markAllRead };
}
