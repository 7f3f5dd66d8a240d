import { Outlet } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { StoryRings } from '../stories/rings/story-rings.tsx';
import { FeedHeader } from './feed-header.tsx';
import { FeedTabs } from './feed-tabs.tsx';

/** The main feed screen: header and tab bar stay put while the feed below scrolls. */
export function FeedLayout() {
  useDocumentTitle();
  return (
    <div className="flex h-dvh flex-col bg-black text-zinc-100">
      <div className="z-10 shrink-0 border-b border-white/5 bg-black/90 backdrop-blur">
        <FeedHeader />
        <FeedTabs />
        <StoryRings />
      </div>
      <main className="min-h-0 flex-1">
        <Outlet />
      </main>
    </div>
  );
}
