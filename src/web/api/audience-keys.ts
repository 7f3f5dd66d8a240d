/**
 * Query keys of the audience controls (issue 38). Per viewer, so a sign-out and another sign-in on the same
 * device never show the first person's lists.
 */
export const audienceKeys = {
  mutedAccounts: (userId: string) => ['audience', userId, 'muted-accounts'] as const,
  mutedWords: (userId: string) => ['audience', userId, 'muted-words'] as const,
  privacy: (userId: string) => ['audience', userId, 'privacy'] as const,
  followRequests: (userId: string) => ['audience', userId, 'follow-requests'] as const,
};
