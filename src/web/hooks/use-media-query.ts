import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept current. For parts that only exist at some sizes (the feed's
 * desktop side column), so phones do not fetch what they would never show.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}

/** Tailwind's `lg` breakpoint (64rem), where the app gains its desktop layout. */
export const DESKTOP_QUERY = '(min-width: 64rem)';
