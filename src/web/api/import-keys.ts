/**
 * Query keys of Settings → Import from TikTok (issue 58). Per viewer, like the other private lists, so a
 * sign-out and another sign-in on the same device never show the first person's imports.
 */
export const importKeys = {
  all: ['imports'] as const,
  /** The viewer's imports, newest first, with their counts. */
  list: (userId: string) => ['imports', userId, 'list'] as const,
  /** One import: its videos and how each stands, and the people followed there. */
  one: (userId: string, importId: string) => ['imports', userId, 'one', importId] as const,
};

/** How often an import with videos still queued is asked about, until none is. */
export const IMPORT_POLL_MS = 2_000;
