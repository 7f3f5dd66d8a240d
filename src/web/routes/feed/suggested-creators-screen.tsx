import { useEffect, useId, useRef, type RefObject } from 'react';
import { ChevronDown, UserPlus } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { DISCOVERY_MESSAGES } from '../../../shared/search-messages.ts';
import { SuggestedCreators } from '../../components/people/suggested-creators.tsx';
import { useIsVisible } from '../../hooks/use-is-visible.ts';
import { PAGER_PAGE } from '../../components/player/pager/use-pager-keys.ts';

interface SuggestedCreatorsScreenProps {
  /** The feed's scroller, which the hint scrolls one screen down. */
  scroller: RefObject<HTMLDivElement | null>;
  /** Told when this screen becomes the one on screen. */
  onActive: () => void;
}

/**
 * The Following feed's first screen for someone who follows nobody (issue 23): creators to follow, then a
 * hint that the newest videos are one swipe down. A full snap page, so the feed keeps its one-screen-per-
 * swipe rhythm.
 */
export function SuggestedCreatorsScreen({ scroller, onActive }: SuggestedCreatorsScreenProps) {
  const { t } = useTranslation('feed');
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const visible = useIsVisible(sectionRef);
  const onActiveRef = useRef(onActive);
  useEffect(() => {
    onActiveRef.current = onActive;
  });
  useEffect(() => {
    if (visible) onActiveRef.current();
  }, [visible]);

  const scrollDown = () => {
    const element = scroller.current;
    element?.scrollBy({ top: element.clientHeight, behavior: 'smooth' });
  };

  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      {...PAGER_PAGE}
      data-testid="suggested-creators-screen"
      className="flex h-full w-full snap-start snap-always flex-col items-center justify-center gap-4 overflow-hidden bg-black px-4 text-center"
    >
      <UserPlus aria-hidden="true" className="size-10 text-pink-500" />
      <h2 id={headingId} className="text-xl font-semibold text-zinc-100">
        {t(DISCOVERY_MESSAGES.heading)}
      </h2>
      <p className="max-w-sm text-zinc-300">{t(DISCOVERY_MESSAGES.body)}</p>
      <div className="w-full max-w-xl text-start">
        <SuggestedCreators labelledBy={headingId} layout="cards" />
      </div>
      <button type="button" onClick={scrollDown} className="flex items-center gap-1.5 rounded-full px-3 py-2 text-sm text-muted hover:text-zinc-200 focus-visible:outline-2 focus-visible:outline-pink-400">
        <ChevronDown aria-hidden="true" className="size-4 motion-safe:animate-bounce" />
        {t(DISCOVERY_MESSAGES.scrollHint)}
      </button>
    </section>
  );
}
