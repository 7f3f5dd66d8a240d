/** Query keys of notifications: the bell's count, the list, a group's people and the settings, all under `all`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: (userId: string) => ['notifications', userId, 'unread-count'] as const,
  list: (userId: string) => ['notifications', userId, 'list'] as const,
  actors: (userId: string, groupId: string) => ['notifications', userId, 'actors', groupId] as const,
  settings: (userId: string) => ['notifications', userId, 'settings'] as const,
};
