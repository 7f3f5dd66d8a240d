import type { CardPage } from '../../shared/feed-types.ts';
import type { TagSort } from '../../shared/search-types.ts';
import { api } from './client.ts';

/** A grid whose tiles open a player (issue 25): a profile's Posts or Likes, a place's, a sound's or a tag's videos. */
export type PlayerGrid =
  | { kind: 'posts' | 'likes'; userId: string }
  | { kind: 'place'; placeId: string }
  | { kind: 'sound'; soundId: string }
  | { kind: 'tag'; name: string; sort: TagSort };

/** The server's list of the grid's videos as full cards, paged by keyset like the feeds. */
function pagePath(grid: PlayerGrid): string {
  const id = encodeURIComponent;
  switch (grid.kind) {
    case 'posts':
      return `/api/profiles/${id(grid.userId)}/videos/feed`;
    case 'likes':
      return `/api/profiles/${id(grid.userId)}/likes/feed`;
    case 'place':
      return `/api/places/${id(grid.placeId)}/videos/feed`;
    case 'sound':
      return `/api/sounds/${id(grid.soundId)}/videos/feed`;
    case 'tag':
      return `/api/tags/${id(grid.name)}/videos/feed?sort=${grid.sort}`;
  }
}

export const gridPlayerApi = {
  page: (grid: PlayerGrid, cursor: string | null, signal?: AbortSignal) => {
    const path = pagePath(grid);
    const query = cursor ? `${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : '';
    return api.get<CardPage>(`${path}${query}`, signal);
  },
};
