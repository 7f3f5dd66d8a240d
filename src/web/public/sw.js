/*
 * Popreel's service worker, hand-written so its few rules stay readable:
 * - the app shell (index.html and every /assets file it references) is cached on install, so the app
 *   opens offline even on the visit that installed the worker;
 * - /assets/* names carry a content hash, so cache-first is always correct for them;
 * - navigations go to the network first (a fresh index.html after a deploy) and fall back to the
 *   cached shell offline;
 * - /api and /media are never cached: they are per-user, live, or signed and expiring.
 */
const SHELL_CACHE = 'popreel-shell-v1';
const SHELL_URL = '/index.html';
const STATIC_FILES = ['/manifest.webmanifest', '/logo.svg', '/icon-192.png', '/icon-512.png'];

async function precacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  const response = await fetch(SHELL_URL, { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  const assets = [...new Set(Array.from(html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g), (match) => match[1]))];
  await cache.put(SHELL_URL, response);
  await cache.addAll([...assets, ...STATIC_FILES]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== SHELL_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirstShell(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    // Every route is the same single-page shell, so any successful navigation refreshes the one copy.
    if (response.ok && response.headers.get('content-type')?.includes('text/html')) {
      await cache.put(SHELL_URL, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await cache.match(SHELL_URL);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname === '/api' || url.pathname.startsWith('/media/')) return;

  if (request.mode === 'navigate') {
    // Public share pages (/v/{id}) carry per-video metadata from the server; they must not be the shell.
    if (url.pathname.startsWith('/v/')) return;
    event.respondWith(networkFirstShell(request));
  } else if (url.pathname.startsWith('/assets/') || STATIC_FILES.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});
