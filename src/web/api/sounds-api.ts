import type { Sound, SoundAudioLink, SoundPage, SoundVideo, TrendingSound } from '../../shared/sound-types.ts';
import { api } from './client.ts';

export type { Sound, SoundAudioLink, SoundPage, SoundVideo, TrendingSound };

/** 'newest' is the /sounds list; 'popular' orders by use, for pickers. */
export type SoundSort = 'newest' | 'popular';
/** 'preview' links live 300 s, 'editor' links 3600 s (long enough for an editing session). */
export type SoundAudioPurpose = 'preview' | 'editor';

export interface SoundListQuery {
  /** Matched case-insensitively against title, artist and genre; empty lists everything. */
  text: string;
  sort: SoundSort;
  offset: number;
}

const soundPath = (id: string) => `/api/sounds/${encodeURIComponent(id)}`;

/** The sound library (issue 11): the list, Trending, one track, the videos using it, and its audio. */
export const soundsApi = {
  list: ({ text, sort, offset }: SoundListQuery, signal?: AbortSignal) => {
    const params = new URLSearchParams({ sort, offset: String(offset) });
    if (text) params.set('q', text);
    return api.get<SoundPage>(`/api/sounds?${params.toString()}`, signal);
  },
  trending: (signal?: AbortSignal) => api.get<{ items: TrendingSound[] }>('/api/sounds/trending', signal),
  get: (id: string, signal?: AbortSignal) => api.get<Sound>(soundPath(id), signal),
  videos: (id: string, signal?: AbortSignal) => api.get<{ items: SoundVideo[] }>(`${soundPath(id)}/videos`, signal),
  audio: (id: string, purpose: SoundAudioPurpose, signal?: AbortSignal) => api.get<SoundAudioLink>(`${soundPath(id)}/audio?purpose=${purpose}`, signal),
};
