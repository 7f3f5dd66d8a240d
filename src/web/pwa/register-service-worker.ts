/**
 * Registers /sw.js (src/web/public/sw.js), which keeps the app shell available offline. The build id in
 * its URL makes each deploy a new worker, which precaches the new build and drops the old one.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const buildId = String(import.meta.env.VITE_BUILD_ID ?? 'dev');
  const register = () => {
    navigator.serviceWorker.register(`/sw.js?build=${encodeURIComponent(buildId)}`, { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  };
  // After load, so installing the worker never competes with the first screen for bandwidth; at once when the
  // app itself started after load, as it may behind the feed's boot video (decision 082).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * A tapped push notification (sw.js) asks an open window to go to its screen: the router navigates in place,
 * so the app keeps what it has loaded. Only paths of this origin are followed.
 */
export function followPushNavigation(navigate: (path: string) => unknown): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string; url?: string }>) => {
    if (event.data?.type !== 'popreel:navigate' || typeof event.data.url !== 'string') return;
    const url = new URL(event.data.url, window.location.origin);
    if (url.origin === window.location.origin) void navigate(`${url.pathname}${url.search}${url.hash}`);
  });
}
