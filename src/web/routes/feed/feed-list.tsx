import { Fragment, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Compass, Video } from 'lucide-react';
import { mapErrorMessage, type MappableError } from '../../../shared/error-mapper.ts';
import { DISCOVER_LABEL } from '../../../shared/feed-messages.ts';
import type { FeedKind } from '../../api/query-keys.ts';
import { useIsVisible } from '../../hooks/use-is-visible.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { FEED_MESSAGES } from '../../web-messages.ts';
import { CaughtUpDivider } from './caught-up-divider.tsx';
import { SuggestedCreatorsScreen } from './suggested-creators-screen.tsx';
import { cardKey, useFeed } from './use-feed.ts';
import { useSuggestionsFirst } from './use-suggestions-first.ts';
import { VideoCard, type CardMedia } from './video-card/video-card.tsx';

/** How many cards may remain unwatched when the next page is fetched. */
const PREFETCH_WHEN_LEFT = 3;
/** The active "card" while the suggested creators screen is the one on screen. */
const SUGGESTIONS_KEY = 'suggested-creators';

function EmptyFeed() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 px-6 text-center">
      <Video aria-hidden="true" className="size-12 text-zinc-600" />
      <h2 className="text-xl font-semibold text-zinc-100">{FEED_MESSAGES.emptyTitle}</h2>
      <p className="text-zinc-400">{FEED_MESSAGES.emptyBody}</p>
    </div>
  );
}

/** A failed Following load is only logged (spec §8); the screen still offers a way to try again. */
function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 px-6 text-center">
      <p className="text-zinc-400">{mapErrorMessage(error as MappableError)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** The Following tab's fallback when nobody followed has posted: say so, so the feed is not mistaken. */
function DiscoverLabel() {
  return (
    <div className="flex shrink-0 justify-center py-1.5">
      <p className="flex items-center gap-1.5 rounded-full bg-zinc-800/80 px-3 py-1 text-xs font-medium text-zinc-200">
        <Compass aria-hidden="true" className="size-3.5" />
        {DISCOVER_LABEL}
      </p>
    </div>
  );
}

interface LoadMoreProps {
  onLoad: () => void;
  scroller: RefObject<HTMLDivElement | null>;
  /** A page is on its way: wait for it. */
  busy: boolean;
  /** The last page failed: offer a retry rather than asking again in a loop. */
  failed: boolean;
}

/**
 * Loads the next page while this marker at the end of the list is half visible (spec §2, §9). "While",
 * not "when it becomes": a page that arrives with the marker still in view asks for the next at once.
 */
function LoadMoreMarker({ onLoad, scroller, busy, failed }: LoadMoreProps) {
  const markerRef = useRef<HTMLDivElement>(null);
  const visible = useIsVisible(markerRef, { root: scroller });
  const onLoadRef = useRef(onLoad);
  useEffect(() => {
    onLoadRef.current = onLoad;
  });
  useEffect(() => {
    if (visible && !busy && !failed) onLoadRef.current();
  }, [visible, busy, failed]);
  return (
    <div ref={markerRef} data-testid="feed-end-marker" className="flex h-24 snap-end items-center justify-center">
      {failed && !busy ? (
        <Button variant="secondary" size="sm" onClick={onLoad}>
          Load more
        </Button>
      ) : (
        <Spinner label="Loading more videos" />
      )}
    </div>
  );
}

/** The vertical, snap-scrolling feed of one tab (spec §2 "Main feed screen"). */
export function FeedList({ kind }: { kind: FeedKind }) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const { videos, mode, isPending, error, refetch, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = useFeed(kind);
  const suggestionsFirst = useSuggestionsFirst(kind, mode);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const activate = useCallback((key: string) => setActiveKey(key), []);
  // Above the first card, the first card is "next": its start loads, the one after only its thumbnail.
  const aboveCards = activeKey === SUGGESTIONS_KEY || (activeKey === null && suggestionsFirst === true);
  const activeIndex = aboveCards ? -1 : Math.max(0, videos.findIndex((video) => cardKey(video) === activeKey));
  // The next page is asked for while a few cards remain, so it is there before the last card ends and the
  // view never jumps past the first new card when it arrives.
  const nearEnd = videos.length > 0 && activeIndex >= videos.length - PREFETCH_WHEN_LEFT;
  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (isPending || (videos.length > 0 && suggestionsFirst === null)) return <Spinner className="h-full" />;
  // A failed For You load is toasted and the feed shows empty (spec §8).
  if (error && videos.length === 0 && kind === 'following') return <LoadFailed error={error} onRetry={() => void refetch()} />;
  if (videos.length === 0) return <EmptyFeed />;

  const loadMore = () => {
    if (!isFetchingNextPage) void fetchNextPage();
  };
  return (
    <div className="flex h-full flex-col">
      {mode === 'discover' ? <DiscoverLabel /> : null}
      {/* No scroll anchoring: cards that arrive while the spinner shows take its place on screen. */}
      <div
        ref={scrollerRef}
        data-testid="feed-scroller"
        className="min-h-0 flex-1 snap-y snap-mandatory overflow-y-auto overscroll-contain [overflow-anchor:none]"
      >
        {suggestionsFirst ? <SuggestedCreatorsScreen scroller={scrollerRef} onActive={() => activate(SUGGESTIONS_KEY)} /> : null}
        {videos.map((video, index) => (
          <Fragment key={cardKey(video)}>
            {video.seen && !videos[index - 1]?.seen ? <CaughtUpDivider /> : null}
            <VideoCard
              video={video}
              media={mediaLoad(index, activeIndex)}
              onActive={() => activate(cardKey(video))}
            />
          </Fragment>
        ))}
        {hasNextPage ? <LoadMoreMarker onLoad={loadMore} scroller={scrollerRef} busy={isFetchingNextPage} failed={isFetchNextPageError} /> : null}
      </div>
    </div>
  );
}

/**
 * How much of a card's media the browser fetches, by its distance from the card on screen: the current one
 * whole (it loops; the previous keeps what it had), the next one its start (metadata and first frames, so a
 * swipe plays at once), the two around them their thumbnail, the rest nothing — a first load fetches one
 * video and the start of another, not a page of ten.
 */
function mediaLoad(index: number, activeIndex: number): CardMedia {
  if (index === activeIndex || index === activeIndex - 1) return 'full';
  if (index === activeIndex + 1) return 'start';
  if (index >= activeIndex - 2 && index <= activeIndex + 2) return 'poster';
  return 'none';
}

export const FollowingFeed = () => <FeedList kind="following" />;
export const ForYouFeed = () => <FeedList kind="foryou" />;
