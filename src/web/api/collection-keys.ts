/**
 * Query keys of collections (issue 55 item 2), under one root. Every list of collections sits under `lists`,
 * so a rename or a new cover is written into all of them at once (collection-cache.ts). My own lists are per
 * viewer, like the other private lists, so another sign-in on the same device never sees the first person's.
 */
export const collectionKeys = {
  all: ['collections'] as const,
  lists: ['collections', 'list'] as const,
  /** My collections in my order: the Favourites tab's row. */
  mine: (userId: string) => ['collections', 'list', 'mine', userId] as const,
  /** The same list asked about one video (each says `hasVideo`): the "Add to collection" dialog. */
  mineWith: (userId: string, videoId: string) => ['collections', 'list', 'mine', userId, 'video', videoId] as const,
  /** A person's public collections (all of them for their owner): the profile's row. */
  profile: (userId: string) => ['collections', 'list', 'profile', userId] as const,
  /** One collection, and under it its grid, so a change to it can refresh both. */
  collection: (id: string) => ['collections', 'detail', id] as const,
  videos: (id: string) => ['collections', 'detail', id, 'videos'] as const,
};
