import { useState } from 'react';
import { GRID_PAGE_TEXT } from '../../../../shared/creator-messages.ts';
import { WATCH_HISTORY_TEXT } from '../../../../shared/watch-history.ts';
import { LoadMoreMarker } from '../../../components/ui/paged-list.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ClearAllButton, PauseSwitch } from './history-controls.tsx';
import { useWatchHistory } from './use-watch-history.ts';
import { WatchedDays } from './watched-days.tsx';

/**
 * /settings/history (issue 55 item 4): the videos I watched in the last 90 days, by day, each removable; Clear
 * all; and a switch that pauses the recording. Only its owner ever sees it, so it lives under Settings.
 */
export function WatchHistoryPage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t(WATCH_HISTORY_TEXT.title));
  const { query, items, paused, pause, remove, clear } = useWatchHistory();
  // The switch shows a change in the same render as the tap (the mutation's own pending state arrives a tick
  // later, and a controlled checkbox would flick back meanwhile); the cache follows when the server agrees,
  // or the toast says it did not and the switch returns.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const shownPaused = wanted ?? paused;
  const changePaused = (next: boolean) => {
    setWanted(next);
    pause.mutate(next, { onSettled: () => setWanted(null) });
  };
  const pageText = { loading: t(GRID_PAGE_TEXT.loading), loadingMore: t(GRID_PAGE_TEXT.loadingMore), failed: t(WATCH_HISTORY_TEXT.loadFailed), retry: t(GRID_PAGE_TEXT.retry) };

  return (
    <div className="min-h-dvh bg-black text-zinc-100">
      <PageHeader title={t(WATCH_HISTORY_TEXT.title)} back={{ to: '/settings', label: t('Back to Edit Profile') }} />
      <main className="mx-auto flex max-w-lg flex-col gap-6 p-4 pb-16">
        <p className="text-sm text-zinc-400">{t(WATCH_HISTORY_TEXT.linkDetail)}</p>
        <QueryState query={query} look="page" text={{ ...pageText, loading: t(WATCH_HISTORY_TEXT.loading) }}>
          <PauseSwitch paused={shownPaused} pending={pause.isPending} onChange={changePaused} />
          <div className="flex items-center justify-end">
            <ClearAllButton disabled={items.length === 0} clearing={clear.isPending} onClear={() => clear.mutateAsync()} />
          </div>
          {items.length === 0 ? (
            <p className="py-10 text-center text-zinc-400">{t(shownPaused ? WATCH_HISTORY_TEXT.pausedEmpty : WATCH_HISTORY_TEXT.empty)}</p>
          ) : (
            <WatchedDays videos={items} onRemove={(video) => remove.mutate(video)} />
          )}
          {query.hasNextPage ? <LoadMoreMarker query={query} text={pageText} /> : null}
        </QueryState>
      </main>
    </div>
  );
}
