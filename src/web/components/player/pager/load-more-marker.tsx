import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useIsVisible } from '../../../hooks/use-is-visible.ts';

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
 * The spinner is drawn only while some of the marker is on screen or a page is on its way: one left spinning
 * out of sight below the last card redrew the page 60 times a second for nothing (decision 074).
 */
export function LoadMoreMarker({ onLoad, scroller, busy, failed }: LoadMoreProps) {
  const { t } = useTranslation('feed');
  const markerRef = useRef<HTMLDivElement>(null);
  const visible = useIsVisible(markerRef, { root: scroller });
  // Any part of the marker on screen shows the spinner ("a spinner at the end shows while more remain").
  const onScreen = useIsVisible(markerRef, { root: scroller, threshold: 0 });
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
          {t('Load more')}
        </Button>
      ) : busy || onScreen ? (
        <Spinner label={t('Loading more videos')} />
      ) : null}
    </div>
  );
}
