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
import type { Browser } from 'playwright-core';
import { alternateRuns, median, startCheckouts } from './lib/checkout-server.ts';
import { launchBenchChromium, signedInPhone } from './lib/phone-browser.ts';
import { mainThreadTasks, type TraceEvent } from './lib/main-thread-tasks.ts';

if (!existsSync('dist/web/index.html')) throw new Error('dist/web is missing: run `npx vite build` first');
const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 3);
const CPU_SLOWDOWN = Number(process.env.MAIN_THREAD_CPU ?? 4);
const PATH = process.env.MAIN_THREAD_PATH ?? '/foryou';
const WINDOW_MS = Number(process.env.MAIN_THREAD_SECONDS ?? 6) * 1000;

async function traceLoad(browser: Browser, baseUrl: string) {
  const context = await signedInPhone(browser, baseUrl);
  try {
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
const browser = await launchBenchChromium();
try {
  const results = await alternateRuns(checkouts, RUNS, (checkout) => traceLoad(browser, checkout.url), (checkout, run, { busyMs, blockingMs, tasks }) => {
    console.log(`${checkout.label} run ${run}: main thread busy ${Math.round(busyMs)} ms, blocking ${Math.round(blockingMs)} ms, ${tasks.length} long tasks`);
    for (const task of tasks) console.log(`  ${Math.round(task.durationMs)} ms at ${Math.round(task.startMs)} ms: ${task.inside.join(' > ')}`);
  });
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
