/**
 * Query keys of the creator screens (profiles, places, uploads, notifications). They extend the roots of
 * query-keys.ts, so invalidating `queryKeys.notifications.all` also refreshes the list kept here.
 */
export const creatorKeys = {
  config: ['config'] as const,
  profile: (userId: string) => ['profile', userId] as const,
  profileVideos: (userId: string, tab: 'videos' | 'likes') => ['profile', userId, tab] as const,
  /** Issue 42: the owner's Drafts and Scheduled tabs. */
  drafts: (userId: string) => ['profile', userId, 'drafts'] as const,
  scheduled: (userId: string) => ['profile', userId, 'scheduled'] as const,
  blockedAccounts: (userId: string) => ['blocked-accounts', userId] as const,
  profileByUsername: (username: string) => ['profile-by-username', username.toLowerCase()] as const,
  usernameAvailability: (username: string) => ['username-availability', username.toLowerCase()] as const,
  placeSearch: (text: string) => ['places', 'search', text] as const,
  place: (id: string) => ['places', id] as const,
  placeVideos: (id: string) => ['places', id, 'videos'] as const,
  notificationList: (userId: string) => ['notifications', userId, 'list'] as const,
  notificationActors: (userId: string, groupId: string) => ['notifications', userId, 'actors', groupId] as const,
  notificationSettings: (userId: string) => ['notifications', userId, 'settings'] as const,
};
