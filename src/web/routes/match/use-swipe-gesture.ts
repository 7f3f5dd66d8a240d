import { useCallback, useEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import type { SwipeDirection } from '../../api/match-api.ts';

/** How far the card must be dragged to count as a swipe; less springs back, so a wobble is not a choice. */
export const SWIPE_THRESHOLD_PX = 96;
/** How long the card takes to fly off before the swipe is recorded and the next person shows. */
const FLY_OUT_MS = 220;
/** Degrees of tilt per pixel dragged: enough to feel like a card in the hand, capped so it stays readable. */
const TILT_PER_PX = 0.06;
const TILT_MAX = 15;

interface DragStart {
  pointerId: number;
  x: number;
}

/**
 * Drag-to-swipe for one card (spec §4 Swipe): the card follows the pointer (mouse, pen or finger) and tilts;
 * released past the threshold it flies off that way and `onSwipe` runs, otherwise it springs back. The
 * Like/Pass buttons and arrow keys call `fling` so every way of choosing looks the same. One hook per card:
 * the deck remounts it for the next person, so a card never swipes twice.
 */
export function useSwipeGesture(onSwipe: (direction: SwipeDirection) => void) {
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [leaving, setLeaving] = useState<SwipeDirection | null>(null);
  const start = useRef<DragStart | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const fling = useCallback(
    (direction: SwipeDirection) => {
      if (leaving || timer.current) return;
      setLeaving(direction);
      timer.current = setTimeout(() => onSwipe(direction), FLY_OUT_MS);
    },
    [leaving, onSwipe],
  );

  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    if (start.current?.pointerId !== event.pointerId) return;
    const moved = event.clientX - start.current.x;
    start.current = null;
    setDragging(false);
    if (!cancelled && Math.abs(moved) >= SWIPE_THRESHOLD_PX) fling(moved > 0 ? 'right' : 'left');
    else setOffset(0);
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (leaving || start.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
      start.current = { pointerId: event.pointerId, x: event.clientX };
      // Captured, the card keeps receiving the drag even when the pointer leaves it.
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragging(true);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (start.current?.pointerId === event.pointerId) setOffset(event.clientX - start.current.x);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
  };

  const shown = leaving ? (leaving === 'right' ? 1 : -1) * window.innerWidth : offset;
  const tilt = Math.max(-TILT_MAX, Math.min(TILT_MAX, shown * TILT_PER_PX));
  const style: CSSProperties = {
    transform: `translateX(${shown}px) rotate(${tilt}deg)`,
    transition: dragging ? 'none' : `transform ${FLY_OUT_MS}ms ease-out`,
    // Vertical drags still scroll the page on touch screens; horizontal ones are ours.
    touchAction: 'pan-y',
  };

  /** Which way the card leans now (for the Like/Nope stamps), from 0 (centred) to 1 (at the threshold). */
  const lean: { direction: SwipeDirection | null; strength: number } = leaving
    ? { direction: leaving, strength: 1 }
    : { direction: offset === 0 ? null : offset > 0 ? 'right' : 'left', strength: Math.min(1, Math.abs(offset) / SWIPE_THRESHOLD_PX) };

  return { handlers, style, lean, fling };
}
