import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../../api/chat-api.ts';

/** Within this distance of the bottom the reader counts as "at the newest" (a sub-pixel or a half line off). */
const NEAR_BOTTOM_PX = 80;
/** Within this distance of the top, older history starts loading before the reader hits the very top. */
const NEAR_TOP_PX = 200;

interface ScrollOptions {
  messages: ChatMessage[];
  viewerId: string;
  hasOlder: boolean;
  loadOlder: () => Promise<void>;
}

/**
 * The chat list's scrolling (spec §2 "auto-scroll to the newest"): it follows new messages while the reader
 * is at the bottom, and otherwise leaves them reading and offers a "New messages" pill instead. Reaching the
 * top loads older history, and the rows the reader was looking at stay exactly where they were.
 */
export function useChatScroll({ messages, viewerId, hasOlder, loadOlder }: ScrollOptions) {
  const containerRef = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const [atBottom, setAtBottom] = useState(true);
  const [unseenBelow, setUnseenBelow] = useState(false);
  /** The oldest row shown and how far down the list it sat: rows added above it push it down by exactly that much. */
  const shown = useRef<{ first?: string; last?: string; firstTop: number }>({ firstTop: 0 });

  const scrollToNewest = useCallback(() => {
    const container = containerRef.current;
    if (!container) return;
    container.scrollTop = container.scrollHeight;
    nearBottom.current = true;
    setAtBottom(true);
    setUnseenBelow(false);
  }, []);

  const onScroll = useCallback(() => {
    const container = containerRef.current;
    if (!container) return;
    const bottom = container.scrollHeight - container.scrollTop - container.clientHeight < NEAR_BOTTOM_PX;
    nearBottom.current = bottom;
    setAtBottom(bottom);
    if (bottom) setUnseenBelow(false);
    if (container.scrollTop < NEAR_TOP_PX && hasOlder) void loadOlder();
  }, [hasOlder, loadOlder]);

  // Layout effect: the position is fixed before the browser paints, so rows never visibly jump.
  useLayoutEffect(() => {
    const container = containerRef.current;
    const first = messages[0]?.id;
    const last = messages.at(-1)?.id;
    const before = shown.current;
    const row = (id: string | undefined) => (id ? container?.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(id)}"]`) : null);
    shown.current = { first, last, firstTop: row(first)?.offsetTop ?? 0 };
    if (!container || !last) return;
    if (!before.last) {
      scrollToNewest();
      return;
    }
    const previousFirst = first !== before.first ? row(before.first) : null;
    // Older rows went in above: move down by what they added, so the row being read does not move.
    if (previousFirst) container.scrollTop += previousFirst.offsetTop - before.firstTop;
    if (last !== before.last) {
      // My own message always brings me down: I just sent it and expect to see it.
      if (nearBottom.current || messages.at(-1)?.senderId === viewerId) scrollToNewest();
      else setUnseenBelow(true);
    }
  }, [messages, viewerId, scrollToNewest]);

  // A first page too short to scroll can never reach "near the top" by scrolling, so fill the screen now.
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (container && hasOlder && messages.length > 0 && container.scrollHeight <= container.clientHeight) void loadOlder();
  }, [messages, hasOlder, loadOlder]);

  return { containerRef, onScroll, atBottom, unseenBelow, scrollToNewest, loadOlder };
}
