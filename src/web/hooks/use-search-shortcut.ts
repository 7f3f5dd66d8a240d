import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isTyping } from '../lib/typing-target.ts';

/** Spread on the search field that `/` focuses: the header's on desktop, or the search screen's own. */
export const searchShortcutTarget = { 'data-search-shortcut': '' } as const;

/** The first marked field actually on screen: the header field is in the page but hidden on phones. */
function visibleSearchField(): HTMLInputElement | null {
  const fields = document.querySelectorAll<HTMLInputElement>('[data-search-shortcut]');
  return Array.from(fields).find((field) => field.getClientRects().length > 0) ?? null;
}

/**
 * `/` focuses search from anywhere, as on most sites with one: the visible search field, or the search screen
 * when this screen has none. Never while the user types, and never behind an open dialog.
 */
export function useSearchShortcut(enabled: boolean) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTyping(event.target) || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      const field = visibleSearchField();
      if (field) field.focus();
      else if (pathname !== '/search') void navigate('/search');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, navigate, pathname]);
}
