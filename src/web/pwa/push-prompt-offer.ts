import { useSyncExternalStore } from 'react';

/**
 * The one gentle push prompt (issue 37, decision 044) is offered after something that makes notifications worth
 * having (a first follow, a first comment), never on load, and shown at most once on this browser.
 */
const SHOWN_KEY = 'popreel.pushPromptShown';

let offered = false;
const subscribers = new Set<() => void>();

/** Called after a meaningful action; the prompt decides whether it may show (supported, not asked, not shown). */
export function offerPushPrompt(): void {
  if (offered || pushPromptShown()) return;
  offered = true;
  for (const notify of subscribers) notify();
}

export function pushPromptShown(): boolean {
  try {
    return localStorage.getItem(SHOWN_KEY) !== null;
  } catch {
    // Storage blocked (private mode in some browsers): better never to prompt than to prompt every time.
    return true;
  }
}

export function rememberPushPromptShown(): void {
  try {
    localStorage.setItem(SHOWN_KEY, new Date().toISOString());
  } catch {}
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

export function usePushPromptOffered(): boolean {
  return useSyncExternalStore(subscribe, () => offered, () => false);
}
