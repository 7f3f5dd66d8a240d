import { useEffect, type RefObject } from 'react';
import { setMuted, getMuted } from '../../../hooks/use-muted.ts';
import { sendCardCommand } from './card-commands.ts';
import { isTyping } from '../../../lib/typing-target.ts';

/** Marks a full-screen page of a pager (a card, a divider, the suggestions screen): the keys step between them. */
export const PAGER_PAGE = { 'data-pager-page': '' } as const;

/**
 * Marks a region beside the pager that keeps the keyboard while focus is in it (the desktop comments panel):
 * its list scrolls and its buttons answer space there, and Escape hands the keys back.
 */
export const OWN_KEYS = { 'data-own-keys': '' } as const;

function inOwnKeys(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[data-own-keys]') !== null;
}

/** Space on a focused button or link belongs to that control; anywhere else it pauses the video. */
function isControl(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('button, a, [role="button"], summary') !== null;
}

function pages(scroller: HTMLElement): HTMLElement[] {
  return Array.from(scroller.querySelectorAll<HTMLElement>(':scope > [data-pager-page]'));
}

/** The page the viewer is on: the one whose top is nearest the scroller's. */
function currentIndex(scroller: HTMLElement, all: HTMLElement[]): number {
  let best = 0;
  all.forEach((page, index) => {
    if (Math.abs(page.offsetTop - scroller.scrollTop) < Math.abs(all[best]!.offsetTop - scroller.scrollTop)) best = index;
  });
  return best;
}

function step(scroller: HTMLElement, by: 1 | -1): void {
  const all = pages(scroller);
  const target = all[currentIndex(scroller, all) + by];
  if (!target) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  scroller.scrollTo({ top: target.offsetTop, behavior: smooth ? 'smooth' : 'auto' });
}

function currentCard(scroller: HTMLElement): HTMLElement | null {
  const all = pages(scroller);
  const page = all[currentIndex(scroller, all)];
  return page?.matches('[data-video-id]') ? page : null;
}

/**
 * `c` is comments, so captions take `v` (issue 41): free here, and no browser binds it without a modifier.
 * `s` saves to Favourites, free for the same reason.
 */
const COMMAND_KEYS: Record<string, 'like' | 'save' | 'comments' | 'toggle-captions'> = { l: 'like', s: 'save', c: 'comments', v: 'toggle-captions' };

/**
 * The feed's keyboard (issue 25), live as soon as the pager shows, without a click first: ↓/j and ↑/k move
 * between pages, space pauses, m mutes, l likes, s saves, c opens comments, v turns captions on or off, ? lists them. Never while the viewer types,
 * with a modifier held, behind an open dialog, or while focus is in the desktop comments panel.
 */
export function usePagerKeys(scroller: RefObject<HTMLElement | null>, onHelp: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const element = scroller.current;
      if (!element || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTyping(event.target) || inOwnKeys(event.target) || document.querySelector('dialog[open]')) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const card = currentCard(element);
      if (key === 'ArrowDown' || key === 'j') step(element, 1);
      else if (key === 'ArrowUp' || key === 'k') step(element, -1);
      else if (key === 'm') setMuted(!getMuted());
      else if (key === '?') onHelp();
      else if (key === ' ' && !isControl(event.target) && card) sendCardCommand(card, 'toggle-play');
      else if (COMMAND_KEYS[key] && card) sendCardCommand(card, COMMAND_KEYS[key]);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [scroller, onHelp]);
}
