/**
 * bench/first-load — what a phone downloads when it opens the signed-in feed and watches the first card for
 * five seconds without scrolling, on the built app with demo content: bytes received by kind (documents,
 * scripts, styles, API, video, images, the service worker's install), how many distinct videos were requested
 * and how much of each. Counted by a proxy in front of the app (bench/lib/counting-proxy.ts), so a video
 * preload the player cuts short and the service worker's own fetches count too; a file the browser's HTTP
 * cache already holds costs nothing, as on a phone. FIRST_LOAD_MBPS sets the link's rate, FIRST_LOAD_WATCH_MS the wait,
 * FIRST_LOAD_LOCALE the browser's language (es, ar: Chromium's --lang, navigator.languages and Accept-Language),
 * so the first load carries that language's catalogs (decision 049); unset, the browser speaks English.
 *   npx vite build && npm run bench:first-load
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBenchChromium } from './lib/phone-browser.ts';
import { benchTool } from './lib/bench-tools.ts';
import { spawnServer } from '../tests/setup/spawn-server.ts';
import { startCountingProxy, type ProxiedResponse } from './lib/counting-proxy.ts';

const { request: rawRequest } = await benchTool<typeof import('undici')>('undici');

if (!existsSync('dist/web/index.html')) throw new Error('dist/web is missing: run `npx vite build` first');
const WATCH_MS = Number(process.env.FIRST_LOAD_WATCH_MS ?? 5000);
/** The phone's downlink in Mbit/s: 20 is a fair 4G connection. */
const MBPS = Number(process.env.FIRST_LOAD_MBPS ?? 20);
/** The browser's language, as a phone set to it would send it; the app picks its language from it. */
const LOCALE = process.env.FIRST_LOAD_LOCALE?.trim() || undefined;
const KB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What a response was for, from where it was asked (Sec-Fetch-Dest) and its path. */
function kindOf({ destination, path }: ProxiedResponse): string {
  if (destination === 'serviceworker') return 'service worker';
  if (path.startsWith('/api/')) return 'API';
  // The language's catalogs: data fetched by the page (decision 049), counted apart from the scripts.
  if (path.startsWith('/assets/') && path.endsWith('.json')) return 'catalogs';
  // The worker's install fetches with fetch(): no page fetches anything but the API that way.
  if (destination === 'empty') return 'service worker';
  const kinds: Record<string, string> = { document: 'document', script: 'JS', style: 'CSS', video: 'video', image: 'images' };
  return kinds[destination] ?? (destination || 'other');
}

const dataDir = await mkdtemp(join(tmpdir(), 'popreel-first-load-'));
const server = await spawnServer({ env: { DATA_DIR: dataDir, SEED_DEMO: 'true', AUTH_RATE_LIMIT_MAX: '1000' } });
const proxy = await startCountingProxy(server.url, { bytesPerSecond: (MBPS * 1_000_000) / 8 });
const browser = await launchBenchChromium(LOCALE ? [`--lang=${LOCALE}`] : []);
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    ...(LOCALE ? { locale: LOCALE, extraHTTPHeaders: { 'Accept-Language': LOCALE } } : {}),
  });
  const signIn = await context.request.post(`${proxy.url}/api/auth/sign-in`, { data: { email: 'maya@popreel.app', password: 'popreel123' }, headers: { origin: proxy.url } });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
  proxy.responses.length = 0;
  const page = await context.newPage();
  await page.goto(`${proxy.url}/`);
  await page.locator('video').first().waitFor();
  await page.waitForTimeout(WATCH_MS);
  // The worker registers after load and precaches before it activates; it is part of the first visit's cost.
  const workerActive = await page.evaluate(() =>
    Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise<boolean>((done) => setTimeout(() => done(false), 15_000))]),
  );
  if (!workerActive) console.warn('the service worker did not activate within 15 s: its count below is partial');

  const byKind = new Map<string, { count: number; bytes: number }>();
  const videos = new Map<string, number>();
  for (const response of proxy.responses) {
    const kind = kindOf(response);
    const entry = byKind.get(kind) ?? { count: 0, bytes: 0 };
    byKind.set(kind, { count: entry.count + 1, bytes: entry.bytes + response.bytes });
    const path = new URL(response.path, proxy.url).pathname;
    if (kind === 'video') videos.set(path, (videos.get(path) ?? 0) + response.bytes);
  }
  const total = [...byKind.values()].reduce((sum, entry) => sum + entry.bytes, 0);
  // The language the app settled on, so a run in another language shows it was not English after all.
  const shown = await page.evaluate(() => ({ lang: document.documentElement.lang, languages: [...navigator.languages] }));
  console.log(`first ${WATCH_MS / 1000} s of the signed-in feed, no scrolling (390×844, ${MBPS} Mbit/s, app language ${shown.lang || '?'}, browser ${shown.languages.join(', ')}), bytes received:`);
  for (const [kind, entry] of [...byKind].sort((a, b) => b[1].bytes - a[1].bytes)) {
    console.log(`  ${kind.padEnd(15)} ${String(entry.count).padStart(4)} requests ${KB(entry.bytes).padStart(10)}`);
  }
  console.log(`  ${'total'.padEnd(15)} ${String(proxy.responses.length).padStart(4)} requests ${KB(total).padStart(10)}`);
  const perVideo = [...videos.values()].sort((a, b) => b - a).map((bytes) => Math.round(bytes / 1024));
  console.log(`  distinct videos requested: ${videos.size} (KB each: ${perVideo.join(', ')})`);
  // The precache list alone, as sent and decoded: what a worker installing on a cold HTTP cache fetches.
  const manifest = (await (await fetch(`${server.url}/precache-manifest.json`)).json()) as { files: string[] };
  let sent = 0;
  let decoded = 0;
  for (const file of manifest.files) {
    sent += (await (await rawRequest(`${server.url}${file}`, { headers: { 'accept-encoding': 'br' } })).body.arrayBuffer()).byteLength;
    decoded += (await (await fetch(`${server.url}${file}`)).arrayBuffer()).byteLength;
  }
  console.log(`precache list: ${manifest.files.length} files, ${KB(sent)} as sent (${KB(decoded)} decoded), besides index.html and the icons`);
} finally {
  await browser.close();
  await proxy.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
