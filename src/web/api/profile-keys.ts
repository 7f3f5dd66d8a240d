/**
 * Query keys of profiles. A profile and its grids sit under `all`, so an upload refreshes every profile's
 * counts and Posts at once; the lookup by username and the availability check have roots of their own.
 */
export const profileKeys = {
  all: ['profile'] as const,
  profile: (userId: string) => ['profile', userId] as const,
  videos: (userId: string, tab: 'videos' | 'likes' | 'reposts') => ['profile', userId, tab] as const,
  /** Issue 42: the owner's Drafts and Scheduled tabs. */
  drafts: (userId: string) => ['profile', userId, 'drafts'] as const,
  scheduled: (userId: string) => ['profile', userId, 'scheduled'] as const,
  /** The owner's private Favourites tab. */
  favourites: (userId: string) => ['profile', userId, 'favourites'] as const,
  byUsername: (username: string) => ['profile-by-username', username.toLowerCase()] as const,
  usernameAvailability: (username: string) => ['username-availability', username.toLowerCase()] as const,
};
