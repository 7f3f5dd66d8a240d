import { answer, contract, type Schemas } from './contract.ts';

export type Sound = Schemas['Sound'];
export type TrendingSound = Schemas['TrendingSound'];
export type SoundPage = Schemas['SoundPage'];
export type SoundVideo = Schemas['SoundVideos']['items'][number];
export type SoundAudioLink = Schemas['SoundAudioLink'];

/** 'newest' is the /sounds list; 'popular' orders by use, for pickers. */
export type SoundSort = 'newest' | 'popular';
/** 'preview' links live 300 s, 'editor' links 3600 s (long enough for an editing session). */
export type SoundAudioPurpose = 'preview' | 'editor';

export interface SoundListQuery {
  /** Matched case-insensitively against title, artist and genre; empty lists everything. */
  text: string;
  sort: SoundSort;
  /** The nextCursor of the page before (it belongs to this sort); null for the first page. */
  cursor: string | null;
}

/** The sound library (issue 11): the list, Trending, one track, the videos using it, and its audio. */
export const soundsApi = {
  list: ({ text, sort, cursor }: SoundListQuery, signal?: AbortSignal) =>
    answer(contract.GET('/api/sounds', { params: { query: { sort, cursor: cursor ?? undefined, q: text || undefined } }, signal })),
  trending: (signal?: AbortSignal) => answer(contract.GET('/api/sounds/trending', { signal })),
  get: (id: string, signal?: AbortSignal) => answer(contract.GET('/api/sounds/{id}', { params: { path: { id } }, signal })),
  /** A page of the videos using a track; `cursor` is the nextCursor of the page before. */
  videos: (id: string, cursor: string | null, signal?: AbortSignal) =>
    answer(contract.GET('/api/sounds/{id}/videos', { params: { path: { id }, query: { cursor: cursor ?? undefined } }, signal })),
  audio: (id: string, purpose: SoundAudioPurpose, signal?: AbortSignal) =>
    answer(contract.GET('/api/sounds/{id}/audio', { params: { path: { id }, query: { purpose } }, signal })),
};
