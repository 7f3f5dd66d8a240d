/**
 * Query-key factories: every cached server read is named here once, so invalidations and optimistic
 * updates elsewhere cannot drift from the keys the reads use.
 */
import type { PlayerGrid } from './grid-player-api.ts';

export type FeedKind = 'following' | 'foryou';

export const queryKeys = {
  me: ['me'] as const,
  notifications: {
    all: ['notifications'] as const,
    unreadCount: (userId: string) => ['notifications', userId, 'unread-count'] as const,
  },
  feed: {
    all: ['feed'] as const,
    list: (kind: FeedKind) => ['feed', kind] as const,
  },
  /** A grid's player (issue 25): the grid's videos as pages of cards. */
  player: {
    all: ['player'] as const,
    grid: (grid: PlayerGrid) => ['player', grid] as const,
  },
  /** One video as a card (the share page, and the reload after a failed reaction). */
  video: (id: string) => ['video', id] as const,
  comments: (videoId: string) => ['comments', videoId] as const,
  /** The viewer's "Always show sensitive content" (issue 38). */
  showSensitive: (userId: string) => ['show-sensitive', userId] as const,
};

/** Named stale times: how long a read may be shown before it is refetched in the background. */
export const staleTimes = {
  /** The session changes only through our own sign-in/out, which write the cache directly. */
  session: Infinity,
  /** Realtime events refetch the count, so polling is unnecessary. */
  liveCount: 60_000,
  feed: 30_000,
  /** The comments dialog listens on the video's channel while open, so its list never goes stale by itself. */
  live: Infinity,
} as const;
