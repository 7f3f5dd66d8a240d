import type { PlaceType } from '../../shared/constants.ts';
import { answer, contract, type Schemas } from './contract.ts';

/** Spec §7 "Places": search, create, read one, and the videos tagged there. */
export type Place = Schemas['Place'];
/** A video in a thumbnail grid (a place's, a sound's, a tag's). */
export type TileVideo = Schemas['TileVideo'];
export type PlaceVideo = TileVideo;

export interface PlaceInput {
  name: string;
  type: PlaceType;
  address: string;
  city: string;
  country: string;
  lat: number | null;
  lng: number | null;
}

const byId = (id: string) => ({ params: { path: { id } } });

export const placesApi = {
  search: (text: string, signal?: AbortSignal) => answer(contract.GET('/api/places', { params: { query: { q: text } }, signal })),
  create: (input: PlaceInput) => answer(contract.POST('/api/places', { body: input })),
  get: (id: string, signal?: AbortSignal) => answer(contract.GET('/api/places/{id}', { ...byId(id), signal })),
  /** A page of the videos tagged at a place; `cursor` is the nextCursor of the page before. */
  videos: (id: string, cursor: string | null, signal?: AbortSignal) =>
    answer(contract.GET('/api/places/{id}/videos', { params: { path: { id }, query: { cursor: cursor ?? undefined } }, signal })),
  /** The map tile URL template the server is configured with (OpenStreetMap by default). */
  config: (signal?: AbortSignal) => answer(contract.GET('/api/config', { signal })),
};
