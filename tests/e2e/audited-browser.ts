import type { Browser, BrowserContext, Page } from 'playwright-core';
import { auditScreen } from './accessibility-audit.ts';

/**
 * Hooks the accessibility audit into the browser the harness hands out: every page of every context is
 * audited before it leaves a screen (goto, reload) and before it closes (the page, its context or the
 * browser), so a test that opens a screen gets it checked without a line of its own.
 */
type Method = (...args: never[]) => Promise<unknown>;

/** Replaces `target[name]` with a version that first awaits `before()`. */
function runFirst<T extends object, K extends keyof T>(target: T, name: K, before: () => Promise<void>): void {
  const original = (target[name] as Method).bind(target) as (...args: unknown[]) => Promise<unknown>;
  (target as Record<K, unknown>)[name] = async (...args: unknown[]) => {
    await before();
    return original(...args);
  };
}

const audited = new WeakSet<object>();

function auditPage(page: Page): void {
  if (audited.has(page)) return;
  audited.add(page);
  const audit = () => auditScreen(page);
  runFirst(page, 'goto', audit);
  runFirst(page, 'reload', audit);
  runFirst(page, 'goBack', audit);
  runFirst(page, 'goForward', audit);
  runFirst(page, 'close', audit);
}

async function auditPagesOf(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) await auditScreen(page);
}

function auditContext(context: BrowserContext): BrowserContext {
  if (audited.has(context)) return context;
  audited.add(context);
  context.on('page', auditPage);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    auditPage(page);
    return page;
  };
  runFirst(context, 'close', () => auditPagesOf(context));
  return context;
}

export function auditEveryPage(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => auditContext(await newContext(options));
  runFirst(browser, 'close', async () => {
    for (const context of browser.contexts()) await auditPagesOf(context);
  });
  return browser;
}
