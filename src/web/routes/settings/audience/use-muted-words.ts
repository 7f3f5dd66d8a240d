import { useTranslation } from '../../../i18n/use-translation.ts';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MuteDuration } from '../../../../shared/audience.ts';
import { audienceApi, type MutedWord } from '../../../api/audience-api.ts';
import { audienceKeys } from '../../../api/audience-keys.ts';
import { ApiError } from '../../../api/client.ts';
import { restoreFeedCreator } from '../../../api/feed-cache.ts';
import { searchKeys } from '../../../api/search-keys.ts';
import { MUTED_WORDS_TEXT } from '../../../audience-text.ts';

/** The server's own refusal (an empty word, the list full) when it sent one, else ours. */
const reason = (error: unknown, fallback: string) => (error instanceof ApiError && error.fromServer ? error.message : fallback);

/**
 * My muted words, Add and Remove. Lists are filtered on the server, so any change reads the feeds again and
 * marks search and hashtag pages stale: a word added takes its videos away, a word removed brings them back.
 */
export function useMutedWords(userId: string) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const key = audienceKeys.mutedWords(userId);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');

  const words = useQuery({ queryKey: key, queryFn: async ({ signal }) => (await audienceApi.mutedWords(signal)).items, enabled: userId !== '' });

  const listsChanged = () => {
    void restoreFeedCreator(queryClient);
    void queryClient.invalidateQueries({ queryKey: searchKeys.all, refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: searchKeys.tags, refetchType: 'none' });
  };

  const add = useMutation({
    mutationFn: ({ word, duration }: { word: string; duration: MuteDuration }) => audienceApi.muteWord(word, duration),
    onMutate: () => setError(null),
    onError: (failure) => {
      console.error('Failed to mute word', failure);
      setError(reason(failure, t(MUTED_WORDS_TEXT.addFailed)));
    },
    onSuccess: (added) => {
      // Muting a word again renews the same row: it moves to the top with its new end.
      queryClient.setQueryData<MutedWord[]>(key, (rows) => [added, ...(rows ?? []).filter((row) => row.id !== added.id)]);
      setDone(MUTED_WORDS_TEXT.added(added.word));
      listsChanged();
    },
  });

  const remove = useMutation({
    mutationFn: (word: MutedWord) => audienceApi.unmuteWord(word.id),
    onMutate: () => setError(null),
    onError: (failure) => {
      console.error('Failed to unmute word', failure);
      setError(reason(failure, t(MUTED_WORDS_TEXT.removeFailed)));
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (_nothing, word) => {
      queryClient.setQueryData<MutedWord[]>(key, (rows) => rows?.filter((row) => row.id !== word.id));
      setDone(MUTED_WORDS_TEXT.removed(word.word));
      listsChanged();
    },
  });

  return { words, add, remove, error, done };
}
