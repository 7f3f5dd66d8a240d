import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { Heart, X } from 'lucide-react';
import type { MatchCandidate, SwipeDirection } from '../../api/match-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { CandidateCard } from './candidate-card.tsx';
import { useSwipeGesture } from './use-swipe-gesture.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

/** Typing in a field, moving between tabs or working a dialog keeps its own use of the arrow keys. */
function arrowKeysBelongElsewhere(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return true;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('input, textarea, select, [contenteditable="true"], [role="tablist"], dialog')) return true;
  return document.querySelector('dialog[open]') !== null;
}

/**
 * The Like/Nope stamp that fades in as the card is dragged towards a choice; decorative, the buttons say it.
 * Its corner stays physical (left for Like, right for Nope) in every language: the swipe itself is physical
 * (a drag to the right is Like), and the stamp sits on the edge that trails the drag.
 */
function Stamp({ direction, strength }: { direction: SwipeDirection; strength: number }) {
  const { t } = useTranslation('match');
  const like = direction === 'right';
  return (
    <span
      aria-hidden="true"
      style={{ opacity: strength }}
      className={`absolute top-6 rounded-lg border-4 bg-black/40 px-3 py-1 text-3xl font-black tracking-wider uppercase ${
        like ? 'left-6 -rotate-12 border-green-400 text-green-300' : 'right-6 rotate-12 border-red-400 text-red-300'
      }`}
    >
      {like ? t('Like') : t('Nope')}
    </span>
  );
}

export interface SwipeCardHandle {
  fling: (direction: SwipeDirection) => void;
}

interface SwipeCardProps {
  candidate: MatchCandidate;
  onSwipe: (candidate: MatchCandidate, direction: SwipeDirection) => void;
  ref: Ref<SwipeCardHandle>;
}

/** One draggable card. Keyed by person, so each starts centred and can be swiped only once. */
function SwipeCard({ candidate, onSwipe, ref }: SwipeCardProps) {
  const { handlers, style, lean, fling } = useSwipeGesture((direction) => onSwipe(candidate, direction));
  useImperativeHandle(ref, () => ({ fling }), [fling]);
  return (
    <div {...handlers} style={style} className="cursor-grab select-none active:cursor-grabbing">
      <CandidateCard candidate={candidate} overlay={lean.direction ? <Stamp direction={lean.direction} strength={lean.strength} /> : null} />
    </div>
  );
}

interface SwipeDeckProps {
  candidate: MatchCandidate;
  /** Only the visible tab listens to the arrow keys. */
  active: boolean;
  onSwipe: (candidate: MatchCandidate, direction: SwipeDirection) => void;
}

/**
 * The person on top of Discover and the three ways to choose (spec §4 Swipe): drag the card, press Pass or
 * Like, or use ArrowLeft/ArrowRight. The buttons outlive the cards, so keyboard focus stays on Like or Pass
 * from one person to the next.
 */
export function SwipeDeck({ candidate, active, onSwipe }: SwipeDeckProps) {
  const { t } = useTranslation('match');
  const card = useRef<SwipeCardHandle>(null);

  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') || arrowKeysBelongElsewhere(event)) return;
      event.preventDefault();
      card.current?.fling(event.key === 'ArrowRight' ? 'right' : 'left');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);

  return (
    <div className="flex flex-col gap-4">
      <SwipeCard key={candidate.userId} ref={card} candidate={candidate} onSwipe={onSwipe} />
      <div className="flex items-center justify-center gap-6">
        <Button variant="secondary" size="lg" onClick={() => card.current?.fling('left')} className="min-w-32">
          <X aria-hidden="true" className="size-6 text-red-400" />
          {t('Pass')}
        </Button>
        <Button variant="primary" size="lg" onClick={() => card.current?.fling('right')} className="min-w-32">
          <Heart aria-hidden="true" className="size-6" />
          {t('Like')}
        </Button>
      </div>
      {/* A keyboard hint is for larger screens; on a phone the card itself invites the drag. */}
      <p className="hidden text-center text-sm text-muted sm:block">{t('Drag the card, or use the ← and → arrow keys.')}</p>
    </div>
  );
}
