import type { TagSort } from '../../shared/search-types.ts';
import { answer, contract } from './contract.ts';

/**
 * A grid whose tiles open a player (issue 25): a profile's Posts, Likes or Reposts (issue 55 item 3), the owner's own Favourites, a
 * collection's (issue 55 item 2), a place's, a sound's or a tag's videos.
 */
export type PlayerGrid =
  | { kind: 'posts' | 'likes' | 'reposts'; userId: string }
  /** Always the signed-in user's own: the id names the profile the player steps back to, not whose list is read. */
  | { kind: 'favourites'; userId: string }
  | { kind: 'collection'; collectionId: string }
  | { kind: 'place'; placeId: string }
  | { kind: 'sound'; soundId: string }
  | { kind: 'tag'; name: string; sort: TagSort };

/** The server's list of the grid's videos as full cards, paged by keyset like the feeds. */
function page(grid: PlayerGrid, cursor: string | undefined, signal?: AbortSignal) {
  switch (grid.kind) {
    case 'posts':
      return contract.GET('/api/profiles/{id}/videos/feed', { params: { path: { id: grid.userId }, query: { cursor } }, signal });
    case 'likes':
      return contract.GET('/api/profiles/{id}/likes/feed', { params: { path: { id: grid.userId }, query: { cursor } }, signal });
    case 'reposts':
      return contract.GET('/api/profiles/{id}/reposts/feed', { params: { path: { id: grid.userId }, query: { cursor } }, signal });
    case 'favourites':
      return contract.GET('/api/me/favourites/feed', { params: { query: { cursor } }, signal });
    case 'collection':
      return contract.GET('/api/collections/{id}/feed', { params: { path: { id: grid.collectionId }, query: { cursor } }, signal });
    case 'place':
      return contract.GET('/api/places/{id}/videos/feed', { params: { path: { id: grid.placeId }, query: { cursor } }, signal });
    case 'sound':
      return contract.GET('/api/sounds/{id}/videos/feed', { params: { path: { id: grid.soundId }, query: { cursor } }, signal });
    case 'tag':
      return contract.GET('/api/tags/{name}/videos/feed', { params: { path: { name: grid.name }, query: { sort: grid.sort, cursor } }, signal });
  }
}

export const gridPlayerApi = {
  page: (grid: PlayerGrid, cursor: string | null, signal?: AbortSignal) => answer(page(grid, cursor ?? undefined, signal)),
};
