/**
 * bench/first-load — what a phone downloads when it opens the signed-in feed and watches the first card for
 * five seconds without scrolling: bytes by kind (documents, scripts, styles, API, video, images), how many
 * distinct videos were requested, and what the service worker precaches, on the built app with demo content.
 *   npx vite build && npm run bench:first-load
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { spawnServer } from '../tests/setup/spawn-server.ts';

if (!existsSync('dist/web/index.html')) throw new Error('dist/web is missing: run `npx vite build` first');
const WATCH_MS = Number(process.env.FIRST_LOAD_WATCH_MS ?? 5000);
const dataDir = await mkdtemp(join(tmpdir(), 'popreel-first-load-'));
const server = await spawnServer({ env: { DATA_DIR: dataDir, SEED_DEMO: 'true', AUTH_RATE_LIMIT_MAX: '1000' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--autoplay-policy=no-user-gesture-required'],
});
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const signIn = await context.request.post(`${server.url}/api/auth/sign-in`, { data: { email: 'maya@popreel.app', password: 'popreel123' }, headers: { origin: server.url } });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, { kind: string; url: string; bytes: number }>();
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, { kind: event.type ?? 'Other', url: event.request.url, bytes: requests.get(event.requestId)?.bytes ?? 0 });
  });
  // Bytes on the wire as they arrive, so a video cut short by the player still counts what it cost.
  cdp.on('Network.dataReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.bytes += event.encodedDataLength;
  });
  await page.goto(`${server.url}/`);
  await page.locator('video').first().waitFor();
  await page.waitForTimeout(WATCH_MS);

  const byKind = new Map<string, { count: number; bytes: number }>();
  for (const request of requests.values()) {
    const kind = new URL(request.url).pathname.startsWith('/api/') ? 'API' : request.kind;
    const entry = byKind.get(kind) ?? { count: 0, bytes: 0 };
    byKind.set(kind, { count: entry.count + 1, bytes: entry.bytes + request.bytes });
  }
  const videos = new Set([...requests.values()].filter((r) => r.kind === 'Media').map((r) => new URL(r.url).pathname));
  const total = [...byKind.values()].reduce((sum, entry) => sum + entry.bytes, 0);
  console.log(`first ${WATCH_MS / 1000} s of the signed-in feed, no scrolling (390×844):`);
  for (const [kind, entry] of [...byKind].sort((a, b) => b[1].bytes - a[1].bytes)) {
    console.log(`  ${kind.padEnd(12)} ${String(entry.count).padStart(4)} requests ${(entry.bytes / 1024).toFixed(1).padStart(9)} KB`);
  }
  console.log(`  ${'total'.padEnd(12)} ${String(requests.size).padStart(4)} requests ${(total / 1024).toFixed(1).padStart(9)} KB`);
  console.log(`  distinct videos requested: ${videos.size}`);

  // What the service worker's install downloads on top: every file in the build's precache list, as sent.
  const manifest = (await (await fetch(`${server.url}/precache-manifest.json`)).json()) as { files: string[] };
  let precached = 0;
  for (const file of manifest.files) precached += (await (await fetch(`${server.url}${file}`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer()).byteLength;
  console.log(`  service worker precache: ${manifest.files.length} files, ${(precached / 1024).toFixed(1)} KB`);
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
