import { createContext, useContext } from 'react';
import type { PlayerGrid } from '../api/grid-player-api.ts';
import type { ViewSource } from '../../shared/studio-analytics.ts';

/**
 * Where the videos on screen were opened (issue 42 item 5), for the creator's "view sources": each screen that
 * plays videos says which it is; anywhere else is `other`.
 */
export const ViewSourceContext = createContext<ViewSource>('other');
export const useViewSource = () => useContext(ViewSourceContext);

/**
 * A grid's player: a profile's posts, likes, reposts, the owner's favourites and a collection (a set of favourites,
 * reached from a profile) count as profile views, a place's as other.
 */
export function gridViewSource(grid: PlayerGrid): ViewSource {
  switch (grid.kind) {
    case 'posts':
    case 'likes':
    case 'reposts':
    case 'favourites':
    case 'collection':
      return 'profile';
    case 'sound':
      return 'sound';
    case 'tag':
      return 'tag';
    case 'place':
      return 'other';
  }
}

/** A search result's tile opens the share page with history state saying so: its views count as search's. */
export const searchTileLink = (videoId: string) => ({ to: `/v/${videoId}`, state: { viewSource: 'search' } });
export const isFromSearch = (state: unknown) => (state as { viewSource?: string } | null)?.viewSource === 'search';
