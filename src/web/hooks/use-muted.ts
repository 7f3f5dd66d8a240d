import { useSyncExternalStore } from 'react';

/**
 * Whether videos play muted. Every video starts muted (spec §2); once the viewer turns the sound on, the
 * next card they scroll to keeps it on, as people expect from a vertical feed. Per tab, never stored.
 */
let muted = true;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getMuted = (): boolean => muted;

export function setMuted(next: boolean): void {
  if (next === muted) return;
  muted = next;
  for (const listener of listeners) listener();
}

export function useMuted(): [boolean, (next: boolean) => void] {
  return [useSyncExternalStore(subscribe, () => muted), setMuted];
}
