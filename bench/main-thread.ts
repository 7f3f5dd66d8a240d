/**
 * bench/main-thread — what the signed-in feed's main thread does in its first seconds on a slow phone (issue 53,
 * item 1): Chromium with its CPU slowed 4×, a fresh profile each run, demo content, a Chrome trace of the page
 * load. Per run: the main thread's busy time, its total blocking time (as Lighthouse counts it, over the whole
 * window) and every long task with the events inside it that took the most, so each can be named and moved.
 *   npx vite build && npm run bench:main-thread
 *   MAIN_THREAD_RUNS (3), MAIN_THREAD_CPU (4), MAIN_THREAD_PATH (/foryou), MAIN_THREAD_SECONDS (6)
 *   MAIN_THREAD_BEFORE=<another checkout, built> — alternates each run with that checkout and prints both
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { median, startCheckouts } from './lib/checkout-server.ts';
import { mainThreadTasks, type TraceEvent } from './lib/main-thread-tasks.ts';

if (!existsSync('dist/web/index.html')) throw new Error('dist/web is missing: run `npx vite build` first');
const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 3);
const CPU_SLOWDOWN = Number(process.env.MAIN_THREAD_CPU ?? 4);
const PATH = process.env.MAIN_THREAD_PATH ?? '/foryou';
const WINDOW_MS = Number(process.env.MAIN_THREAD_SECONDS ?? 6) * 1000;

async function traceLoad(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  try {
    const signIn = await context.request.post(`${baseUrl}/api/auth/sign-in`, { data: { email: 'maya@popreel.app', password: 'popreel123' }, headers: { origin: baseUrl } });
    if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink'] });
    await page.goto(`${baseUrl}${PATH}`);
    await page.waitForTimeout(WINDOW_MS);
    const trace = await browser.stopTracing();
    return mainThreadTasks((JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents);
  } finally {
    await context.close();
  }
}

const checkouts = await startCheckouts(process.env.MAIN_THREAD_BEFORE);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--autoplay-policy=no-user-gesture-required'],
});
try {
  // One unmeasured load each: the first after start-up pays for cold database pages and compiled routes.
  for (const checkout of checkouts) await traceLoad(browser, checkout.url);
  const results = checkouts.map(() => [] as { busyMs: number; blockingMs: number }[]);
  for (let run = 1; run <= RUNS; run++) {
    for (const [index, checkout] of checkouts.entries()) {
      const { busyMs, blockingMs, tasks } = await traceLoad(browser, checkout.url);
      results[index].push({ busyMs, blockingMs });
      console.log(`${checkout.label} run ${run}: main thread busy ${Math.round(busyMs)} ms, blocking ${Math.round(blockingMs)} ms, ${tasks.length} long tasks`);
      for (const task of tasks) console.log(`  ${Math.round(task.durationMs)} ms at ${Math.round(task.startMs)} ms: ${task.inside.join(' > ')}`);
    }
  }
  console.log(`\nmedian of ${RUNS} runs of ${PATH} at a ${CPU_SLOWDOWN}× slower CPU, first ${WINDOW_MS / 1000} s (goal, issue 53: blocking ≤ 150 ms)`);
  console.log('| checkout | main thread busy | total blocking |');
  console.log('|---|---|---|');
  for (const [index, checkout] of checkouts.entries()) {
    const pick = (key: 'busyMs' | 'blockingMs') => Math.round(median(results[index].map((result) => result[key])));
    console.log(`| ${checkout.label} | ${pick('busyMs')} ms | ${pick('blockingMs')} ms |`);
  }
} finally {
  await browser.close();
  for (const checkout of checkouts) await checkout.stop();
}
