import { useCallback, useState, type ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PLAYER_TEXT, SHARE_PAGE_TEXT } from '../../../shared/feed-messages.ts';
import { ApiError } from '../../api/client.ts';
import type { PlayerGrid } from '../../api/grid-player-api.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { VideoPager } from '../../components/player/pager/video-pager.tsx';
import { gridViewSource, ViewSourceContext } from '../../lib/view-source.ts';
import { gridPath, isFromGrid, playerPath } from '../../components/player/player-links.ts';
import { useGridPlayer } from './use-grid-player.ts';

const keyOf = (video: { id: string }) => video.id;
/** 404, or 400 for an id that cannot name anything: there is no such grid or video. */
const missing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** Opened from the grid, Back steps back to it (at its scroll position); opened from a link, it goes to the grid. */
function BackButton({ grid }: { grid: PlayerGrid }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => void (isFromGrid(location.state) ? navigate(-1) : navigate(gridPath(grid), { replace: true }));
  return (
    <button
      type="button"
      onClick={back}
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-zinc-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-zinc-700 focus-visible:outline-2 focus-visible:outline-pink-400"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t(PLAYER_TEXT.back)}
    </button>
  );
}

function Message({ children }: { children: ReactNode }) {
  return <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center text-zinc-300">{children}</div>;
}

/**
 * A grid's vertical player (issue 25): the feed's pager over the grid's videos, opened on the tile's video,
 * with every action of the card. Moving between videos replaces the URL, so it always names the video on
 * screen without adding a history entry per swipe: Back leaves the player in one step, as in TikTok's web app.
 */
export function GridPlayer({ grid, title }: { grid: PlayerGrid; title: string }) {
  const { t } = useTranslation('common');
  useDocumentTitle(title);
  const { videoId = '' } = useParams();
  // The video it opened on; the URL follows the video on screen from then on, but the list does not restart.
  const [startId] = useState(videoId);
  const { list, alone, opened, videos } = useGridPlayer(grid, startId);
  const navigate = useNavigate();
  const location = useLocation();
  const followInUrl = useCallback(
    (key: string) => {
      if (key !== videoId) void navigate(playerPath(grid, key), { replace: true, state: location.state, preventScrollReset: true });
    },
    [grid, navigate, location.state, videoId],
  );

  // Until the video it opened on is there, the grid's read failing, then the video's alone, is what to show.
  const failed = opened ? null : list.isError ? list : alone.isError ? alone : null;
  let body: ReactNode;
  if (failed === list && missing(list.error)) {
    body = <Message>{t(PLAYER_TEXT.gridMissing)}</Message>;
  } else if (failed === alone && missing(alone.error)) {
    body = (
      <Message>
        <p className="text-lg font-semibold text-zinc-100">{t(SHARE_PAGE_TEXT.unavailableTitle)}</p>
        <p>{t(SHARE_PAGE_TEXT.unavailableBody)}</p>
      </Message>
    );
  } else {
    body = (
      <QueryState
        isPending={!opened && !failed}
        isError={Boolean(failed)}
        onRetry={() => void failed?.refetch()}
        loadingClassName="flex-1"
        text={{ loading: t(PLAYER_TEXT.loading), failed: t(PLAYER_TEXT.loadFailed), retry: t(PLAYER_TEXT.retry) }}
        isEmpty={videos.length === 0}
        empty={<Message>{t(PLAYER_TEXT.empty)}</Message>}
      >
        <ViewSourceContext value={gridViewSource(grid)}>
          <VideoPager videos={videos} keyOf={keyOf} paging={list} startKey={startId} onActiveChange={followInUrl} />
        </ViewSourceContext>
      </QueryState>
    );
  }

  return (
    <div className="flex h-dvh flex-col bg-black text-zinc-100">
      {/* A bar of its own rather than over the video, where the card keeps its own controls. */}
      <header className="flex shrink-0 items-center gap-3 border-b border-white/5 px-3 py-2">
        <BackButton grid={grid} />
        <h1 className="min-w-0 truncate text-sm font-semibold">{title}</h1>
      </header>
      <main className="flex min-h-0 flex-1 flex-col">{body}</main>
    </div>
  );
}
