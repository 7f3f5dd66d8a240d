import { answer, contract, type Schemas } from './contract.ts';

export type NotificationItem = Schemas['Notification'];

/** Spec §7 "Notifications": the latest 50, marked read singly or all at once. */
export const notificationsApi = {
  list: (signal?: AbortSignal) => answer(contract.GET('/api/notifications', { signal })),
  unreadCount: (signal?: AbortSignal) => answer(contract.GET('/api/notifications/unread-count', { signal })),
  markRead: (id: string) => answer(contract.POST('/api/notifications/{id}/read', { params: { path: { id } } })),
  markAllRead: () => answer(contract.POST('/api/notifications/read-all')),
};
