import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';

/** A pager that shows comments beside its cards (desktop): a card asks it instead of opening its dialog. */
export interface CommentsPanelHost {
  open: (cardKey: string) => void;
}

export const CommentsPanelContext = createContext<CommentsPanelHost | null>(null);

/** The pager's panel when there is one (desktop widths), else null and the card opens its own dialog. */
export function useCommentsPanel(): CommentsPanelHost | null {
  return useContext(CommentsPanelContext);
}

/** Focus goes back where it was when the panel opened, unless that is gone or on a card the viewer has left. */
function restoreFocus(opener: HTMLElement | null, currentCard: Element | null): void {
  const page = opener?.closest('[data-pager-page]');
  if (opener?.isConnected && opener !== document.body && (!page || page === currentCard)) {
    opener.focus({ preventScroll: true });
  } else if (document.activeElement instanceof HTMLElement) {
    // Back to the page itself, so the pager's keys answer at once.
    document.activeElement.blur();
  }
}

/**
 * The pager's side of the panel: whether it is open, which open asked for focus, and closing with focus
 * handed back. `onOpen` is told which card asked, so the pager can make it the current one.
 */
export function useCommentsPanelHost(enabled: boolean, onOpen: (cardKey: string) => void) {
  const [isOpen, setIsOpen] = useState(false);
  // Each open (the button, or `c` again while open) moves focus into the panel.
  const [focusRequest, setFocusRequest] = useState(0);
  const opener = useRef<HTMLElement | null>(null);
  const openRef = useRef(false);
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  });

  const host = useMemo<CommentsPanelHost | null>(
    () =>
      enabled
        ? {
            open: (cardKey) => {
              if (!openRef.current) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
              openRef.current = true;
              onOpenRef.current(cardKey);
              setIsOpen(true);
              setFocusRequest((count) => count + 1);
            },
          }
        : null,
    [enabled],
  );

  const close = (currentCard: Element | null) => {
    restoreFocus(opener.current, currentCard);
    opener.current = null;
    openRef.current = false;
    setIsOpen(false);
  };

  return { host, isOpen: enabled && isOpen, focusRequest, close };
}
