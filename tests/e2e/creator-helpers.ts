import type { AsJson } from '../../src/shared/as-json.ts';
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signUpViaApi, type TestAccount } from './harness.ts';
import { contextUser, type ApiUser } from './api-helpers.ts';

/**
 * Fixtures of the creator-screen tests (upload, places, profile, notifications). Map tiles come from a
 * public host the test machine cannot reach, so every context refuses them at once: the map stays grey
 * but usable, exactly as the app must behave offline.
 */
export interface SignedIn {
  context: BrowserContext;
  page: Page;
  account: TestAccount;
  api: ApiUser;
}

const TILE_HOST = /^https?:\/\/([a-z0-9-]+\.)*tile\.openstreetmap\.org\//;

export async function openSignedIn(browser: Browser, baseUrl: string, options: { permissions?: string[]; timezoneId?: string } = {}): Promise<SignedIn> {
  const context = await browser.newContext({ baseURL: baseUrl, permissions: options.permissions, timezoneId: options.timezoneId });
  await context.route(TILE_HOST, (route) => route.abort());
  const account = await signUpViaApi(baseUrl, context);
  const api = await contextUser(baseUrl, context, account);
  return { context, page: await context.newPage(), account, api };
}

/** Every request of `method` to `path` the page makes from now on (e.g. to prove an upload never started). */
export function recordRequests(page: Page, method: string, path: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) seen.push(request.url());
  });
  return seen;
}

/** The names of the analytics events the page sends (POST /api/analytics). */
export function recordAnalytics(page: Page): { name: string; props: Record<string, unknown> }[] {
  const events: { name: string; props: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics') events.push(request.postDataJSON());
  });
  return events;
}

export interface PlaceRow {
  id: string;
  name: string;
  type: string;
  address: string | null;
  city: string | null;
  country: string | null;
  lat: number | null;
  lng: number | null;
}

export async function apiCreatePlace(baseUrl: string, user: ApiUser, input: Partial<Omit<PlaceRow, 'id'>> = {}): Promise<PlaceRow> {
  const body = { name: `Spot ${randomBytes(3).toString('hex')}`, type: 'bar', address: '1 Test Street', city: 'Lisbon', country: 'Portugal', lat: 38.7223, lng: -9.1393, ...input };
  const response = await fetch(`${baseUrl}/api/places`, { method: 'POST', headers: { ...user.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status !== 201) throw new Error(`place create failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as PlaceRow;
}

export async function apiGet<T>(baseUrl: string, user: ApiUser, path: string): Promise<AsJson<T>> {
  const response = await fetch(`${baseUrl}${path}`, { headers: user.headers });
  if (!response.ok) throw new Error(`GET ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as AsJson<T>;
}
