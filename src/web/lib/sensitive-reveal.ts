import { useSyncExternalStore } from 'react';
import { useShowSensitive } from '../api/sensitive-content-api.ts';

/**
 * The sensitive videos the viewer chose to see in this tab (issue 38): shown once, a video stays shown in
 * its tile, its player and its card alike until the page is reloaded, so "Show" is never asked twice.
 */
const shown = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function reveal(id: string) {
  shown.add(id);
  version += 1;
  for (const listener of listeners) listener();
}

/** Whether a video is behind its cover now, and how to lift it: never for one not sensitive, or with the setting on. */
export function useSensitiveCover(video: { id: string; sensitive: boolean }): { covered: boolean; show: () => void } {
  const always = useShowSensitive();
  useSyncExternalStore(subscribe, () => version);
  return { covered: video.sensitive && !always && !shown.has(video.id), show: () => reveal(video.id) };
}
