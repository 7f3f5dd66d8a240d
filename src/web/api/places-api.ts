import type { PlaceType } from '../../shared/constants.ts';
import type { TileVideo } from '../../shared/feed-types.ts';
import { api } from './client.ts';
import { answer, contract } from './contract.ts';

/** Spec §7 "Places": search, create, read one, and the videos tagged there. */
export interface Place {
  id: string;
  name: string;
  type: PlaceType;
  address: string | null;
  city: string | null;
  country: string | null;
  lat: number | null;
  lng: number | null;
  created_at: string;
}

export interface PlaceInput {
  name: string;
  type: PlaceType;
  address: string;
  city: string;
  country: string;
  lat: number | null;
  lng: number | null;
}

export type PlaceVideo = TileVideo;

const placePath = (id: string) => `/api/places/${encodeURIComponent(id)}`;

export const placesApi = {
  search: (text: string, signal?: AbortSignal) => api.get<{ items: Place[] }>(`/api/places?q=${encodeURIComponent(text)}`, signal),
  create: (input: PlaceInput) => api.post<Place>('/api/places', input),
  get: (id: string, signal?: AbortSignal) => api.get<Place>(placePath(id), signal),
  videos: (id: string, signal?: AbortSignal) => api.get<{ items: PlaceVideo[] }>(`${placePath(id)}/videos`, signal),
  /** The map tile URL template the server is configured with (OpenStreetMap by default). */
  config: (signal?: AbortSignal) => answer(contract.GET('/api/config', { signal })),
};
