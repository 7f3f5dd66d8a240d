/**
 * bench/first-video — how soon the signed-in feed plays its first video on a slow phone: Chromium with its CPU
 * slowed 4× (CDP Emulation.setCPUThrottlingRate), a fresh profile each run (cold HTTP cache, no service
 * worker), demo content. Per run: the time from navigation to the first video's first frame on screen
 * (requestVideoFrameCallback after its first `playing`), the longest main-thread task that started before then
 * (a PerformanceObserver for longtask; beside it the longest of the whole load until the frame was seen, the
 * app's own start included), and how many /api/feed requests the page made; then the median of the runs.
 * Goal (issue 53): ≤ 1000 ms median, no task over 100 ms before the first frame.
 *   npx vite build && npm run bench:first-video     (FIRST_VIDEO_RUNS, FIRST_VIDEO_CPU to change the defaults;
 *   FIRST_VIDEO_BEFORE=<another checkout, built> to alternate with it and print both)
 */
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { alternateRuns, median, startCheckouts } from './lib/checkout-server.ts';
import { launchBenchChromium, signedInPhone } from './lib/phone-browser.ts';

if (!existsSync('dist/web/index.html')) throw new Error('dist/web is missing: run `npx vite build` first');
const RUNS = Number(process.env.FIRST_VIDEO_RUNS ?? 5);
const CPU_SLOWDOWN = Number(process.env.FIRST_VIDEO_CPU ?? 4);

interface FirstVideoWindow {
  firstFrameAt?: number;
  /** Each long task's start and duration. */
  longTasks: Array<[number, number]>;
}

/** Runs in the page before its own scripts: watches for the first frame and for long tasks. */
function watchFirstLoad() {
  const watched = window as unknown as FirstVideoWindow;
  watched.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) watched.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener(
    'playing',
    (event) => {
      const video = event.target as HTMLVideoElement;
      if (watched.firstFrameAt !== undefined) return;
      video.requestVideoFrameCallback((now) => (watched.firstFrameAt ??= now));
    },
    true,
  );
}

interface Run {
  firstFrame: number;
  /** The longest task that started before the first frame: what the goal counts. */
  longestTask: number;
  /** The longest of the whole load until the first frame was seen, later ones (the app starting) included. */
  longestLoadTask: number;
  feedRequests: number;
}

async function measure(browser: Browser, baseUrl: string): Promise<Run> {
  const context = await signedInPhone(browser, baseUrl);
  try {
    const page = await context.newPage();
    await page.addInitScript(watchFirstLoad);
    let feedRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/feed/')) feedRequests++;
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${baseUrl}/foryou`);
    await page.waitForFunction(() => (window as unknown as FirstVideoWindow).firstFrameAt !== undefined, null, { timeout: 30_000 });
    const { firstFrameAt, longTasks } = await page.evaluate(() => {
      const watched = window as unknown as FirstVideoWindow;
      return { firstFrameAt: watched.firstFrameAt ?? NaN, longTasks: watched.longTasks };
    });
    const before = longTasks.filter(([start]) => start < firstFrameAt).map(([, duration]) => duration);
    return { firstFrame: firstFrameAt, longestTask: Math.max(0, ...before), longestLoadTask: Math.max(0, ...longTasks.map(([, duration]) => duration)), feedRequests };
  } finally {
    await context.close();
  }
}

// FIRST_VIDEO_BEFORE: a checkout of the commit to compare with (`git worktree add`, then its own build); its
// runs alternate with this checkout's, so a busy machine slows both alike.
const checkouts = await startCheckouts(process.env.FIRST_VIDEO_BEFORE);
const browser = await launchBenchChromium();
try {
  const runs = await alternateRuns(checkouts, RUNS, (checkout) => measure(browser, checkout.url), (checkout, run, outcome) =>
    console.log(
      `${checkout.label} run ${run}: first frame at ${Math.round(outcome.firstFrame)} ms, longest task before it ${Math.round(outcome.longestTask)} ms (whole load ${Math.round(outcome.longestLoadTask)} ms), /api/feed requests ${outcome.feedRequests}`,
    ),
  );
  for (const [index, checkout] of checkouts.entries()) {
    const firstFrame = median(runs[index].map((run) => run.firstFrame));
    const longest = Math.max(...runs[index].map((run) => run.longestTask));
    console.log(
      `${checkout.label}: first video at a ${CPU_SLOWDOWN}× slower CPU, median of ${RUNS}: ${Math.round(firstFrame)} ms (goal ≤ 1000 ms); longest task before it in any run ${Math.round(longest)} ms (goal ≤ 100 ms)`,
    );
  }
} finally {
  await browser.close();
  for (const checkout of checkouts) await checkout.stop();
}
