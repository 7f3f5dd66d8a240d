import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { APP_NAME } from '../../../shared/constants.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { DESKTOP_QUERY, useMediaQuery } from '../../hooks/use-media-query.ts';
import { StoryRings } from '../../components/stories/story-rings.tsx';
import { FeedHeader } from './feed-header.tsx';
import { FeedTabs } from './feed-tabs.tsx';
import { FEED_ASIDE_FRAME } from './feed-aside-frame.ts';

// Its own chunk, fetched only at desktop widths: a phone's first load carries none of it (decision 020).
const FeedAside = lazy(() => import('./feed-aside.tsx').then((m) => ({ default: m.FeedAside })));

/**
 * The main feed screen. Phones (spec §2): header, tab bar and story rings stay put while the feed below
 * scrolls. From lg up (decision 029) the navigation rail holds the header's actions and the tabs, so the feed
 * takes the whole height; search, story rings and trending tags sit in a column beside it, which gives way to
 * the comments panel while that is open.
 */
export function FeedLayout() {
  useDocumentTitle();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  // One tree at both sizes, so crossing the breakpoint keeps the feed (and its place in it) mounted.
  return (
    <div className="group/feed flex h-dvh flex-col bg-black text-zinc-100">
      {desktop ? (
        <h1 className="sr-only">{APP_NAME}</h1>
      ) : (
        <div className="z-10 shrink-0 border-b border-white/5 bg-black/90 backdrop-blur">
          <FeedHeader />
          <FeedTabs />
          <StoryRings />
        </div>
      )}
      <div className="min-h-0 flex-1 lg:flex">
        <main className="h-full min-w-0 lg:flex-1">
          <Outlet />
        </main>
        {desktop ? (
          <Suspense fallback={<div aria-hidden="true" className={FEED_ASIDE_FRAME} />}>
            <FeedAside />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
