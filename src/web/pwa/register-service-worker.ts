/** Registers /sw.js (src/web/public/sw.js), which keeps the app shell available offline. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // After load, so installing the worker never competes with the first screen for bandwidth.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  });
}
