import { Fragment, lazy, Suspense, startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { FeedItem } from '../../../api/videos-api.ts';
import { DESKTOP_QUERY, useMediaQuery } from '../../../hooks/use-media-query.ts';
import { CommentsPanelContext, useCommentsPanelHost } from '../comments/comments-panel-host.ts';
import { VideoCard, type CardMedia } from '../video-card/video-card.tsx';
import { LoadMoreMarker } from './load-more-marker.tsx';
import { usePagerKeys } from './use-pager-keys.ts';

// Opened on demand, so fetched then rather than with the feed (decision 032).
const CommentsPanel = lazy(() => import('../comments/comments-panel.tsx').then((m) => ({ default: m.CommentsPanel })));
const ShortcutsDialog = lazy(() => import('./shortcuts-dialog.tsx').then((m) => ({ default: m.ShortcutsDialog })));

/**
 * Cards in the pager's first render: the one on screen and the next. The rest of the page follows after that
 * paint, CARDS_PER_STEP at a time, each in a transition React may interrupt and in a task of its own, so a slow
 * phone's start is not one long task over ten cards (issue 26), nor one long commit of eight after it (issue 53:
 * 400–500 ms of blocking at 4×). Later pages render at once, as they come.
 */
const FIRST_RENDER_CARDS = 2;
const CARDS_PER_STEP = 2;
/** How many cards may remain unwatched when the next page is fetched. */
const PREFETCH_WHEN_LEFT = 3;
/** The active "card" while the leading screen (the Following feed's suggested creators) is on screen. */
const LEADING_KEY = 'leading-screen';

export interface PagerPaging {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

interface VideoPagerProps {
  videos: FeedItem[];
  /** A card's identity in the list (a React key that never repeats). */
  keyOf: (video: FeedItem) => string;
  paging: PagerPaging;
  /** A full screen above the first card, told when it is the one on screen. */
  leading?: (scroller: RefObject<HTMLDivElement | null>, onActive: () => void) => ReactNode;
  /** A full screen put before a card (For You's "caught up" divider). */
  before?: (video: FeedItem, index: number) => ReactNode;
  /** The card to open on (a grid's player): scrolled to once, before the first paint. */
  startKey?: string;
  /** Told the key of each card that comes on screen (a grid's player keeps it in the URL). */
  onActiveChange?: (key: string) => void;
}

/**
 * The vertical, snap-scrolling list of full-screen video cards shared by the feeds and every grid's player
 * (issue 25): which card is on screen, how much media each card fetches, the next page before the end, the
 * keyboard, and on desktop the comments panel beside the cards, showing the current card's comments.
 */
export function VideoPager({ videos, keyOf, paging, leading, before, startKey, onActiveChange }: VideoPagerProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  // A grid's player opens on a card mid-list, which must be there before the first paint: all at once.
  const [shown, setShown] = useState(startKey === undefined ? FIRST_RENDER_CARDS : Infinity);
  useEffect(() => {
    if (shown === Infinity) return;
    if (shown >= videos.length) return setShown(Infinity);
    const next = setTimeout(() => startTransition(() => setShown((count) => count + CARDS_PER_STEP)));
    return () => clearTimeout(next);
  }, [shown, videos.length]);
  const cards = videos.slice(0, shown);
  const [activeKey, setActiveKey] = useState<string | null>(startKey ?? null);
  const [helpOpen, setHelpOpen] = useState(false);
  const activate = useCallback((key: string) => setActiveKey(key), []);
  const openHelp = useCallback(() => setHelpOpen(true), []);
  usePagerKeys(scrollerRef, openHelp);
  const onActiveChangeRef = useRef(onActiveChange);
  useEffect(() => {
    onActiveChangeRef.current = onActiveChange;
  });
  useEffect(() => {
    if (activeKey !== null && activeKey !== LEADING_KEY) onActiveChangeRef.current?.(activeKey);
  }, [activeKey]);
  const comments = useCommentsPanelHost(useMediaQuery(DESKTOP_QUERY), activate);

  // Above the first card, the first card is "next": its start loads, the one after only its thumbnail.
  const aboveCards = activeKey === LEADING_KEY || (activeKey === null && leading !== undefined);
  const activeIndex = aboveCards ? -1 : Math.max(0, videos.findIndex((video) => keyOf(video) === activeKey));
  // The next page is asked for while a few cards remain, so it is there before the last card ends and the
  // view never jumps past the first new card when it arrives.
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = paging;
  const nearEnd = videos.length > 0 && activeIndex >= videos.length - PREFETCH_WHEN_LEFT;
  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const startedAt = useRef(false);
  useLayoutEffect(() => {
    if (startedAt.current || !startKey) return;
    const card = scrollerRef.current?.querySelector<HTMLElement>(`:scope > [data-card-key="${CSS.escape(startKey)}"]`);
    if (!card) return;
    startedAt.current = true;
    scrollerRef.current!.scrollTop = card.offsetTop;
  });

  const loadMore = () => {
    if (!isFetchingNextPage) void fetchNextPage();
  };
  const activeVideo = aboveCards ? undefined : videos[activeIndex];
  const closeComments = () => {
    const key = activeVideo ? keyOf(activeVideo) : '';
    comments.close(scrollerRef.current?.querySelector(`:scope > [data-card-key="${CSS.escape(key)}"]`) ?? null);
  };
  return (
    <div className="flex min-h-0 flex-1">
      {/* No scroll anchoring: cards that arrive while the spinner shows take its place on screen. */}
      <div
        ref={scrollerRef}
        data-testid="feed-scroller"
        className="min-w-0 flex-1 snap-y snap-mandatory overflow-y-auto overscroll-contain [overflow-anchor:none]"
      >
        <CommentsPanelContext value={comments.host}>
          {leading?.(scrollerRef, () => activate(LEADING_KEY))}
          {cards.map((video, index) => (
            <Fragment key={keyOf(video)}>
              {before?.(video, index)}
              <VideoCard video={video} cardKey={keyOf(video)} media={mediaLoad(index, activeIndex)} onActive={() => activate(keyOf(video))} />
            </Fragment>
          ))}
        </CommentsPanelContext>
        {hasNextPage ? <LoadMoreMarker onLoad={loadMore} scroller={scrollerRef} busy={isFetchingNextPage} failed={isFetchNextPageError} /> : null}
      </div>
      {comments.isOpen && activeVideo ? (
        // The panel's width is kept while its chunk loads, so the video does not shift twice.
        <Suspense fallback={<div aria-hidden="true" className="h-full w-88 shrink-0 border-s border-white/10 bg-zinc-900 xl:w-96" />}>
          <CommentsPanel videoId={activeVideo.id} focusRequest={comments.focusRequest} onClose={closeComments} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>{helpOpen ? <ShortcutsDialog onClose={() => setHelpOpen(false)} /> : null}</Suspense>
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
