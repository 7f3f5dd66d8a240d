/**
 * Query keys of the audience controls (issue 38). Per viewer, so a sign-out and another sign-in on the same
 * device never show the first person's lists.
 */
export const audienceKeys = {
  mutedAccounts: (userId: string) => ['audience', userId, 'muted-accounts'] as const,
  mutedWords: (userId: string) => ['audience', userId, 'muted-words'] as const,
  privacy: (userId: string) => ['audience', userId, 'privacy'] as const,
  followRequests: (userId: string) => ['audience', userId, 'follow-requests'] as const,
  /** Edit Profile's Blocked accounts (a root of its own: chat reads it too, to hide blocked people's messages). */
  blockedAccounts: (userId: string) => ['blocked-accounts', userId] as const,
  /** The unblock mutations in flight, so only the last one to settle reads the list again. */
  unblocking: (userId: string) => ['unblock', userId] as const,
};
