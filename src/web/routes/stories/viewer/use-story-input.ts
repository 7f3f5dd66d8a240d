import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';

/* How people drive the viewer: touch and mouse on the story (useStoryGestures), keys (useStoryKeys). */

/** Longer than a tap, the press becomes a hold that pauses the story until released. */
const HOLD_MS = 200;
/** A drag down this far closes the viewer, as a swipe down does in other story apps. */
const SWIPE_CLOSE_PX = 80;

// A dialog opened from the story (Report) is a native <dialog> inside the stage: presses in it are not taps.
const CONTROLS = 'button, a, [role="menu"], dialog';

interface Press {
  id: number;
  x: number;
  y: number;
  timer: ReturnType<typeof setTimeout>;
}

interface GestureActions {
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
}

/**
 * The story stage's touch and mouse handling: a tap on the left third goes back, elsewhere forward
 * (the right third is the obvious target; the middle forwards too, as people expect); a press held past
 * HOLD_MS pauses until release; a drag down follows the finger and closes past SWIPE_CLOSE_PX.
 */
export function useStoryGestures(stage: RefObject<HTMLElement | null>, { onPrevious, onNext, onClose }: GestureActions) {
  const press = useRef<Press | null>(null);
  const [held, setHeld] = useState(false);
  useEffect(() => () => clearTimeout(press.current?.timer), []);

  const drag = (offset: number) => {
    if (stage.current) stage.current.style.transform = offset > 0 ? `translateY(${offset}px)` : '';
  };

  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const started = press.current;
    if (!started || started.id !== event.pointerId) return;
    clearTimeout(started.timer);
    press.current = null;
    drag(0);
    const wasHeld = held;
    setHeld(false);
    if (cancelled) return;
    if (event.clientY - started.y > SWIPE_CLOSE_PX) return onClose();
    // Releasing a hold only resumes; a small slip of the finger is still a tap.
    if (wasHeld || Math.abs(event.clientX - started.x) > 30) return;
    // Thirds of the story frame, not of the screen: on a wide screen the frame is a column in the middle.
    const box = (stage.current ?? event.currentTarget).getBoundingClientRect();
    if (event.clientX - box.left < box.width / 3) onPrevious();
    else onNext();
  };

  return {
    held,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (!event.isPrimary || event.button !== 0) return;
        // The header's buttons and links, the menu: their own clicks, never a tap on the story.
        if (event.target instanceof Element && event.target.closest(CONTROLS)) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        clearTimeout(press.current?.timer);
        press.current = { id: event.pointerId, x: event.clientX, y: event.clientY, timer: setTimeout(() => setHeld(true), HOLD_MS) };
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (press.current?.id === event.pointerId) drag(event.clientY - press.current.y);
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
    },
  };
}

interface KeyActions {
  onPrevious: () => void;
  onNext: () => void;
  onTogglePause: () => void;
  onClose: () => void;
}

/** Elements that already answer Space themselves; the viewer leaves the key to them. */
const OWN_SPACE = 'button, a, input, textarea, select, [role="menuitem"]';

/**
 * Keyboard control of the viewer: arrows step, Space pauses, Escape closes. A key another control already
 * handled (an open menu's Escape) is left alone, as are shortcuts with modifiers.
 */
export function useStoryKeys(enabled: boolean, actions: KeyActions) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const { onPrevious, onNext, onTogglePause, onClose } = latest.current;
      if (event.key === 'ArrowRight') onNext();
      else if (event.key === 'ArrowLeft') onPrevious();
      else if (event.key === 'Escape') onClose();
      else if (event.key === ' ' && !(event.target instanceof Element && event.target.closest(OWN_SPACE))) onTogglePause();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
