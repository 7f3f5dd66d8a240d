import type { PlayerGrid } from './grid-player-api.ts';

export type FeedKind = 'following' | 'foryou';

/**
 * Query keys of the cards: the feeds, every grid's player, one video and its comments. A card's change is
 * written into every list under `all` and `players` (feed-cache.ts).
 */
export const feedKeys = {
  all: ['feed'] as const,
  list: (kind: FeedKind) => ['feed', kind] as const,
  /** A grid's player (issue 25): the grid's videos as pages of cards. */
  players: ['player'] as const,
  player: (grid: PlayerGrid) => ['player', grid] as const,
  /** One video as a card (the share page, and the reload after a failed reaction). */
  video: (id: string) => ['video', id] as const,
  comments: (videoId: string) => ['comments', videoId] as const,
};
