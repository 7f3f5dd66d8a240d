import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newBrowser, signUpViaApi, startPopreel, type RunningPopreel } from './harness.ts';
import { apiSignUp, follow, mentionInChat } from './api-helpers.ts';

let popreel: RunningPopreel;
let browser: Browser;

beforeAll(async () => {
  popreel = await startPopreel();
  browser = await newBrowser();
});

afterAll(async () => {
  await browser?.close();
  await popreel?.stop();
});

describe('notification bell', () => {
  it('updates its badge live when someone follows the user', async () => {
    const context = await browser.newContext({ baseURL: popreel.baseUrl });
    try {
      const account = await signUpViaApi(popreel.baseUrl, context);
      const page = await context.newPage();
      await page.goto('/');
      const bell = page.getByRole('link', { name: 'Notifications' });
      await bell.waitFor();
      const badge = page.getByTestId('notification-badge');
      expect(await badge.count()).toBe(0);

      const firstFan = await apiSignUp(popreel.baseUrl, 'fan');
      await follow(popreel.baseUrl, firstFan, { id: account.id });
      await badge.waitFor();
      await expect.poll(() => badge.innerText(), { timeout: 10_000 }).toBe('1');

      // By now the page is certainly subscribed: only the realtime event can move the badge to 2. A second
      // follow would join the first one's group (decision 043), so the second row is a mention.
      const secondFan = await apiSignUp(popreel.baseUrl, 'fan');
      await mentionInChat(popreel.baseUrl, secondFan, account.username);
      await expect.poll(() => badge.innerText(), { timeout: 10_000 }).toBe('2');
      expect(await bell.getAttribute('href')).toBe('/notifications');
    } finally {
      await context.close();
    }
  });
});
