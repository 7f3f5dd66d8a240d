/**
 * Query keys of the signed-in viewer: the session, and the viewer's own settings that screens across the app
 * read. Each has a root of its own: signing out removes every read but `me`.
 */
export const sessionKeys = {
  me: ['me'] as const,
  /** The viewer's "Always show sensitive content" (issue 38). */
  showSensitive: (userId: string) => ['show-sensitive', userId] as const,
  /** The languages the viewer's feeds are in. */
  feedLanguages: (userId: string) => ['feed-languages', userId] as const,
};
