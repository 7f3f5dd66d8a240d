import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event; not in TypeScript's DOM library because it is not a standard. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
const subscribers = new Set<() => void>();

function setDeferredPrompt(event: BeforeInstallPromptEvent | null): void {
  deferredPrompt = event;
  for (const notify of subscribers) notify();
}

/**
 * The browser fires `beforeinstallprompt` once, early, whatever screen is open, so main.tsx starts
 * listening at boot and the /install screen reads the kept event when it mounts.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Stop the mini-infobar: Popreel offers its own Install App button instead.
    event.preventDefault();
    setDeferredPrompt(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setDeferredPrompt(null));
}

/** Show the kept prompt; it can be used only once, so it is dropped whatever the user chooses. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferredPrompt;
  if (!event) return 'unavailable';
  setDeferredPrompt(null);
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome;
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/** True while the browser offers to install Popreel. */
export function useInstallAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => deferredPrompt !== null,
    () => false,
  );
}

/** Already running as an installed app (home-screen launch). */
export function isRunningInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}
