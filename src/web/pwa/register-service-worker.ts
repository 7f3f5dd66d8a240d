/**
 * Registers /sw.js (src/web/public/sw.js), which keeps the app shell available offline. The build id in
 * its URL makes each deploy a new worker, which precaches the new build and drops the old one.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const buildId = String(import.meta.env.VITE_BUILD_ID ?? 'dev');
  // After load, so installing the worker never competes with the first screen for bandwidth.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(`/sw.js?build=${encodeURIComponent(buildId)}`, { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  });
}
