import { answer, contract, type Schemas } from './contract.ts';

/**
 * Collections (issue 55 item 2): named sets of my favourites, private or public, with a cover. My list and
 * its order are under /api/me; a collection and its videos under /api/collections/{id}.
 */
export type Collection = Schemas['Collection'];
export type CollectionList = Schemas['CollectionList'];

export interface CollectionChanges {
  name?: string;
  public?: boolean;
  /** One of its videos; null goes back to the latest added. */
  coverVideoId?: string | null;
}

const byId = (id: string) => ({ params: { path: { id } } });
const inCollection = (id: string, videoId: string) => ({ params: { path: { id, videoId } } });

export const collectionsApi = {
  /** My collections in my order; with `videoId`, each says whether it holds that video. */
  mine: (videoId?: string, signal?: AbortSignal) => answer(contract.GET('/api/me/collections', { params: { query: { videoId } }, signal })),
  create: (name: string, isPublic: boolean) => answer(contract.POST('/api/me/collections', { body: { name, public: isPublic } })),
  /** Every one of my collection ids, in the new order. */
  reorder: (ids: string[]) => answer(contract.PUT('/api/me/collections/order', { body: { ids } })),
  /** A person's public collections (all of them when it is me). */
  ofProfile: (userId: string, signal?: AbortSignal) => answer(contract.GET('/api/profiles/{id}/collections', { ...byId(userId), signal })),
  get: (id: string, signal?: AbortSignal) => answer(contract.GET('/api/collections/{id}', { ...byId(id), signal })),
  update: (id: string, changes: CollectionChanges) => answer(contract.PATCH('/api/collections/{id}', { ...byId(id), body: changes })),
  /** Its videos stay in my Favourites. */
  remove: (id: string) => answer(contract.DELETE('/api/collections/{id}', byId(id))),
  /** A page of its grid, last added first; `cursor` is the nextCursor of the page before. */
  videos: (id: string, cursor: string | null, signal?: AbortSignal) =>
    answer(contract.GET('/api/collections/{id}/videos', { params: { path: { id }, query: { cursor: cursor ?? undefined } }, signal })),
  /** Adds the video, saving it to my Favourites too. */
  addVideo: (id: string, videoId: string) => answer(contract.PUT('/api/collections/{id}/videos/{videoId}', inCollection(id, videoId))),
  /** Takes the video out; it stays in my Favourites. */
  removeVideo: (id: string, videoId: string) => answer(contract.DELETE('/api/collections/{id}/videos/{videoId}', inCollection(id, videoId))),
};
