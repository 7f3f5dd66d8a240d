/**
 * bench/lighthouse — Lighthouse 13 with its mobile defaults (simulated slow 4G, a 4× slower CPU) on the built
 * app with demo content, signed in as Maya: the feed (/foryou), a creator's profile, search results and a chat
 * room, in English and in Arabic (the browser's language, so the first render is already in it), three runs
 * each, then the median per screen and language: performance, accessibility, LCP, TBT, the JavaScript the page
 * downloaded, failing audits and console errors. The session cookie rides on every request as an extra header,
 * so Lighthouse's own storage reset between runs does not sign it out.
 *   npx vite build && npm run bench:lighthouse
 *   LIGHTHOUSE_BEFORE=<another checkout, built> — alternates each run with that checkout and prints both
 *   LIGHTHOUSE_RUNS (3), LIGHTHOUSE_LANGUAGES (en,ar), LIGHTHOUSE_SCREENS (feed,profile,search,chat; also auth, share)
 *   LIGHTHOUSE_SAVE=<folder> — keeps each run's whole report there as JSON
 * Goal (issue 53): performance ≥ 95, TBT ≤ 150 ms, LCP ≤ 2.5 s, accessibility 100, no console errors.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { benchTool } from './lib/bench-tools.ts';
import { median, startCheckouts, type CheckoutServer } from './lib/checkout-server.ts';
import { freePort } from '../tests/setup/spawn-server.ts';

const { default: lighthouse } = await benchTool<typeof import('lighthouse')>('lighthouse');

if (!existsSync('dist/web/index.html')) throw new Error('dist/web is missing: run `npx vite build` first');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const LANGUAGES = (process.env.LIGHTHOUSE_LANGUAGES ?? 'en,ar').split(',').map((language) => language.trim());
/** A folder to keep each run's whole report in (Lighthouse's JSON), for reading its trace-based audits. */
const SAVE_TO = process.env.LIGHTHOUSE_SAVE;
const SCREENS = (process.env.LIGHTHOUSE_SCREENS ?? 'feed,profile,search,chat').split(',').map((screen) => screen.trim());

interface Outcome {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  scriptKb: number;
  failing: string[];
  consoleErrors: string[];
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;

/** Audits that count toward a score and did not pass (informative and not-applicable ones are left out). */
function failingAudits(lhr: Result): string[] {
  return Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable')
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}${offendingNodes(audit)}`);
}

/** For an accessibility audit (target-size, contrast…), the elements it flags, so the fix has an address. */
function offendingNodes(audit: Result['audits'][string]): string {
  const items = (audit.details as { items?: { node?: { selector?: string } }[] } | undefined)?.items ?? [];
  const selectors = items.map((item) => item.node?.selector).filter(Boolean);
  return selectors.length ? ` [${selectors.slice(0, 6).join(' | ')}]` : '';
}

function consoleErrorsOf(lhr: Result): string[] {
  const details = lhr.audits['errors-in-console']?.details as { items?: { description?: string; url?: string }[] } | undefined;
  return (details?.items ?? []).map((item) => `${item.description ?? ''} ${item.url ?? ''}`.trim());
}

/** The compressed JavaScript the page downloaded during the run, in KB. */
function scriptKbOf(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  const bytes = (details?.items ?? []).filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return bytes / 1024;
}

/** One checkout's signed-in session and the paths of its four screens (ids differ between two fresh seeds). */
async function screensOf(server: CheckoutServer) {
  const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: 'maya@popreel.app', password: 'popreel123' }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed on ${server.label}: ${signIn.status}`);
  const cookie = signIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const read = async <T,>(path: string) => (await (await fetch(`${server.url}${path}`, { headers: { cookie } })).json()) as T;
  const feed = await read<{ items: { id: string; userId: string }[] }>('/api/feed/foryou');
  const rooms = await read<{ items: { id: string }[] }>('/api/chat/rooms');
  const first = feed.items[0];
  if (!first || !rooms.items[0]) throw new Error(`the demo content on ${server.label} has no For You video or no chat room`);
  const paths: Record<string, { path: string; signedIn: boolean }> = {
    feed: { path: '/foryou', signedIn: true },
    profile: { path: `/profile/${first.userId}`, signedIn: true },
    search: { path: '/search?q=dance', signedIn: true },
    chat: { path: `/chat/${rooms.items[0].id}`, signedIn: true },
    auth: { path: '/auth', signedIn: false },
    share: { path: `/v/${first.id}`, signedIn: false },
  };
  return { cookie, paths };
}

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART and the like, on a busy machine) is run again, once. */
async function audit(port: number, url: string, cookie: string | null, attempt = 1): Promise<Outcome> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (SAVE_TO) {
    await mkdir(SAVE_TO, { recursive: true });
    await writeFile(join(SAVE_TO, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) {
    if (attempt < 2) return audit(port, url, cookie, attempt + 1);
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    scriptKb: scriptKbOf(lhr),
    failing: failingAudits(lhr),
    consoleErrors: consoleErrorsOf(lhr),
  };
}

const checkouts = await startCheckouts(process.env.LIGHTHOUSE_BEFORE);
const rows: string[] = [];
try {
  const sessions = await Promise.all(checkouts.map(screensOf));
  for (const language of LANGUAGES) {
    // The browser speaks the language, as a phone set to it does: the app starts in it (src/web/i18n/locale.ts).
    const port = await freePort();
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', `--remote-debugging-port=${port}`, `--lang=${language}`, '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    });
    try {
      for (const screen of SCREENS) {
        const runs = checkouts.map(() => [] as Outcome[]);
        for (let run = 1; run <= RUNS; run++) {
          for (const [index, checkout] of checkouts.entries()) {
            const { cookie, paths } = sessions[index];
            const target = paths[screen];
            if (!target) throw new Error(`no screen "${screen}": choose from ${Object.keys(paths).join(', ')}`);
            const outcome = await audit(port, `${checkout.url}${target.path}`, target.signedIn ? cookie : null);
            runs[index].push(outcome);
            console.log(
              `${screen} ${language} ${checkout.label} run ${run}: performance ${outcome.performance}, TBT ${Math.round(outcome.tbt)} ms, LCP ${Math.round(outcome.lcp)} ms, JS ${outcome.scriptKb.toFixed(1)} KB`,
            );
            if (outcome.failing.length) console.log(`  failing: ${outcome.failing.join('; ')}`);
            if (outcome.consoleErrors.length) console.log(`  console errors: ${outcome.consoleErrors.join('; ')}`);
          }
        }
        for (const [index, checkout] of checkouts.entries()) {
          const pick = (key: 'performance' | 'accessibility' | 'lcp' | 'tbt' | 'scriptKb') => median(runs[index].map((outcome) => outcome[key]));
          const errors = Math.max(...runs[index].map((outcome) => outcome.consoleErrors.length));
          rows.push(
            `| ${screen} | ${language} | ${checkout.label} | ${pick('performance')} | ${Math.round(pick('tbt'))} ms | ${(pick('lcp') / 1000).toFixed(2)} s | ${pick('scriptKb').toFixed(1)} KB | ${pick('accessibility')} | ${errors} |`,
          );
        }
      }
    } finally {
      await browser.close();
    }
  }
  console.log(`\nmedian of ${RUNS} runs per screen, language and checkout (goal: performance ≥ 95, TBT ≤ 150 ms, LCP ≤ 2.5 s, accessibility 100, no console errors)`);
  console.log('| screen | language | checkout | performance | TBT | LCP | JS | accessibility | console errors |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  for (const checkout of checkouts) await checkout.stop();
}
