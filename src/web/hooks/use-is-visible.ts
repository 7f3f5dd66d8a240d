import { useEffect, useState, type RefObject } from 'react';
import { VISIBILITY_THRESHOLD } from '../../shared/constants.ts';

/**
 * Whether an element is at least `threshold` visible (spec §9: 50% for playing and for loading more).
 * `root` is the scrolling container when it is not the page itself.
 */
export function useIsVisible(
  target: RefObject<Element | null>,
  { threshold = VISIBILITY_THRESHOLD, root }: { threshold?: number; root?: RefObject<Element | null> } = {},
): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => setVisible(Boolean(entry?.isIntersecting && entry.intersectionRatio >= threshold)),
      { threshold, root: root?.current ?? null },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, threshold, root]);
  return visible;
}
