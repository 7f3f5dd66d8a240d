import type { PlayerGrid } from '../../api/grid-player-api.ts';

/**
 * Where a grid's tile opens its player, and where the player's Back goes (issue 25). The player's URL names
 * the grid and the video on screen, so it can be shared and reopened as it is.
 */
export function playerPath(grid: PlayerGrid, videoId: string): string {
  const video = encodeURIComponent(videoId);
  switch (grid.kind) {
    case 'posts':
      return `/profile/${encodeURIComponent(grid.userId)}/videos/${video}`;
    case 'likes':
      return `/profile/${encodeURIComponent(grid.userId)}/likes/${video}`;
    case 'reposts':
      return `/profile/${encodeURIComponent(grid.userId)}/reposts/${video}`;
    case 'favourites':
      return `/profile/${encodeURIComponent(grid.userId)}/favourites/${video}`;
    case 'collection':
      return `/collections/${encodeURIComponent(grid.collectionId)}/videos/${video}`;
    case 'place':
      return `/place/${encodeURIComponent(grid.placeId)}/videos/${video}`;
    case 'sound':
      return `/sounds/${encodeURIComponent(grid.soundId)}/videos/${video}`;
    case 'tag':
      return `/tag/${encodeURIComponent(grid.name)}/videos/${video}${grid.sort === 'newest' ? '?sort=newest' : ''}`;
  }
}

/** The grid's own screen, for a player opened straight from a link (there is no grid behind it to step back to). */
export function gridPath(grid: PlayerGrid): string {
  switch (grid.kind) {
    case 'posts':
      return `/profile/${encodeURIComponent(grid.userId)}`;
    case 'likes':
      return `/profile/${encodeURIComponent(grid.userId)}?tab=likes`;
    case 'reposts':
      return `/profile/${encodeURIComponent(grid.userId)}?tab=reposts`;
    case 'favourites':
      return `/profile/${encodeURIComponent(grid.userId)}?tab=favourites`;
    case 'collection':
      return `/collections/${encodeURIComponent(grid.collectionId)}`;
    case 'place':
      return `/place/${encodeURIComponent(grid.placeId)}`;
    case 'sound':
      return `/sounds/${encodeURIComponent(grid.soundId)}`;
    case 'tag':
      return `/tag/${encodeURIComponent(grid.name)}${grid.sort === 'newest' ? '?sort=newest' : ''}`;
  }
}

/** History state of a player opened from its grid: Back steps back to the grid, at its scroll position. */
export interface PlayerState {
  fromGrid: true;
}

export const isFromGrid = (state: unknown): state is PlayerState => (state as PlayerState | null)?.fromGrid === true;

/** A tile's link into the grid's player. */
export const playerLink = (grid: PlayerGrid, videoId: string) => ({ to: playerPath(grid, videoId), state: { fromGrid: true } satisfies PlayerState });
export type PlayerLink = ReturnType<typeof playerLink>;
