import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ApiError } from '../../api/client.ts';
import { forYouApi } from '../../api/for-you-api.ts';
import { feedKeys } from '../../api/feed-keys.ts';
import { RETURN_PARAM, safeReturnPath } from '../../auth/return-to.ts';
import { INTERESTS_SUGGESTED_MIN } from '../../../shared/for-you.ts';
import { InterestChips } from './interest-chips.tsx';

/**
 * "What do you like?" (issue 56): a new person picks tags and creators, and For You starts from them; they fade
 * as the person's own watching speaks. Sign-up leads here; Settings links here to change them. Skipping is
 * always one tap away.
 */
export function WelcomePage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('What do you like?'));
  const [searchParams] = useSearchParams();
  // Skip goes where the person was going (the feed's root after sign-up); Continue shows For You, which the picks shape.
  const next = safeReturnPath(searchParams.get(RETURN_PARAM)) ?? '/';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choices = useQuery({ queryKey: ['interests', 'choices'], queryFn: ({ signal }) => forYouApi.choices(signal) });
  const current = useQuery({ queryKey: ['interests', 'mine'], queryFn: ({ signal }) => forYouApi.interests(signal) });
  const [tags, setTags] = useState<string[] | null>(null);
  const [creators, setCreators] = useState<string[] | null>(null);
  const pickedTags = tags ?? current.data?.tags ?? [];
  const pickedCreators = creators ?? current.data?.creators.map((creator) => creator.id) ?? [];
  const count = pickedTags.length + pickedCreators.length;
  const save = useMutation({
    mutationFn: () => forYouApi.setInterests(pickedTags, pickedCreators),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: feedKeys.list('foryou') });
      void navigate(next === '/' ? '/foryou' : next, { replace: true });
    },
    onError: (error) => toast.error(error instanceof ApiError ? error.message : t('Could not save your interests. Please try again.')),
  });
  const toggle = (list: string[], set: (value: string[]) => void, value: string) =>
    set(list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col gap-6 px-4 py-8 text-white">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t('What do you like?')}</h1>
        <p className="text-sm text-zinc-400">{t('Pick at least two. For You starts with them, and learns from what you watch.')}</p>
      </header>
      <QueryState
        query={choices}
        look="box"
        isEmpty={choices.data ? choices.data.tags.length + choices.data.creators.length === 0 : false}
        empty={<p className="text-sm text-zinc-400">{t('Nothing to pick yet. For You will learn from what you watch.')}</p>}
        text={{ loading: t('Loading interests'), failed: t('Could not load interests.'), retry: t('Retry') }}
        children={(data) => (
          <>
            <InterestChips
              title={t('Tags')}
              items={data.tags.map((tag) => ({ value: tag.name, label: `#${tag.name}` }))}
              picked={pickedTags}
              onToggle={(value) => toggle(pickedTags, setTags, value)}
            />
            <InterestChips
              title={t('Creators')}
              items={data.creators.map((creator) => ({ value: creator.id, label: `@${creator.username}`, avatarUrl: creator.avatarUrl }))}
              picked={pickedCreators}
              onToggle={(value) => toggle(pickedCreators, setCreators, value)}
            />
          </>
        )}
      />
      <footer className="sticky bottom-0 flex items-center justify-between gap-3 bg-black/90 py-3">
        <Link to={next} replace className="rounded-lg px-3 py-2 text-sm font-medium text-zinc-300 hover:text-white focus-visible:outline-2 focus-visible:outline-pink-400">
          {t('Skip')}
        </Link>
        <button
          type="button"
          disabled={count < INTERESTS_SUGGESTED_MIN || save.isPending}
          onClick={() => save.mutate()}
          className="rounded-full bg-pink-600 px-6 py-2.5 font-semibold hover:bg-pink-500 disabled:opacity-50"
        >
          {save.isPending ? t('Saving...') : t('Continue')}
        </button>
      </footer>
    </main>
  );
}
