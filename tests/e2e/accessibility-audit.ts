import { existsSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import axe from 'axe-core';
import type { ImpactValue, RunOptions } from 'axe-core';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * axe-core on every Popreel screen the e2e suite shows. A screen is audited when the test is done with it
 * (the next goto or reload, or the page or its context closing), not right after it loads: by then its data
 * has arrived, and a test that times things (the feed's prompt overlay) is not slowed in the middle.
 * Tests call auditScreen() themselves for states a route change does not mark, such as an open dialog.
 *
 * Each screen is audited once per run, not at every visit (some 430 visits cost 9 minutes of the suite's 33 on
 * two cores): a screen is its route with ids taken out, its query's names, the page's width class, language
 * and direction, colour scheme, whether someone is signed in, and the dialogs and menus open on it. The run's
 * audited screens are files in one folder (e2e-global-setup.ts), so files in other workers skip them too.
 * E2E_AUDIT_EVERY_VISIT=1 audits every visit, as before.
 */
export interface Finding {
  screen: string;
  rule: string;
  impact: ImpactValue;
  help: string;
  selectors: string[];
}

const FAILING_IMPACTS: ImpactValue[] = ['serious', 'critical'];
/** The axe rules run by default, which include label-content-name-mismatch; Popreel has no frames to enter. */
const RUN_OPTIONS: RunOptions = { resultTypes: ['violations'], iframes: false };
/** Animations still running when the test moves on, waited out so a half-faded toast is not read as low contrast. */
const ANIMATION_WAIT_MS = 1_000;

const popreelOrigins = new Set<string>();
const pending: Finding[] = [];
const reported = new Set<string>();
const cost = { screens: 0, seenBefore: 0, milliseconds: 0 };

/** The run's folder of audited screens (a file per screen), or none: every visit is audited. */
const auditedScreens = process.env.E2E_AUDIT_EVERY_VISIT === '1' ? undefined : inject('axeScreensDir');

/** What makes two visits the same screen to axe (see above); ids are the path segments with a digit, @ or %. */
function screenShape(): string {
  const route = location.pathname
    .split('/')
    .map((segment) => (/[\d@%]/.test(segment) || segment.length > 20 ? ':' : segment))
    .join('/');
  const query = [...new URLSearchParams(location.search).keys()].sort().join('&');
  const width = innerWidth < 640 ? 'phone' : innerWidth < 1024 ? 'tablet' : 'desktop';
  const html = document.documentElement;
  const scheme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  const open = Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="menu"], [aria-modal="true"]'))
    .filter((element) => element.getClientRects().length > 0)
    .map((element) => `${element.getAttribute('role')}:${element.getAttribute('aria-label') ?? document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''}`)
    .sort();
  return [route, query, width, html.lang, html.dir, scheme, html.dataset.theme ?? '', ...open].join(' ');
}

/** Only Popreel's own pages are audited, not the attacker pages the security tests open. */
export function auditOrigin(baseUrl: string): void {
  popreelOrigins.add(new URL(baseUrl).origin);
}

async function signedIn(page: Page): Promise<boolean> {
  const cookies = await page.context().cookies(page.url());
  return cookies.some((cookie) => cookie.name === 'popreel_session');
}

/** Runs axe on what the page shows now and keeps its serious and critical violations for the current test. */
export async function auditScreen(page: Page): Promise<void> {
  if (page.isClosed()) return;
  const url = new URL(page.url());
  if (!popreelOrigins.has(url.origin)) return;
  const started = performance.now();
  let shapeFile: string | undefined;
  let ran = false;
  try {
    const who = (await signedIn(page)) ? 'signed in' : 'signed out';
    if (auditedScreens) {
      const shape = `${await page.evaluate(screenShape)} ${who}`;
      shapeFile = join(auditedScreens, createHash('sha1').update(shape).digest('hex'));
      if (existsSync(shapeFile)) {
        cost.seenBefore++;
        return;
      }
    }
    ran = true;
    // Evaluated through the DevTools protocol, so the page's script-src 'self' does not refuse it.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    const violations = await page.evaluate(
      async ({ options, failing, waitMs }) => {
        const running = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
        await Promise.race([Promise.allSettled(running.map((animation) => animation.finished)), new Promise((done) => setTimeout(done, waitMs))]);
        const results = await (window as unknown as { axe: typeof axe }).axe.run(document, options);
        return results.violations
          .filter((violation) => violation.impact && failing.includes(violation.impact))
          .map((violation) => ({ rule: violation.id, impact: violation.impact!, help: violation.help, selectors: violation.nodes.map((node) => node.target.join(' ')) }));
      },
      { options: RUN_OPTIONS, failing: FAILING_IMPACTS, waitMs: ANIMATION_WAIT_MS },
    );
    const screen = `${url.pathname}${url.search} (${who})`;
    for (const violation of violations) {
      const key = `${screen} ${violation.rule} ${violation.selectors.join(',')}`;
      if (reported.has(key)) continue;
      reported.add(key);
      pending.push({ screen, ...violation });
    }
    if (shapeFile) writeFileSync(shapeFile, screen);
  } catch (error) {
    // A page torn down mid-audit (a navigation the test started, a crash) says nothing about accessibility.
    if (!page.isClosed()) console.warn(`axe could not audit ${url.pathname}: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    if (ran) {
      cost.screens++;
      cost.milliseconds += performance.now() - started;
    }
  }
}

export function describeFindings(findings: Finding[]): string {
  const lines = findings.map(({ screen, rule, impact, help, selectors }) => {
    const shown = selectors.slice(0, 8).join(' | ') + (selectors.length > 8 ? ` | … ${selectors.length - 8} more` : '');
    return `  ${screen}: ${rule} (${impact}, ${selectors.length} nodes) ${help}\n      ${shown}`;
  });
  return `axe found ${findings.length} serious or critical accessibility violations:\n${lines.join('\n')}`;
}

/** Throws the violations found since the last call, blaming the test (or file) that showed them. */
export function failOnFindings(): void {
  const findings = pending.splice(0);
  if (findings.length) throw new Error(describeFindings(findings));
}

/** What this file's audits cost, printed when it ends, then counted afresh for the next file in the worker. */
export function reportAuditCost(): void {
  if (cost.screens || cost.seenBefore) {
    console.info(`axe audited ${cost.screens} screens in ${(cost.milliseconds / 1000).toFixed(1)} s; ${cost.seenBefore} visits to screens audited before`);
  }
  Object.assign(cost, { screens: 0, seenBefore: 0, milliseconds: 0 });
}
