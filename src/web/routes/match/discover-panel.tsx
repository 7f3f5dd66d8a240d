import { useCallback, useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HeartCrack } from 'lucide-react';
import { toast } from '../../components/ui/toast.ts';
import { ApiError } from '../../api/client.ts';
import { matchApi, type MatchCandidate, type SwipeDirection } from '../../api/match-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { MatchDialog, type NewMatch } from './match-dialog.tsx';
import { SwipeDeck } from './swipe-deck.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { matchKeys } from '../../api/match-keys.ts';
import { chatKeys } from '../../api/chat-keys.ts';

interface Swipe {
  candidate: MatchCandidate;
  direction: SwipeDirection;
}

/** 404: no longer offered (opted out, blocked, banned); 409: already swiped. Neither is worth showing again. */
const isFinal = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 409);

/**
 * Spec §2 Discover: one candidate at a time from the (at most 50) not yet swiped, the next after each swipe,
 * 'No More Profiles' at the end. A swiped card leaves at once rather than after the server answers, so
 * swiping stays quick; a swipe that failed for a passing reason brings its card back to try again.
 */
export function DiscoverPanel({ active }: { active: boolean }) {
  const { t } = useTranslation('match');
  const queryClient = useQueryClient();
  const candidates = useQuery({ queryKey: matchKeys.candidates, queryFn: ({ signal }) => matchApi.candidates(signal) });
  /** Swiped during this visit: hidden even if a refetch lands before the server has recorded the swipe. */
  const [swiped, setSwiped] = useState<ReadonlySet<string>>(() => new Set());
  const [match, setMatch] = useState<NewMatch | null>(null);

  useEffect(() => {
    if (!candidates.isError) return;
    console.error('Failed to load candidates', candidates.error);
    toast.error(t('Failed to load candidates'));
  }, [candidates.isError, candidates.error, t]);

  const record = useMutation({
    mutationFn: ({ candidate, direction }: Swipe) => matchApi.swipe(candidate.userId, direction),
    onSuccess: (result, { candidate }) => {
      // The top pick leaves out people already swiped.
      void queryClient.invalidateQueries({ queryKey: matchKeys.pick });
      if (!result.matched || !result.roomId) return;
      setMatch({ candidate, roomId: result.roomId });
      void queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
    },
    onError: (error, { candidate }) => {
      console.error('Failed to record swipe', error);
      toast.error(t('Failed to record swipe'), { description: error instanceof ApiError && error.status === 429 ? error.message : undefined });
      if (isFinal(error)) return;
      setSwiped((current) => {
        const next = new Set(current);
        next.delete(candidate.userId);
        return next;
      });
    },
  });

  const { mutate } = record;
  const onSwipe = useCallback(
    (candidate: MatchCandidate, direction: SwipeDirection) => {
      setSwiped((current) => new Set(current).add(candidate.userId));
      mutate({ candidate, direction });
    },
    [mutate],
  );

  const queue = candidates.data?.items.filter((candidate) => !swiped.has(candidate.userId)) ?? [];
  const current = queue[0];

  const noMore = (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <HeartCrack aria-hidden="true" className="size-10 text-zinc-500" />
      <h2 className="text-xl font-bold">{t('No More Profiles')}</h2>
      <p className="text-muted">{t('Check back later as more people join.')}</p>
      <Button variant="secondary" onClick={() => void candidates.refetch()} disabled={candidates.isFetching}>
        {t('Check again')}
      </Button>
    </div>
  );

  return (
    <>
      {/* A failed read is toasted (above), so the failure here is not announced a second time. */}
      <QueryState
        query={candidates}
        look="page"
        alert="none"
        text={{ loading: t('Loading profiles'), failed: t('Could not load profiles right now.'), retry: t('Try again') }}
        isEmpty={!current}
        empty={noMore}
      >
        {current ? <SwipeDeck candidate={current} active={active && match === null} onSwipe={onSwipe} /> : null}
      </QueryState>
      {/* Who is on top now, for screen readers: the card changes under the buttons without moving focus. */}
      <p aria-live="polite" className="sr-only">
        {current ? `${current.username}, ${current.age}` : candidates.isSuccess ? t('No More Profiles') : ''}
      </p>
      <MatchDialog match={match} onClose={() => setMatch(null)} />
    </>
  );
}
