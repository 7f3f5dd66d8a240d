import { useEffect, type RefObject } from 'react';
import { isTyping } from '../../lib/typing-target.ts';

/** Keys that act on the focused report, mapped to the aria-keyshortcuts of the button they press. */
const ACTION_KEYS = new Set(['h', 's', 'r', 'b']);
const NEXT_KEYS = new Set(['j', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['k', 'ArrowUp']);

/**
 * j/k (and the arrows) walk the report articles; h, s, r and b press the focused report's Hide, Mark
 * sensitive, Resolve and Ban buttons. Pressing the real button, not calling the mutation, keeps one code path: a busy button
 * ignores the key, and no Ban button (a moderator) means no ban. j/k work from anywhere on the screen so a
 * session can start without a click; the arrows only inside the list, where they would not steal page scrolling.
 */
export function useReportShortcuts(listRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isTyping(event.target)) return;
      const list = listRef.current;
      if (!list) return;
      const articles = Array.from(list.querySelectorAll<HTMLElement>('article'));
      const index = articles.findIndex((article) => article.contains(document.activeElement));
      const inList = list.contains(document.activeElement);

      let target: HTMLElement | undefined;
      if (NEXT_KEYS.has(event.key) && (event.key === 'j' || inList)) target = index < 0 ? articles[0] : articles[index + 1];
      else if (PREVIOUS_KEYS.has(event.key) && (event.key === 'k' || inList)) target = index < 0 ? articles[0] : articles[index - 1];
      if (target) {
        event.preventDefault();
        target.focus();
        return;
      }

      // A held key would toggle the same report back and forth.
      if (!ACTION_KEYS.has(event.key) || event.repeat || index < 0) return;
      const button = articles[index].querySelector<HTMLButtonElement>(`button[aria-keyshortcuts="${event.key}"]`);
      if (!button) return;
      event.preventDefault();
      button.click();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [listRef]);
}
