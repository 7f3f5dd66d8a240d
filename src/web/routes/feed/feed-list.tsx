import { useEffect, useRef, type RefObject } from 'react';
import { Video } from 'lucide-react';
import type { FeedKind } from '../../api/query-keys.ts';
import { useIsVisible } from '../../hooks/use-is-visible.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { FEED_MESSAGES } from '../../web-messages.ts';
import { FeedVideoSlide } from './feed-video-slide.tsx';
import { useFeed } from './use-feed.ts';

function EmptyFeed() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 px-6 text-center">
      <Video aria-hidden="true" className="size-12 text-zinc-600" />
      <h2 className="text-xl font-semibold text-zinc-100">{FEED_MESSAGES.emptyTitle}</h2>
      <p className="text-zinc-400">{FEED_MESSAGES.emptyBody}</p>
    </div>
  );
}

/** Loads the next page once this marker at the end of the list is half visible (spec §2, §9). */
function LoadMoreMarker({ onVisible, scroller }: { onVisible: () => void; scroller: RefObject<HTMLDivElement | null> }) {
  const markerRef = useRef<HTMLDivElement>(null);
  const visible = useIsVisible(markerRef, { root: scroller });
  const onVisibleRef = useRef(onVisible);
  useEffect(() => {
    onVisibleRef.current = onVisible;
  });
  // Only the moment it becomes visible counts, so a failed page is retried by scrolling back, not in a loop.
  useEffect(() => {
    if (visible) onVisibleRef.current();
  }, [visible]);
  return (
    <div ref={markerRef} className="flex h-24 snap-end items-center justify-center">
      <Spinner label="Loading more videos" />
    </div>
  );
}

/** The vertical, snap-scrolling feed of one tab (spec §2 "Main feed screen"). */
export function FeedList({ kind }: { kind: FeedKind }) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const { videos, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = useFeed(kind);

  if (isPending) return <Spinner className="h-full" />;
  // A failed load is logged (and toasted for For You) by useFeed; an error is not an empty feed.
  if (isError && videos.length === 0) return null;
  if (videos.length === 0) return <EmptyFeed />;

  const loadMore = () => {
    if (!isFetchingNextPage) void fetchNextPage();
  };
  return (
    <div ref={scrollerRef} className="h-full snap-y snap-mandatory overflow-y-auto overscroll-contain">
      {videos.map((video) => (
        <FeedVideoSlide key={video.id} video={video} />
      ))}
      {hasNextPage ? <LoadMoreMarker onVisible={loadMore} scroller={scrollerRef} /> : null}
    </div>
  );
}

export const FollowingFeed = () => <FeedList kind="following" />;
export const ForYouFeed = () => <FeedList kind="foryou" />;
