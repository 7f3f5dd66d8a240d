/**
 * Query keys of Settings → Watch history (issue 55 item 4). Per viewer, like the other private lists, so a
 * sign-out and another sign-in on the same device never show the first person's history.
 */
export const watchHistoryKeys = {
  all: ['watch-history'] as const,
  /** The infinite list of watched videos; each page also says whether recording is paused. */
  list: (userId: string) => ['watch-history', userId, 'list'] as const,
  /** The removals in flight, so only the last one to settle reads the list again. */
  removing: (userId: string) => ['watch-history', userId, 'removing'] as const,
};
