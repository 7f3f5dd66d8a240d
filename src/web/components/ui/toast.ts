import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Show = (message: string, options?: ExternalToast) => void;

/**
 * Toasts, with sonner loaded when the first one is shown rather than with every first screen (about 10 KB
 * compressed of the first load's budget, decision 049). The toaster mounts with it (TopLayerToaster), and a
 * toast waits for that, so none is lost.
 */
let sonner: Promise<Sonner> | null = null;
let mounted: () => void = () => undefined;
const toasterMounted = new Promise<void>((resolve) => (mounted = resolve));
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** TopLayerToaster: be told when sonner is wanted, and say when its toaster is on the page. */
export const toasterHooks = {
  onWanted(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  wanted: () => sonner !== null,
  mounted: () => mounted(),
};

const show =
  (kind: 'error' | 'success' | 'info'): Show =>
  (message, options) => {
    void Promise.all([loadSonner(), toasterMounted]).then(([{ toast }]) => toast[kind](message, options));
  };

export const toast = { error: show('error'), success: show('success'), info: show('info') };
