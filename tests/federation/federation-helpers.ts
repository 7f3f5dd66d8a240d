import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { FEED_MESSAGES } from '../../src/web/web-messages.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../src/server/seed/demo-accounts.ts';
import type { Me } from '../../src/shared/api-types.ts';
import { auditOrigin } from '../e2e/accessibility-audit.ts';
import { contextUser, type ApiUser } from '../e2e/api-helpers.ts';
import { newBrowser, signUpViaApi, type TestAccount } from '../e2e/harness.ts';
import type { FederationInstanceInfo } from '../setup/federation-instance.ts';

/**
 * The federation tests' shared pieces: the two instances the global setup started (A with the demo content, B
 * empty), Chromium signed in on B, API sign-in on A, and waits long enough for a delivery between them.
 */
export function instances(): { a: FederationInstanceInfo; b: FederationInstanceInfo } {
  return inject('federation');
}

export const DEMO_MAYA = DEMO_ACCOUNTS.users.find((user) => user.username === 'maya_moves')!;
export const DEMO_ADMIN = DEMO_ACCOUNTS.admin;

/**
 * A delivery goes through both job queues and, for a video, a fetch and a transcode on the receiving side. It
 * takes about 5 s on an idle machine and under 20 s on two cores kept busy (the two CI failures blamed on time
 * were a test posting before A had the Follow, now awaited).
 */
export const DELIVERY_TIMEOUT_MS = 60_000;

/** Signs a demo account in through the API (the session cookie), as a script or an app would. */
export async function apiSignIn(baseUrl: string, account: DemoAccount): Promise<ApiUser> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${account.email} on ${baseUrl} failed: ${response.status} ${await response.text()}`);
  const me = (await response.json()) as Me;
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('popreel_session='))?.split(';')[0];
  if (!cookie) throw new Error(`sign-in of ${account.email} on ${baseUrl} set no session cookie`);
  return { id: me.user.id, username: me.profile.username, headers: { cookie, origin: baseUrl } };
}

export interface BrowserOnB {
  context: BrowserContext;
  page: Page;
  account: TestAccount;
  api: ApiUser;
}

/**
 * Chromium for a test file (axe audits every screen of both instances, as in the e2e suite), closed after the
 * file's own afterAll.
 */
export function browserForFile(): { browser: Browser } {
  const suite = {} as { browser: Browser };
  beforeAll(async () => {
    const { a, b } = instances();
    auditOrigin(a.origin);
    auditOrigin(b.origin);
    suite.browser = await newBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
  });
  return suite;
}

/** A new account on B, signed up through B's API in a fresh context, so the page starts signed in. */
export async function signedInOnB(browser: Browser): Promise<BrowserOnB> {
  const { b } = instances();
  const context = await browser.newContext({ baseURL: b.origin, viewport: { width: 390, height: 844 } });
  // Map tiles come from a public host the test machine cannot reach: refuse them at once.
  await context.route(/^https?:\/\/([a-z0-9-]+\.)*tile\.openstreetmap\.org\//, (route) => route.abort());
  const account = await signUpViaApi(b.origin, context);
  const api = await contextUser(b.origin, context, account);
  return { context, page: await context.newPage(), account, api };
}

/** An API answer's status and body, for steps that expect a 404 as well as ones that expect data. */
export async function apiAnswer<T>(baseUrl: string, user: ApiUser | null, path: string): Promise<{ status: number; body: T | null }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: user?.headers ?? { origin: baseUrl } });
  const text = await response.text();
  return { status: response.status, body: text && response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as T) : null };
}

/**
 * Runs one step of a scenario, naming it in any error, so a failure says how far the scenario got, and what
 * each instance's job queue and B's copies of remote videos held then (a delivery that never came shows there).
 */
export async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Error) error.message = `step "${name}" failed: ${error.message}\n${await queuesNow().catch((why: unknown) => `(no queue state: ${String(why)})`)}`;
    throw error;
  }
}

/** Every job not done on either instance, and the remote videos B holds, as text for a failure message. */
async function queuesNow(): Promise<string> {
  const { a, b } = instances();
  const lines: string[] = [];
  for (const instance of [a, b]) {
    const client = new pg.Client({ connectionString: instance.databaseUrl });
    await client.connect();
    try {
      const jobs = await client.query(
        `select id, kind, status, attempts, run_at, created_at, updated_at, left(last_error, 300) as last_error,
                left(payload::text, 160) as payload
           from jobs order by id desc limit 15`,
      );
      lines.push(`${instance.name} latest jobs:`, ...jobs.rows.map((row) => JSON.stringify(row)));
      const videos = await client.query(`select id, status, status_reason, caption, remote_uri, created_at from videos where remote_uri is not null order by created_at desc limit 5`);
      lines.push(`${instance.name} remote videos:`, ...videos.rows.map((row) => JSON.stringify(row)));
    } finally {
      await client.end();
    }
  }
  return lines.join('\n');
}

/** Polls `read` until it passes `expect`'s matcher, for as long as a delivery may take. */
export const eventually = <T>(read: () => T | Promise<T>, timeout = DELIVERY_TIMEOUT_MS) => expect.poll(read, { timeout, interval: 500 });

/**
 * Reloads `path` until `shown` (a locator) appears, for what a page does not update live: a video arriving
 * from another instance. Each load gets a few seconds for its data before the next reload.
 */
export async function reloadUntilShown(page: Page, path: string, shown: Locator, what: string, timeout = DELIVERY_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    await page.goto(path);
    const appeared = await shown.first().waitFor({ timeout: 5_000 }).then(() => true, () => false);
    if (appeared) return;
    if (Date.now() > deadline) throw new Error(`${what} did not show at ${path} within ${timeout} ms`);
  }
}

/** Waits until a feed page shows its data (the first page comes with the page itself): cards, or the empty feed. */
export async function feedShown(page: Page): Promise<void> {
  await page.locator('article[data-video-id]').or(page.getByRole('heading', { name: FEED_MESSAGES.emptyTitle })).first().waitFor();
}

/** The feed card of a video, found by its caption (B's copy has an id of B's own, unknown to the test). */
export const cardWithCaption = (page: Page, caption: string): Locator => page.locator('article[data-video-id]', { hasText: caption });

export const button = (scope: Locator | Page, name: string) => scope.getByRole('button', { name, exact: true });

/** Matches a remote account's name as the UI shows it, with or without the leading @. */
export const handlePattern = (handle: string) => new RegExp(`^@?${handle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
