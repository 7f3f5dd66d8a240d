import { useEffect, useRef, type RefObject } from 'react';

/** What a key asks of the card on screen (issue 25): the pager knows which card it is, the card how. */
export type CardCommand = 'like' | 'save' | 'comments' | 'toggle-play' | 'toggle-captions';

const CARD_COMMAND = 'popreel:card-command';

/** Asks one card (its <article>) to act; a card that does not listen simply ignores it. */
export function sendCardCommand(card: Element, command: CardCommand): void {
  card.dispatchEvent(new CustomEvent<CardCommand>(CARD_COMMAND, { detail: command }));
}

/**
 * A card answers the pager's commands with its own handlers. A DOM event on the card's element rather than
 * a shared store, so only the card on screen acts and no card re-renders when another is asked.
 */
export function useCardCommands(card: RefObject<HTMLElement | null>, handlers: Record<CardCommand, () => void>): void {
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  useEffect(() => {
    const element = card.current;
    if (!element) return;
    const onCommand = (event: Event) => handlersRef.current[(event as CustomEvent<CardCommand>).detail]();
    element.addEventListener(CARD_COMMAND, onCommand);
    return () => element.removeEventListener(CARD_COMMAND, onCommand);
  }, [card]);
}
