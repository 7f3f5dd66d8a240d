/**
 * bench/streaming — the HLS ladder against the single MP4 on slow phone networks (issue 57), side by side in one
 * run. The real server, on a fresh bench database with its own workers, takes a 40 s 1080×1920 30 fps upload
 * through its API (testsrc2 under moving noise and a tone at ~7 Mbit/s, so x264 needs real bits: the MP4 comes out
 * near 2.3 Mbit/s at 720p) and makes the MP4 and the ladder. Then headless Chromium, phone-sized (390×844 CSS px
 * at 3×, so capLevelToPlayerSize allows the 1080 rung), a fresh context (cold cache) per run, plays it both ways,
 * alternating, on slow networks:
 *   slow4g  1.6 Mbit/s down, 750 kbit/s up, 150 ms         (Chromium's emulation, CDP Network.emulateNetworkConditions)
 *   3g      400 kbit/s down and up, 400 ms                 (Chromium's emulation)
 *   drop    4 Mbit/s down, 40 ms, falling to 400 kbit/s and 400 ms 8 s after the first frame (shaped in the page
 *           proxy: Chromium's emulation lets a request already under way run on through a change; see ALL_PROFILES)
 * Both as the feed's active card plays them (bench/streaming/page.ts): MP4 is the answer's videoUrl as the <video>'s
 * src (preload=auto), HLS its hlsUrl through hls.js's light build with the card's config; then play(). The page is
 * served on the app's origin (bench/lib/page-proxy.ts: the session cookie and the playlists' relative links work
 * as in the app) with the app's page headers, CSP included, and loads with hls.js before the network is slowed: the
 * app's lazy hls.js chunk is taken as cached (its cost on a first visit is printed apart). Per run:
 * - first frame: from handing the player its URL to the first frame on screen once playing
 *   (requestVideoFrameCallback after the first `playing`; a still first frame while it buffers does not count);
 * - stalls and stalled seconds: each `waiting` after the first frame until the next `playing`, also per minute of
 *   the watch window (STREAMING_WATCH_SECONDS of wall time after the first frame), and the share of it played;
 * - bytes fetched: CDP encodedDataLength of every request after the start (the file's ranges, or the playlists
 *   and segments), headers included;
 * - the rung on screen: the decoded frames' short edge twice a second, at the end and lowest–highest.
 * Then the medians per profile and variant, and a verdict per profile: HLS's first frame no worse than the MP4's,
 * and fewer stalled seconds (the goal names slow4g and 3g; drop is judged alike and marked).
 *   npm run bench:streaming   (STREAMING_RUNS per variant and profile, default 1; STREAMING_WATCH_SECONDS, default 30;
 *   STREAMING_PROFILES, default slow4g,3g,drop; STREAMING_SHAPER=proxy to shape slow4g and 3g in the proxy too;
 *   DATABASE_URL for an external PostgreSQL, else embedded in .bench-data)
 */
import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { generatedInput, probe, runFfmpeg } from '../src/server/media/ffmpeg.ts';
import { securityHeaders } from '../src/server/http/plugins/security-headers.ts';
import { MAX_VIDEO_BYTES } from '../src/shared/constants.ts';
import { startBenchApp } from './lib/bench-app.ts';
import { benchDatabase, dropBenchDatabase } from './lib/bench-db.ts';
import { startPageProxy } from './lib/page-proxy.ts';
import { launchBenchChromium } from './lib/phone-browser.ts';
import { benchUser } from './lib/upload-to-ready.ts';
import type { PlaybackReport, StreamingBench, Variant } from './streaming/page.ts';

const RUNS = Number(process.env.STREAMING_RUNS ?? 1);
const WATCH_MS = Number(process.env.STREAMING_WATCH_SECONDS ?? 30) * 1000;
const SOURCE_SECONDS = 40;
/** A run whose first frame has not come by then counts as no frame at all. */
const FIRST_FRAME_TIMEOUT_MS = 60_000;
/** How long the server may take to make the ladder after the MP4 is ready. */
const LADDER_TIMEOUT_MS = 15 * 60_000;

interface Conditions {
  downKbps: number;
  upKbps: number;
  latencyMs: number;
}
interface Profile {
  name: string;
  conditions: Conditions;
  /** The network falls to `to` this long after the first frame. */
  drop?: { afterMs: number; to: Conditions };
  /** One of the slow profiles the goal names (issue 57): HLS starts no later and stalls less than the MP4. */
  slow: boolean;
  /** Who slows the network: Chromium's emulation, or the page proxy (which also slows requests under way). */
  shaper: 'chromium' | 'proxy';
}
const SHAPER = process.env.STREAMING_SHAPER;
if (SHAPER !== undefined && SHAPER !== 'proxy') throw new Error('STREAMING_SHAPER=proxy is the only choice (it shapes every profile in the proxy)');
const THREE_G: Conditions = { downKbps: 400, upKbps: 400, latencyMs: 400 };
// Chromium's emulation does not slow a request already under way when its conditions change (it hands over what
// it held back at once, then lets the request run on near its old rate): the MP4's one long request would sail
// through the drop. So the drop is made in the page proxy, on the wire; on a steady profile the two agree
// (STREAMING_SHAPER=proxy shapes every profile there, to compare).
const ALL_PROFILES: Profile[] = [
  { name: 'slow4g', conditions: { downKbps: 1600, upKbps: 750, latencyMs: 150 }, slow: true, shaper: SHAPER ?? 'chromium' },
  { name: '3g', conditions: THREE_G, slow: true, shaper: SHAPER ?? 'chromium' },
  { name: 'drop', conditions: { downKbps: 4000, upKbps: 3000, latencyMs: 40 }, drop: { afterMs: 8000, to: THREE_G }, slow: false, shaper: 'proxy' },
];
const wanted = (process.env.STREAMING_PROFILES ?? 'slow4g,3g,drop').split(',');
const PROFILES = ALL_PROFILES.filter((profile) => wanted.includes(profile.name));
if (PROFILES.length !== wanted.length) throw new Error(`STREAMING_PROFILES lists some of ${ALL_PROFILES.map((p) => p.name).join(', ')}`);
if (!(RUNS >= 1 && WATCH_MS >= 5000)) throw new Error('STREAMING_RUNS ≥ 1 and STREAMING_WATCH_SECONDS ≥ 5');

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

// The upload, made once and kept in .bench-data: ~35 MB, under the upload cap.
const work = resolve('.bench-data', 'streaming');
await mkdir(work, { recursive: true });
const source = join(work, `source-${SOURCE_SECONDS}s.mp4`);
if (!(await access(source).then(() => true, () => false))) {
  console.log(`making the ${SOURCE_SECONDS} s 1080×1920 test video (once)…`);
  await runFfmpeg([
    '-y',
    ...generatedInput(`testsrc2=size=1080x1920:rate=30:duration=${SOURCE_SECONDS},noise=alls=20:allf=t`),
    ...generatedInput(`sine=frequency=440:duration=${SOURCE_SECONDS}`),
    '-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '7M', '-maxrate', '8M', '-bufsize', '8M', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '128k', '-shortest', '-movflags', '+faststart', source,
  ]);
}
if ((await stat(source)).size >= MAX_VIDEO_BYTES) throw new Error(`${source} is over the upload cap: delete it`);

// The page: bench/streaming/page.ts with hls.js, bundled as the app's build would.
const bundle = await build({ entryPoints: [resolve(import.meta.dirname, 'streaming', 'page.ts')], bundle: true, format: 'esm', minify: true, target: 'es2022', write: false, logLevel: 'silent' }).catch((error: unknown) => {
  throw new Error(`bundling the bench page failed (is hls.js installed? npm install): ${error instanceof Error ? error.message : error}`);
});
const pageScript = Buffer.from(bundle.outputFiles[0].contents);
// The app's lazy hls.js chunk alone, for what it costs a visit that does not have it yet.
const hlsChunk = await build({ stdin: { contents: "export { default } from 'hls.js/light';", resolveDir: import.meta.dirname }, bundle: true, format: 'esm', minify: true, write: false, logLevel: 'silent' });
const hlsChunkBytes = gzipSync(hlsChunk.outputFiles[0].contents).length;
const pageHtml = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Popreel streaming bench</title></head>' +
  '<body style="margin:0;background:#000"><script type="module" src="/bench/streaming/page.js"></script></body></html>';

const DATABASE_NAME = `popreel_bench_streaming_${randomBytes(3).toString('hex')}`;
const database = await benchDatabase(DATABASE_NAME);
const app = await startBenchApp(database.url);
// The app's own workers, as `npm start` runs them: they transcode the upload and make its ladder.
app.runtime.ctx.jobs.start(app.runtime.ctx.config.workerConcurrency);
const proxy = await startPageProxy(
  app.base,
  async (path) => {
    if (path === '/bench/streaming/') return { type: 'text/html; charset=utf-8', body: pageHtml };
    if (path === '/bench/streaming/page.js') return { type: 'text/javascript; charset=utf-8', body: pageScript };
    return null;
  },
  Object.fromEntries(securityHeaders(app.runtime.ctx.config)),
);
let browser: Browser | undefined;
try {
  // Upload through the API as the app does, then wait for the MP4 and the ladder.
  const cookie = await benchUser(app.base);
  const form = new FormData();
  form.append('caption', 'bench streaming');
  form.append('file', new Blob([new Uint8Array(await readFile(source))], { type: 'video/mp4' }), 'source.mp4');
  const uploaded = await fetch(`${app.base}/api/videos`, { method: 'POST', headers: { cookie, origin: app.base }, body: form });
  if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const { id } = (await uploaded.json()) as { id: string };
  const transcodeStart = Date.now();
  let status: { status: string; duration?: number | null };
  do {
    await sleep(500);
    status = await (await fetch(`${app.base}/api/videos/${id}/status`, { headers: { cookie } })).json();
  } while (status.status === 'processing');
  if (status.status !== 'ready') throw new Error(`the upload ended ${status.status}`);
  console.log(`MP4 ready ${((Date.now() - transcodeStart) / 1000).toFixed(0)} s after the upload`);
  const card = async () => (await (await fetch(`${app.base}/api/videos/${id}`, { headers: { cookie } })).json()) as { videoUrl: string; hlsUrl?: string | null };
  let video = await card();
  if (!('hlsUrl' in video)) throw new Error('the video answer has no hlsUrl: this checkout makes no HLS ladder');
  while (!video.hlsUrl) {
    if (Date.now() - transcodeStart > LADDER_TIMEOUT_MS) throw new Error(`no hlsUrl ${LADDER_TIMEOUT_MS / 60_000} minutes after the upload`);
    await sleep(1000);
    video = await card();
  }
  const urls: Record<Variant, string> = { mp4: video.videoUrl, hls: video.hlsUrl };
  console.log(`ladder ready ${((Date.now() - transcodeStart) / 1000).toFixed(0)} s after the upload`);

  // What there is to fetch: the MP4's bitrate, the ladder's rungs (through the proxy, as the page reads them).
  const duration = status.duration ?? (await probe(source)).duration ?? SOURCE_SECONDS;
  const mp4Bytes = Number((await fetch(new URL(urls.mp4, proxy.base), { method: 'HEAD', headers: { cookie } })).headers.get('content-length'));
  const master = await (await fetch(new URL(urls.hls, proxy.base), { headers: { cookie } })).text();
  const rungs = [...master.matchAll(/#EXT-X-STREAM-INF:.*?BANDWIDTH=(\d+).*?RESOLUTION=(\d+)x(\d+)/g)].map(
    ([, bandwidth, width, height]) => `${Math.min(Number(width), Number(height))}p ${(Number(bandwidth) / 1e6).toFixed(2)}`,
  );
  console.log(`MP4: ${(mp4Bytes / 1e6).toFixed(1)} MB, ${((mp4Bytes * 8) / duration / 1e6).toFixed(2)} Mbit/s over ${duration.toFixed(1)} s`);
  console.log(`HLS: ${rungs.join(', ')} Mbit/s (BANDWIDTH)`);
  console.log(
    `hls.js/light: ${(hlsChunkBytes / 1024).toFixed(0)} KB gzipped; here it is loaded before the network is slowed, where the app's first HLS card of a visit waits for it (${PROFILES.map((p) => `${p.name} ≈ ${((hlsChunkBytes * 8) / (p.conditions.downKbps * 1000) + p.conditions.latencyMs / 1000).toFixed(1)} s`).join(', ')})`,
  );
  console.log(`watching ${WATCH_MS / 1000} s after the first frame, ${RUNS} run(s) per variant and profile\n`);

  browser = await launchBenchChromium();
  const results = new Map<string, Run[]>();
  for (const profile of PROFILES) {
    for (let run = 1; run <= RUNS; run++) {
      // Alternating which goes first, so neither always follows the other on a busy machine.
      for (const variant of run % 2 ? (['mp4', 'hls'] as const) : (['hls', 'mp4'] as const)) {
        const outcome = await play(browser, proxy, cookie, profile, variant, urls[variant]);
        const key = `${profile.name} ${variant}`;
        results.set(key, [...(results.get(key) ?? []), outcome]);
        console.log(`${profile.name.padEnd(6)} ${variant.toUpperCase().padEnd(3)} run ${run}: ${describe(outcome)}`);
      }
    }
  }
  printSummary(results);
} finally {
  await browser?.close();
  await proxy.stop();
  await app.stop();
  await dropBenchDatabase(database, DATABASE_NAME);
}

type PageProxy = Awaited<ReturnType<typeof startPageProxy>>;

interface Run extends PlaybackReport {
  bytes: number;
  requests: number;
}

/** One playback in a fresh phone context: the page loads at full speed, then the profile's network, then play. */
async function play(browser: Browser, proxy: PageProxy, cookie: string, profile: Profile, variant: Variant, url: string): Promise<Run> {
  const base = proxy.base;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  try {
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: base }]);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await page.goto(`${base}/bench/streaming/`);
    await page.waitForFunction(() => 'streamingBench' in window);
    // Every request from the start on, by its id: what has arrived so far, and the total once it finished.
    const requests = new Map<string, { received: number; total?: number }>();
    let counting = false;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (counting && !/\/(favicon\.ico|bench\/streaming\/)/.test(new URL(event.request.url).pathname)) requests.set(event.requestId, { received: 0 });
    });
    cdp.on('Network.dataReceived', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.received += event.encodedDataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.total = event.encodedDataLength;
    });
    const slow = (conditions: Conditions) =>
      profile.shaper === 'proxy'
        ? proxy.shape(conditions)
        : cdp.send('Network.emulateNetworkConditions', {
            offline: false,
            latency: conditions.latencyMs,
            downloadThroughput: (conditions.downKbps * 1000) / 8,
            uploadThroughput: (conditions.upKbps * 1000) / 8,
          });
    await slow(profile.conditions);
    counting = true;
    await page.evaluate(([v, u]) => (window as unknown as { streamingBench: StreamingBench }).streamingBench.start(v, u), [variant, url] as const);
    const first = await page
      .waitForFunction(() => (window as unknown as { streamingBench: StreamingBench }).streamingBench.firstFrame(), null, { timeout: FIRST_FRAME_TIMEOUT_MS, polling: 50 })
      .then(() => true, () => false);
    if (first && profile.drop) {
      await sleep(profile.drop.afterMs);
      await slow(profile.drop.to);
      await sleep(WATCH_MS - profile.drop.afterMs);
    } else if (first) {
      await sleep(WATCH_MS);
    }
    const report = await page.evaluate(() => (window as unknown as { streamingBench: StreamingBench }).streamingBench.report());
    counting = false;
    const bytes = [...requests.values()].reduce((sum, request) => sum + Math.max(request.total ?? 0, request.received), 0);
    return { ...report, bytes, requests: requests.size };
  } finally {
    proxy.shape(null);
    await context.close();
  }
}

function perMinute(value: number, run: PlaybackReport): number {
  return run.watchedMs > 0 ? (value * 60_000) / run.watchedMs : NaN;
}
function rungLabel(edge: number | undefined): string {
  return edge === undefined ? '—' : `${edge}p`;
}
function rungRange(edges: number[]): string {
  return edges.length ? `${rungLabel(Math.min(...edges))}–${rungLabel(Math.max(...edges))}` : '—';
}

function describe(run: Run): string {
  if (run.firstFrameMs === null) return `no frame in ${FIRST_FRAME_TIMEOUT_MS / 1000} s; ${(run.bytes / 1e6).toFixed(2)} MB fetched${run.errors.length ? `; ${run.errors.join('; ')}` : ''}`;
  const parts = [
    `first frame ${Math.round(run.firstFrameMs)} ms`,
    `${run.stalls} stalls, ${(run.stalledMs / 1000).toFixed(1)} s stalled and ${(run.playedMs / 1000).toFixed(1)} s played in ${(run.watchedMs / 1000).toFixed(1)} s`,
    `${(run.bytes / 1e6).toFixed(2)} MB in ${run.requests} requests`,
    `rung ${rungLabel(run.rungs.at(-1))} at the end (${rungRange(run.rungs)})`,
  ];
  if (run.bandwidthEstimate !== null) parts.push(`${run.levelSwitches} switches, estimate ${(run.bandwidthEstimate / 1e6).toFixed(2)} Mbit/s`);
  if (run.errors.length) parts.push(`errors: ${run.errors.join('; ')}`);
  return parts.join(', ');
}

function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

interface Summary {
  firstFrame: number;
  stalls: number;
  stalledSeconds: number;
  stallsPerMinute: number;
  stalledPerMinute: number;
  playedShare: number;
  megabytes: number;
  endRungs: string;
  range: string;
  framesMissing: number;
}

function summarize(runs: Run[]): Summary {
  const started = runs.filter((run) => run.firstFrameMs !== null);
  return {
    firstFrame: median(started.map((run) => run.firstFrameMs!)),
    stalls: median(started.map((run) => run.stalls)),
    stalledSeconds: median(started.map((run) => run.stalledMs / 1000)),
    stallsPerMinute: median(started.map((run) => perMinute(run.stalls, run))),
    stalledPerMinute: median(started.map((run) => perMinute(run.stalledMs / 1000, run))),
    playedShare: median(started.map((run) => run.playedMs / run.watchedMs)),
    megabytes: median(runs.map((run) => run.bytes / 1e6)),
    endRungs: [...new Set(started.map((run) => rungLabel(run.rungs.at(-1))))].join('/') || '—',
    range: rungRange(started.flatMap((run) => run.rungs)),
    framesMissing: runs.length - started.length,
  };
}

function printSummary(results: Map<string, Run[]>) {
  const columns = ['profile', 'variant', 'first frame', 'stalls', 'stalled', 'stalls/min', 'stalled/min', 'played', 'fetched', 'rung at end', 'rungs seen'];
  const rows: string[][] = [];
  const verdicts: string[] = [];
  for (const profile of PROFILES) {
    const mp4 = summarize(results.get(`${profile.name} mp4`) ?? []);
    const hls = summarize(results.get(`${profile.name} hls`) ?? []);
    for (const [variant, summary] of [['MP4', mp4], ['HLS', hls]] as const) {
      rows.push([
        profile.name, variant,
        summary.framesMissing ? `${summary.framesMissing} without` : `${Math.round(summary.firstFrame)} ms`,
        summary.stalls.toFixed(RUNS > 1 ? 1 : 0), `${summary.stalledSeconds.toFixed(1)} s`,
        summary.stallsPerMinute.toFixed(1), `${summary.stalledPerMinute.toFixed(1)} s`, `${Math.round(summary.playedShare * 100)} %`,
        `${summary.megabytes.toFixed(2)} MB`, summary.endRungs, summary.range,
      ]);
    }
    const delta = hls.firstFrame - mp4.firstFrame;
    const firstOk = hls.framesMissing === 0 && (mp4.framesMissing > 0 || delta <= 0);
    const firstSaid = hls.framesMissing || mp4.framesMissing
      ? `HLS ${hls.framesMissing} and MP4 ${mp4.framesMissing} run(s) without a frame`
      : `HLS ${Math.round(hls.firstFrame)} ms vs MP4 ${Math.round(mp4.firstFrame)} ms (${delta > 0 ? '+' : '−'}${Math.abs(Math.round(delta))} ms, ${Math.abs((delta / mp4.firstFrame) * 100).toFixed(0)} % ${delta > 0 ? 'later' : 'sooner'})`;
    const stallOk = hls.stalledPerMinute < mp4.stalledPerMinute || (hls.stalledPerMinute === 0 && mp4.stalledPerMinute === 0);
    const stallSaid = `stalled HLS ${hls.stalledPerMinute.toFixed(1)} s/min vs MP4 ${mp4.stalledPerMinute.toFixed(1)} s/min`;
    const mark = (ok: boolean) => (ok ? 'yes' : 'NO');
    verdicts.push(`${profile.name}${profile.slow ? '' : ' (not one the goal names)'}: first frame ${firstSaid}: no worse ${mark(firstOk)}; ${stallSaid}: fewer ${mark(stallOk)}`);
  }
  const widths = columns.map((column, index) => Math.max(column.length, ...rows.map((row) => row[index].length)));
  const line = (cells: string[]) => cells.map((cell, index) => (index < 2 || index >= 9 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join('  ');
  console.log(`\nmedians of ${RUNS} run(s), ${WATCH_MS / 1000} s watched after the first frame`);
  console.log(line(columns));
  for (const row of rows) console.log(line(row));
  console.log('');
  for (const verdict of verdicts) console.log(verdict);
}
