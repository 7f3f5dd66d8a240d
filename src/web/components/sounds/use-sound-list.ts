import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { soundKeys } from '../../api/sound-keys.ts';
import { soundsApi, type SoundSort } from '../../api/sounds-api.ts';

/** The server's trigram search is cheap, but not per keystroke. */
export const SOUND_SEARCH_DELAY_MS = 300;

/**
 * One search over the library, 20 at a time. The previous results stay on screen while a new search
 * term loads, so typing does not flash a spinner on every pause.
 */
export function useSoundList(sort: SoundSort, text: string) {
  const list = useInfiniteQuery({
    queryKey: soundKeys.list(sort, text),
    queryFn: ({ pageParam, signal }) => soundsApi.list({ text, sort, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const sounds = list.data?.pages.flatMap((page) => page.items) ?? [];
  return { list, sounds };
}
