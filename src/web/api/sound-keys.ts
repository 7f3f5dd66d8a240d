import type { SoundSort } from './sounds-api.ts';

/**
 * Query keys of the sound library. Everything sits under `soundKeys.all`, so one invalidation (after an
 * upload or an edit that uses a track) refreshes the lists, Trending and the use counts together.
 */
export const soundKeys = {
  all: ['sounds'] as const,
  list: (sort: SoundSort, text: string) => ['sounds', 'list', sort, text] as const,
  trending: ['sounds', 'trending'] as const,
  sound: (id: string) => ['sounds', 'detail', id] as const,
  videos: (id: string) => ['sounds', 'detail', id, 'videos'] as const,
};
