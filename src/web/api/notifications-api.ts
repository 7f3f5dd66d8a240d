import type { NotificationItem } from '../../shared/api-types.ts';
import { api } from './client.ts';

/** Spec §7 "Notifications": the latest 50, marked read singly or all at once. */
export const notificationsApi = {
  list: (signal?: AbortSignal) => api.get<{ items: NotificationItem[] }>('/api/notifications', signal),
  markRead: (id: string) => api.post<void>(`/api/notifications/${encodeURIComponent(id)}/read`),
  markAllRead: () => api.post<void>('/api/notifications/read-all'),
};
