import type { CardPage } from '../../shared/feed-types.ts';
import type { TagSort } from '../../shared/search-types.ts';
import { answer, contract } from './contract.ts';

/** A grid whose tiles open a player (issue 25): a profile's Posts or Likes, a place's, a sound's or a tag's videos. */
export type PlayerGrid =
  | { kind: 'posts' | 'likes'; userId: string }
  | { kind: 'place'; placeId: string }
  | { kind: 'sound'; soundId: string }
  | { kind: 'tag'; name: string; sort: TagSort };

/** The server's list of the grid's videos as full cards, paged by keyset like the feeds. */
function fetchPage(grid: PlayerGrid, cursor: string | undefined, signal?: AbortSignal): Promise<CardPage> {
  switch (grid.kind) {
    case 'posts':
      return answer(contract.GET('/api/profiles/{id}/videos/feed', { params: { path: { id: grid.userId }, query: { cursor } }, signal }));
    case 'likes':
      return answer(contract.GET('/api/profiles/{id}/likes/feed', { params: { path: { id: grid.userId }, query: { cursor } }, signal }));
    case 'place':
      return answer(contract.GET('/api/places/{id}/videos/feed', { params: { path: { id: grid.placeId }, query: { cursor } }, signal }));
    case 'sound':
      return answer(contract.GET('/api/sounds/{id}/videos/feed', { params: { path: { id: grid.soundId }, query: { cursor } }, signal }));
    case 'tag':
      return answer(contract.GET('/api/tags/{name}/videos/feed', { params: { path: { name: grid.name }, query: { sort: grid.sort, cursor } }, signal }));
  }
}

export const gridPlayerApi = {
  page: (grid: PlayerGrid, cursor: string | null, signal?: AbortSignal) => fetchPage(grid, cursor ?? undefined, signal),
};
