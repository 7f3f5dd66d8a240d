import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedLanguagesApi } from '../../../api/feed-languages-api.ts';
import { ApiError } from '../../../api/client.ts';
import { VIDEO_LANGUAGES, type VideoLanguage } from '../../../../shared/video-language.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { sessionKeys } from '../../../api/session-keys.ts';
import { feedKeys } from '../../../api/feed-keys.ts';

/**
 * For You's languages: a box moves at once and goes back, with the reason said, if the server refuses (the
 * cache is written only with the server's answer). A change reloads For You, which applies it.
 */
export function useFeedLanguages(userId: string) {
  const queryClient = useQueryClient();
  const key = sessionKeys.feedLanguages(userId);
  const [error, setError] = useState<string | null>(null);
  const [tapped, setTapped] = useState<VideoLanguage[] | null>(null);

  const languages = useQuery({ queryKey: key, queryFn: ({ signal }) => feedLanguagesApi.get(signal), enabled: userId !== '' });

  const save = useMutation({
    mutationFn: (chosen: VideoLanguage[]) => feedLanguagesApi.set(chosen),
    onError: (failure) => {
      console.error('Failed to change For You languages', failure);
      setError(failure instanceof ApiError && failure.fromServer ? failure.message : i18n.t('Could not save your languages. Try again.', { ns: 'settings' }));
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      void queryClient.invalidateQueries({ queryKey: feedKeys.list('foryou') });
    },
    onSettled: () => setTapped(null),
  });

  /** What the boxes show: the tap while it is being saved, else what the server said. */
  const chosen: VideoLanguage[] = tapped ?? languages.data?.languages ?? [];

  const toggle = (language: VideoLanguage, on: boolean) => {
    const next = VIDEO_LANGUAGES.filter((each) => (each === language ? on : chosen.includes(each)));
    setError(null);
    setTapped(next);
    save.mutate(next);
  };

  return { languages, save, chosen, toggle, error };
}
