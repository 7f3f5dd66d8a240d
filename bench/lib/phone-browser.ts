import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/**
 * The page-load benches' Chromium (Debian's, or CHROMIUM_PATH): headless, quiet (no background networking,
 * component updates or sync to muddy a measurement), allowed to autoplay as the feed does after a tap.
 */
export function launchBenchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--autoplay-policy=no-user-gesture-required', ...extraArgs],
  });
}

/** A fresh phone-sized context (cold cache, no service worker) signed in as the demo's Maya. */
export async function signedInPhone(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const signIn = await context.request.post(`${baseUrl}/api/auth/sign-in`, { data: { email: 'maya@popreel.app', password: 'popreel123' }, headers: { origin: baseUrl } });
  if (!signIn.ok()) {
    await context.close();
    throw new Error(`sign-in failed: ${signIn.status()}`);
  }
  return context;
}
