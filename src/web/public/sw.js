/*
 * Popreel's service worker, hand-written so its few rules stay readable:
 * - on install it caches the app shell: index.html, the entry and the feed's chunks, listed by the build in
 *   /precache-manifest.json (vite.config.ts) — the first screen's bytes, not the whole app's;
 * - /assets/* names carry a content hash, so cache-first is always correct for them, and every other screen's
 *   chunks are cached the first time it opens: the feed always opens offline, and so does any screen visited;
 * - navigations go to the network first (a fresh index.html after a deploy) and fall back to the
 *   cached shell offline; a signed-in feed page (no-store: it inlines that viewer's first page) is never kept;
 * - /api and /media are never cached: they are per-user, live, or signed and expiring.
 * - a push (Web Push, decision 044) becomes a notification: the actor's avatar, the text, and its group's tag so a
 *   newer push replaces the older in place; a tap focuses an open Popreel and takes it to the push's screen.
 * The build id in this script's URL (?build=…) names the cache, so a deploy replaces it whole.
 */
const BUILD_ID = new URL(self.location.href).searchParams.get('build') || 'dev';
const SHELL_CACHE = `popreel-shell-${BUILD_ID}`;
const SHELL_URL = '/index.html';
/** Files copied from src/web/public, which the build's manifest does not list. */
const PUBLIC_FILES = ['/manifest.webmanifest', '/logo.svg', '/icon-192.png', '/icon-512.png'];

async function precacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  const manifest = await fetch('/precache-manifest.json', { cache: 'no-cache' })
    .then((response) => (response.ok ? response.json() : { files: [] }))
    .catch(() => ({ files: [] }));
  await cache.addAll([SHELL_URL, ...PUBLIC_FILES, ...manifest.files]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('popreel-shell-') && name !== SHELL_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirstShell(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    // Every route is the same single-page shell, so any successful navigation refreshes the one copy; a
    // signed-in feed page is not that shell but one viewer's (its first page inlined, sent no-store), and an
    // offline start must never show it to the next account on this device.
    const personal = response.headers.get('cache-control')?.includes('no-store');
    if (response.ok && !personal && response.headers.get('content-type')?.includes('text/html')) {
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
  const cached = await cache.match(request, { ignoreSearch: true });
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
  if (url.pathname === '/api' || url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/')) return;

  if (request.mode === 'navigate') {
    // Public share pages (/v/{id}) carry per-video metadata from the server; they must not be the shell.
    if (url.pathname.startsWith('/v/')) return;
    event.respondWith(networkFirstShell(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else {
    // Icons, manifest and logo: whatever this build precached, else the network.
    event.respondWith(caches.match(request, { cacheName: SHELL_CACHE }).then((cached) => cached ?? fetch(request)));
  }
});

/** A path of this app, or the feed: a push must never open another site. */
function appUrl(url) {
  const parsed = new URL(typeof url === 'string' ? url : '/', self.location.origin);
  return parsed.origin === self.location.origin ? parsed.href : new URL('/', self.location.origin).href;
}

/**
 * The server encrypts { title, body, url, tag, icon } to this browser's keys; the browser has decrypted it.
 * Chrome requires a notification for every push (userVisibleOnly), so even an unreadable one shows something.
 */
async function showPush(data) {
  let push = {};
  try {
    push = data ? data.json() : {};
  } catch {
    push = { body: data ? data.text() : '' };
  }
  const options = {
    body: typeof push.body === 'string' ? push.body : '',
    icon: typeof push.icon === 'string' && push.icon ? push.icon : '/icon-192.png',
    data: { url: appUrl(push.url) },
  };
  // The same tag replaces the notification in place, silently: "… and 4 others" becomes "… and 9 others".
  if (typeof push.tag === 'string' && push.tag) options.tag = push.tag;
  await self.registration.showNotification(typeof push.title === 'string' && push.title ? push.title : 'Popreel', options);
}

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(event.data));
});

/**
 * An open Popreel window is focused and asked to go to the screen (the app navigates in place, keeping what it
 * has loaded; main.tsx listens); with none open, a new window opens on it.
 */
async function openPush(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) return self.clients.openWindow(url);
  const focused = await open.focus().catch(() => open);
  focused.postMessage({ type: 'popreel:navigate', url });
  return focused;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPush(appUrl(event.notification.data && event.notification.data.url)));
});
