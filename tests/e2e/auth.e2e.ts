import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AUTH_MESSAGES } from '../../src/shared/messages.ts';
import { newAccountDetails, newBrowser, signUpViaApi, startPopreel, type RunningPopreel } from './harness.ts';

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

async function withPage(run: (page: Page, context: BrowserContext) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL: popreel.baseUrl });
  try {
    await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('auth screen', () => {
  it('sends a visitor from / to /auth', async () => {
    await withPage(async (page) => {
      await page.goto('/');
      await page.waitForURL('**/auth');
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      // Spec §2 says '© 2025'; the footer reads the year from the clock (decision 028), the page's own clock here.
      const year = await page.evaluate(() => new Date().getFullYear());
      expect(await page.getByText(`© ${year} Popreel`).isVisible()).toBe(true);
      for (const name of ['Terms of Service', 'Privacy Policy', 'Community Guidelines']) {
        expect(await page.getByRole('link', { name }).isVisible()).toBe(true);
      }
    });
  });

  it('signs up through the form, is offered interests to pick, and skips to the feed', async () => {
    await withPage(async (page) => {
      const account = newAccountDetails();
      await page.goto('/auth');
      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
      await page.getByRole('heading', { name: 'Create an account' }).waitFor();
      await page.getByLabel('Username').fill(account.username);
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

      await page.getByText(AUTH_MESSAGES.signUpSuccess).waitFor();
      // A new account first picks what it likes (issue 56); with no videos on this server there is nothing to pick.
      await page.waitForURL((url) => url.pathname === '/welcome');
      await page.getByRole('heading', { name: 'What do you like?' }).waitFor();
      await page.getByText('Nothing to pick yet. For You will learn from what you watch.').waitFor();
      await page.getByRole('link', { name: 'Skip', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'Popreel', level: 1 }).waitFor();
      // The tab bar on a phone, the navigation rail (its own chunk, a moment later) on a desktop.
      await page.getByRole('link', { name: 'Following' }).waitFor();
      await page.getByRole('link', { name: 'For You' }).waitFor();
      // This server holds no videos at all, so the feed shows its empty state.
      await page.getByText('No videos yet').waitFor();
      expect(await page.getByText('Be the first to share something amazing!').isVisible()).toBe(true);
    });
  });

  it('shows the first validation message before calling the server', async () => {
    await withPage(async (page) => {
      await page.goto('/auth');
      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
      await page.getByLabel('Username').fill('ab');
      await page.getByLabel('Email').fill('someone@example.com');
      await page.getByLabel('Password').fill('123');
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await page.getByText('Username must be at least 3 characters').waitFor();
      expect(new URL(page.url()).pathname).toBe('/auth');
    });
  });

  it('signs out from the header, then signs back in through the form', async () => {
    await withPage(async (page, context) => {
      const account = await signUpViaApi(popreel.baseUrl, context);
      await page.goto('/');
      await page.getByRole('heading', { name: 'Popreel', level: 1 }).waitFor();

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL('**/auth');
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

      await fillSignIn(page, account.email, account.password);
      await page.getByText(AUTH_MESSAGES.signInSuccess).waitFor();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'Popreel', level: 1 }).waitFor();
    });
  });

  it('tells the user when the password is wrong', async () => {
    await withPage(async (page, context) => {
      const account = await signUpViaApi(popreel.baseUrl, context);
      await context.clearCookies();
      await page.goto('/auth');
      await fillSignIn(page, account.email, 'not-the-password');
      await page.getByText(AUTH_MESSAGES.invalidCredentials).waitFor();
      expect(new URL(page.url()).pathname).toBe('/auth');
    });
  });

  it('shows the Admin button only to admins', async () => {
    await withPage(async (page, context) => {
      const account = await signUpViaApi(popreel.baseUrl, context);
      await page.goto('/');
      await page.getByRole('link', { name: 'Profile' }).waitFor();
      expect(await page.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(`/profile/${account.id}`);
      expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    });
  });
});
