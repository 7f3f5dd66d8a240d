import { answer, contract, type Schemas } from './contract.ts';

export type NotificationItem = Schemas['Notification'];
export type NotificationActor = Schemas['NotificationActor'];
export type NotificationSetting = Schemas['NotificationSetting'];

/** Spec §7 "Notifications", as groups (decision 043): the latest 50, marked read singly or all at once. */
export const notificationsApi = {
  list: (signal?: AbortSignal) => answer(contract.GET('/api/notifications', { signal })),
  unreadCount: (signal?: AbortSignal) => answer(contract.GET('/api/notifications/unread-count', { signal })),
  markRead: (id: string) => answer(contract.POST('/api/notifications/{id}/read', { params: { path: { id } } })),
  markAllRead: () => answer(contract.POST('/api/notifications/read-all')),
  /** Everyone in a group, for its "See all". */
  actors: (id: string, cursor?: string, signal?: AbortSignal) =>
    answer(contract.GET('/api/notifications/{id}/actors', { params: { path: { id }, query: { cursor } }, signal })),
  settings: (signal?: AbortSignal) => answer(contract.GET('/api/me/notification-settings', { signal })),
  saveSettings: (items: NotificationSetting[]) => answer(contract.PUT('/api/me/notification-settings', { body: { items } })),
};
