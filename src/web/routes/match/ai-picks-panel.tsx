import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Sparkles } from 'lucide-react';
import { toast } from '../../components/ui/toast.ts';
import { ApiError } from '../../api/client.ts';
import { matchApi, type MatchPick } from '../../api/match-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { CandidateCard } from './candidate-card.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { matchKeys } from '../../api/match-keys.ts';

/** The pick's vibe (spec §9: score × 100, rounded, computed by the server) and why it was chosen. */
function PickDetails({ pick }: { pick: MatchPick }) {
  const { t } = useTranslation('match');
  const reasonsId = useId();
  return (
    <div className="flex flex-col gap-3 border-t border-zinc-800 pt-3">
      <p className="flex items-baseline gap-2">
        <Sparkles aria-hidden="true" className="size-4 self-center text-pink-400" />
        <span className="text-sm font-semibold tracking-wide text-zinc-300 uppercase">{t('Vibe')}</span>
        <span data-testid="pick-vibe" className="text-2xl font-bold text-pink-300">{`${pick.vibe}%`}</span>
      </p>
      {pick.reasons.length > 0 ? (
        <>
          <h3 id={reasonsId} className="text-sm font-semibold text-zinc-300">
            {t('Why you might click')}
          </h3>
          <ul aria-labelledby={reasonsId} className="flex list-disc flex-col gap-1 ps-5 text-zinc-200">
            {pick.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * Spec §2 AI Picks: only the top-scored pick, with its Vibe. Picks are built in the background after the
 * dating profile is saved; the refresh control rescores at once (a few times an hour at most).
 */
export function AiPicksPanel() {
  const { t } = useTranslation('match');
  const queryClient = useQueryClient();
  const pick = useQuery({ queryKey: matchKeys.pick, queryFn: ({ signal }) => matchApi.pick(signal) });

  const refresh = useMutation({
    mutationFn: () => matchApi.refreshPick(),
    // A read still in flight (say, after a swipe) must not land after the fresh pick and replace it.
    onMutate: () => queryClient.cancelQueries({ queryKey: matchKeys.pick }),
    onSuccess: (result) => {
      queryClient.setQueryData(matchKeys.pick, result);
      toast.success(t('AI picks refreshed!'));
    },
    onError: (error) => {
      console.error('Failed to refresh picks', error);
      toast.error(t('Failed to refresh picks'), { description: error instanceof ApiError && error.status === 429 ? error.message : undefined });
    },
  });

  const top = pick.data?.pick ?? null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-48 flex-1 text-sm text-muted">{t('Your top match right now, from shared interests, age, city and how you engage.')}</p>
        <Button variant="secondary" size="sm" onClick={() => refresh.mutate()} disabled={refresh.isPending} className="shrink-0">
          <RefreshCw aria-hidden="true" className={`size-4 ${refresh.isPending ? 'animate-spin' : ''}`} />
          {refresh.isPending ? t('Refreshing...') : t('Refresh picks')}
        </Button>
      </div>
      <QueryState
        query={pick}
        look="page"
        alert="none"
        text={{ loading: t('Loading AI picks'), failed: t('Could not load your AI picks.'), retry: t('Try again') }}
        isEmpty={!top}
        empty={
          <div className="flex flex-col items-center gap-3 py-16 text-center">
            <Sparkles aria-hidden="true" className="size-10 text-zinc-500" />
            <p className="text-zinc-300">{t('No picks yet — refresh to find some')}</p>
          </div>
        }
      >
        {top ? (
          <CandidateCard candidate={top.candidate}>
            <PickDetails pick={top} />
          </CandidateCard>
        ) : null}
      </QueryState>
    </div>
  );
}
