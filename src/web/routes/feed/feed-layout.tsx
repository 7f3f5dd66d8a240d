import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { DESKTOP_QUERY, useMediaQuery } from '../../hooks/use-media-query.ts';
import { StoryRings } from '../stories/rings/story-rings.tsx';
import { FeedHeader } from './feed-header.tsx';
import { FeedTabs } from './feed-tabs.tsx';

// Its own chunk, fetched only at desktop widths: a phone's first load carries none of it (decision 020).
const FeedAside = lazy(() => import('./feed-aside.tsx').then((m) => ({ default: m.FeedAside })));

/**
 * The main feed screen: header and tab bar stay put while the feed below scrolls. From lg up the spare width
 * beside the feed's 9:16 column holds trending tags; phones never render (or fetch) that column, and their
 * layout is the one it always was.
 */
export function FeedLayout() {
  useDocumentTitle();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return (
    <div className="flex h-dvh flex-col bg-black text-zinc-100">
      <div className="z-10 shrink-0 border-b border-white/5 bg-black/90 backdrop-blur">
        <FeedHeader />
        <FeedTabs />
        <StoryRings />
      </div>
      <div className="min-h-0 flex-1 lg:flex">
        <main className="h-full min-w-0 lg:flex-1">
          <Outlet />
        </main>
        {desktop ? (
          <Suspense fallback={null}>
            <FeedAside />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
