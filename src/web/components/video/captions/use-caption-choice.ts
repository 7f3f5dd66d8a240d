import { useCallback, useSyncExternalStore } from 'react';
import { useAuth } from '../../../auth/auth-provider.tsx';
import { captionChoiceKey, parseCaptionChoice, type CaptionChoice } from './caption-choice.ts';

/**
 * The viewer's captions choice, shared by every card and player like the mute state (use-muted.ts), but
 * remembered: localStorage per account (or 'visitor'), so it survives a reload. Each key's value is read
 * once and kept, so every card sees the same object until the choice changes.
 */
const known = new Map<string, CaptionChoice>();
const listeners = new Set<() => void>();

function read(key: string): CaptionChoice {
  let choice = known.get(key);
  if (!choice) {
    try {
      choice = parseCaptionChoice(localStorage.getItem(key));
    } catch {
      // Storage can be switched off (private modes, policies): captions still work, just unremembered.
      choice = parseCaptionChoice(null);
    }
    known.set(key, choice);
  }
  return choice;
}

function write(key: string, choice: CaptionChoice): void {
  known.set(key, choice);
  try {
    localStorage.setItem(key, JSON.stringify(choice));
  } catch {}
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change reaches this one's cards too.
  const onStorage = (event: StorageEvent) => {
    if (!event.key?.startsWith(captionChoiceKey(''))) return;
    known.delete(event.key);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The choice and the ways to change it: captions on or off, and the preferred language. */
export function useCaptionChoice() {
  const key = captionChoiceKey(useAuth().user?.id ?? null);
  const choice = useSyncExternalStore(subscribe, () => read(key));
  const setOn = useCallback((on: boolean) => write(key, { ...read(key), on }), [key]);
  const setLanguage = useCallback((language: string) => write(key, { on: true, language }), [key]);
  return { choice, setOn, setLanguage };
}
