import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { toast } from '../../components/ui/toast.ts';
import { forYouApi } from '../../api/for-you-api.ts';
import { feedKeys } from '../../api/feed-keys.ts';

const hiddenKey = ['for-you', 'hidden-creators'] as const;

/** Settings' "Hidden from For You" (issue 56): the creators I hid from a card's menu, each with Show again. */
export function HiddenCreators() {
  const { t } = useTranslation('settings');
  const headingId = useId();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: hiddenKey, queryFn: ({ signal }) => forYouApi.hiddenCreators(signal) });
  const show = useMutation({
    mutationFn: (creator: { id: string; username: string }) => forYouApi.unhideCreator(creator.id),
    onSuccess: async (_, creator) => {
      toast.success(t('@{{username}} can show in your For You again', { username: creator.username }));
      await Promise.all([queryClient.invalidateQueries({ queryKey: hiddenKey }), queryClient.invalidateQueries({ queryKey: feedKeys.list('foryou') })]);
    },
    onError: () => toast.error(t('Could not update your For You. Please try again.')),
  });
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-zinc-800 pt-6">
      <h2 id={headingId} className="text-lg font-semibold">{t('Hidden from For You')}</h2>
      <QueryState
        query={list}
        look="inline"
        className="justify-between"
        alert="none"
        text={{ loading: t('Loading hidden creators'), failed: t('Could not load hidden creators.'), retry: t('Retry') }}
        isEmpty={list.data?.items.length === 0}
        empty={<p className="text-zinc-400">{t('Nobody is hidden. A card’s menu can hide a creator from your For You.')}</p>}
      >
        {(data) => (
          <ul aria-labelledby={headingId} className="flex flex-col gap-3">
            {data.items.map((creator) => (
              <li key={creator.id} className="flex items-center gap-3">
                <Avatar url={creator.avatarUrl} username={creator.username} />
                <Link to={`/profile/${creator.id}`} className="min-w-0 flex-1 truncate font-semibold hover:underline">@{creator.username}</Link>
                <Button variant="secondary" size="sm" aria-label={`${t('Show again')} @${creator.username}`} disabled={show.isPending} onClick={() => show.mutate(creator)}>
                  {t('Show again')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
