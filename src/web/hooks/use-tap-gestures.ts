import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { DOUBLE_TAP_MS } from '../../shared/constants.ts';

/**
 * Tells a single tap from a double tap (spec §9: two taps within 300 ms). A single tap waits out the
 * window so it never fires as half of a double tap; a keyboard "click" (detail 0) acts at once.
 */
export function useTapGestures({ onTap, onDoubleTap }: { onTap: () => void; onDoubleTap?: () => void }) {
  const lastTap = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const handlers = useRef({ onTap, onDoubleTap });
  useEffect(() => {
    handlers.current = { onTap, onDoubleTap };
  });
  useEffect(() => () => clearPending(timer), []);

  return useCallback((event: MouseEvent) => {
    if (event.detail === 0 || !handlers.current.onDoubleTap) {
      handlers.current.onTap();
      return;
    }
    const now = performance.now();
    if (now - lastTap.current <= DOUBLE_TAP_MS) {
      clearPending(timer);
      lastTap.current = 0;
      handlers.current.onDoubleTap();
      return;
    }
    lastTap.current = now;
    clearPending(timer);
    timer.current = setTimeout(() => {
      timer.current = null;
      handlers.current.onTap();
    }, DOUBLE_TAP_MS);
  }, []);
}

function clearPending(timer: { current: ReturnType<typeof setTimeout> | null }) {
  if (timer.current) clearTimeout(timer.current);
  timer.current = null;
}
