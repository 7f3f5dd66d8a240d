/**
 * bench/lighthouse — Lighthouse 13 with its mobile defaults (simulated slow 4G, a 4× slower CPU) on the built
 * app with demo content: the signed-in /foryou three times (each run's scores, paint times, blocking time and
 * failing audits, then the median), and /auth and a share page (/v/{id}) once each for their scores and
 * console errors. The session cookie rides on every request as an extra header, so Lighthouse's own storage
 * reset between runs does not sign it out.
 *   npx vite build && npm run bench:lighthouse      (LIGHTHOUSE_RUNS sets the /foryou runs)
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Result } from 'lighthouse';
import { benchTool } from './lib/bench-tools.ts';
import { chromium } from 'playwright-core';
import { freePort, spawnServer } from '../tests/setup/spawn-server.ts';

const { default: lighthouse } = await benchTool<typeof import('lighthouse')>('lighthouse');

if (!existsSync('dist/web/index.html')) throw new Error('dist/web is missing: run `npx vite build` first');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

interface Outcome {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dataDir = await mkdtemp(join(tmpdir(), 'popreel-lighthouse-'));
const server = await spawnServer({ env: { DATA_DIR: dataDir, SEED_DEMO: 'true', AUTH_RATE_LIMIT_MAX: '1000' } });
const port = await freePort();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', `--remote-debugging-port=${port}`, '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART and the like, on a busy machine) is run again, once. */
async function lighthouseResult(path: string, cookie: string | null, attempt = 1): Promise<Result> {
  const result = await lighthouse(`${server.url}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  if (!lhr.runtimeError) return lhr;
  if (attempt < 2) {
    console.warn(`Lighthouse on ${path}: ${lhr.runtimeError.code}; running it again`);
    return lighthouseResult(path, cookie, attempt + 1);
  }
  throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
}

async function audit(path: string, cookie: string | null): Promise<Outcome> {
  const lhr = await lighthouseResult(path, cookie);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    failing: failingAudits(lhr),
    consoleErrors: consoleErrorsOf(lhr),
  };
}

function print(label: string, outcome: Outcome) {
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(`${label}: performance ${outcome.performance}, accessibility ${outcome.accessibility}, FCP ${ms(outcome.fcp)}, LCP ${ms(outcome.lcp)}, TBT ${ms(outcome.tbt)}`);
  if (outcome.failing.length) console.log(`  failing: ${outcome.failing.join('; ')}`);
  console.log(`  console errors: ${outcome.consoleErrors.length ? outcome.consoleErrors.join('; ') : 'none'}`);
}

try {
  const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: 'maya@popreel.app', password: 'popreel123' }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const feed = (await (await fetch(`${server.url}/api/feed/foryou`, { headers: { cookie } })).json()) as { items: { id: string }[] };
  const shared = feed.items[0]?.id;
  if (!shared) throw new Error('the demo For You feed is empty');

  const runs: Outcome[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const outcome = await audit('/foryou', cookie);
    runs.push(outcome);
    print(`/foryou run ${run}`, outcome);
  }
  const pick = (key: 'performance' | 'accessibility' | 'fcp' | 'lcp' | 'tbt') => median(runs.map((outcome) => outcome[key]));
  console.log(
    `/foryou median of ${RUNS}: performance ${pick('performance')}, accessibility ${pick('accessibility')}, FCP ${Math.round(pick('fcp'))} ms, LCP ${Math.round(pick('lcp'))} ms, TBT ${Math.round(pick('tbt'))} ms`,
  );
  print('/auth (visitor)', await audit('/auth', null));
  print(`/v/${shared} (visitor)`, await audit(`/v/${shared}`, null));
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
