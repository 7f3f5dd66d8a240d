import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Me } from '../../src/shared/api-types.ts';
import { spawnServer } from '../setup/spawn-server.ts';
import { freshDatabase } from '../setup/template-database.ts';
import { auditOrigin } from './accessibility-audit.ts';
import { sqlNames } from '../../src/server/data/db.ts';
import { auditEveryPage } from './audited-browser.ts';

/** For states a route change does not mark (an open dialog or menu); screens themselves are audited already. */
export { auditScreen } from './accessibility-audit.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface RunningPopreel {
  baseUrl: string;
  /** The server's DATA_DIR: without SMTP_URL, every mail it sends lands in DATA_DIR/outbox as an .eml file. */
  dataDir: string;
  /** Runs SQL on the server's own database, for setup the product has no screen for yet. */
  query(text: string, values?: unknown[]): Promise<unknown[]>;
  stop(): Promise<void>;
}

/** Runs SQL on the server's own database, reached as the server reaches it; rows come back in TypeScript's names. */
export async function databaseQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(databaseUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<T>(text, values);
    return (await sqlNames.transformResult({ result: { rows }, queryId: { queryId: 'e2e' } })).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Starts the real server (the built web app from dist/web, the server built once for the run) on a free port
 * with its own data directory and its own database, cloned from the run's migrated template
 * (e2e-global-setup.ts), as `npm start` runs it with DATABASE_URL; tears both down on stop(). The embedded
 * server's own start, and `npm start` running the sources, are tested by the API suite.
 */
export async function startPopreel(options: { env?: Record<string, string> } = {}): Promise<RunningPopreel> {
  const databaseUrl = await freshDatabase();
  const dataDir = resolve(REPO_ROOT, '.test-data', `e2e-${randomBytes(6).toString('hex')}`);
  await mkdir(dataDir, { recursive: true });
  // Every test signs users up from one address; the per-IP auth limit is tested by the API tests.
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, AUTH_RATE_LIMIT_MAX: '10000', ...options.env };
  const server = await spawnServer({ env, entry: inject('serverBundle') }).catch(async (error) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  auditOrigin(server.url);
  return {
    baseUrl: server.url,
    dataDir,
    stop: async () => {
      await server.stop();
      // The server's own account of what went wrong (a failed job, an unexpected error) beside the test's.
      const trouble = server.output().split('\n').filter((line) => /"level":(50|60)|job failed/.test(line));
      if (trouble.length) console.error(`Popreel logged ${trouble.length} errors during this file:\n${trouble.slice(-10).join('\n')}`);
      await rm(dataDir, { recursive: true, force: true });
    },
    query: (text, values) => databaseQuery(databaseUrl, text, values),
  };
}

/**
 * The server and the Chromium a test file shares: started before its first test (before the file's own
 * beforeAll, which may use them), stopped after its own afterAll (which may still close contexts).
 */
export function popreelForFile(options: { env?: Record<string, string> } = {}): { popreel: RunningPopreel; browser: Browser } {
  const suite = {} as { popreel: RunningPopreel; browser: Browser };
  beforeAll(async () => {
    [suite.popreel, suite.browser] = await Promise.all([startPopreel(options), newBrowser()]);
  }, 180_000); // with SEED_DEMO and an empty render cache, the first start renders every demo clip (decision 019)
  afterAll(async () => {
    await suite.browser?.close();
    await suite.popreel?.stop();
  });
  return suite;
}

/** Chromium, with axe auditing every Popreel screen its pages show (see accessibility-audit.ts). */
export async function newBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      // A synthetic camera and microphone, granted without a prompt, for the Create Story recorder.
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      // Nobody listens: without it every playing video's sound is still mixed in real time for a silent
      // device, about 8 % of a browser file's time here (decision 064). Pages still see their videos unmuted.
      '--mute-audio',
    ],
  });
  return auditEveryPage(browser);
}

export interface TestAccount {
  id: string;
  username: string;
  email: string;
  password: string;
  me: Me;
}

export function newAccountDetails(): Omit<TestAccount, 'id' | 'me'> {
  const suffix = randomBytes(5).toString('hex');
  return { username: `e2e_${suffix}`, email: `e2e_${suffix}@example.com`, password: 'correct-horse-battery' };
}

/**
 * Creates a user through the API with the browser context's own request client, so the session cookie
 * lands in that context: the test then starts signed in without spending time on the sign-up form.
 */
/** On /auth: switches to sign-up and fills the three required fields; the caller submits (after any optional field). */
export async function fillSignUpForm(page: Page, account: { username: string; email: string; password: string }) {
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
}

export async function signUpViaApi(baseUrl: string, context: BrowserContext): Promise<TestAccount> {
  const details = newAccountDetails();
  const response = await context.request.post(`${baseUrl}/api/auth/sign-up`, {
    data: details,
    headers: { origin: baseUrl },
  });
  if (response.status() !== 201) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const me = (await response.json()) as Me;
  return { ...details, id: me.user.id, me };
}
