import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { AUTH_MESSAGES } from '../../src/shared/messages.ts';
import { CHAT_MESSAGES } from '../../src/shared/chat-messages.ts';
import { PLACE_TEXT, PROFILE_TEXT } from '../../src/shared/creator-messages.ts';
import { REPORT_MESSAGES } from '../../src/shared/feed-messages.ts';
import { SOUND_MESSAGES } from '../../src/shared/sound-types.ts';
import { MISSING_TEXT } from '../../src/web/web-messages.ts';
import { auditScreen, newAccountDetails, signUpViaApi } from './harness.ts';
import { button, card, feedFixture } from './feed-fixture.ts';

/**
 * Issue 25, "Return to where you were": sign-in returns to the page asked for, a visitor's pages log nothing
 * to the console, a missing profile, place, sound or room says so with a way back, and a toast raised while
 * a dialog is open is drawn above it.
 */
const feed = feedFixture({ creator: 1 });
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Every console error and warning, and every uncaught exception, from the moment the page exists. */
function consoleOf(page: Page): string[] {
  const logged: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => logged.push(`uncaught: ${error.message}`));
  return logged;
}

async function withContext(run: (context: BrowserContext) => Promise<void>): Promise<void> {
  const context = await feed.browser.newContext({ baseURL: feed.popreel.baseUrl });
  try {
    await run(context);
  } finally {
    await context.close();
  }
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** A link followed inside the app (not a fresh load), so the page has history to step back through. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `e2e${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

describe('a visitor sent to sign in comes back', () => {
  it('from /settings, after signing in', async () => {
    await withContext(async (context) => {
      const account = await signUpViaApi(feed.popreel.baseUrl, context);
      await context.clearCookies();
      const page = await context.newPage();
      const logged = consoleOf(page);
      await page.goto('/settings');
      await page.waitForURL((url) => url.pathname === '/auth');
      expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/settings');
      await page.getByText(AUTH_MESSAGES.signInRequired).waitFor();

      await signIn(page, account.email, account.password);
      await page.getByText(AUTH_MESSAGES.signInSuccess).waitFor();
      await page.waitForURL((url) => url.pathname === '/settings');
      await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
      expect(logged).toEqual([]);
    });
  });

  it('from a deep path with a search and a hash, after signing up', async () => {
    await withContext(async (context) => {
      const page = await context.newPage();
      const wanted = '/search?q=sunset#results';
      await page.goto(wanted);
      await page.waitForURL((url) => url.pathname === '/auth');
      expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(wanted);

      const account = newAccountDetails();
      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
      await page.getByLabel('Username').fill(account.username);
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await page.getByText(AUTH_MESSAGES.signUpSuccess).waitFor();
      await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === wanted);
    });
  });

  it('never to another site or to /auth itself: those land on the feed', async () => {
    await withContext(async (context) => {
      const account = await signUpViaApi(feed.popreel.baseUrl, context);
      await context.clearCookies();
      const page = await context.newPage();
      for (const redirectTo of ['//evil.example/settings', 'https://evil.example/', '/\\evil.example', '/auth']) {
        await page.goto(`/auth?${new URLSearchParams({ redirectTo })}`);
        await signIn(page, account.email, account.password);
        await page.waitForURL((url) => url.origin === feed.popreel.baseUrl && url.pathname === '/');
        await page.getByRole('heading', { name: 'Popreel', level: 1 }).waitFor();
        await context.clearCookies();
      }
    });
  });
});

describe("a visitor's pages log nothing to the console", () => {
  it('/auth, a share page, /install and the legal pages', async () => {
    const [videoId] = feed.creators.creator.videos;
    await withContext(async (context) => {
      for (const path of ['/auth', `/v/${videoId}`, '/install', '/terms', '/privacy', '/guidelines', '/settings']) {
        const page = await context.newPage();
        const logged = consoleOf(page);
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        // The share page has shown its video, not its unavailable state.
        if (path.startsWith('/v/')) await page.locator('video').first().waitFor({ state: 'attached' });
        expect(logged, path).toEqual([]);
        await page.close();
      }
    });
  });
});

describe('not-found states', () => {
  let member: BrowserContext;
  beforeAll(async () => {
    member = await feed.browser.newContext({ baseURL: feed.popreel.baseUrl });
    await signUpViaApi(feed.popreel.baseUrl, member);
    return () => member.close();
  });

  it('an unknown profile says it is not available, keeps the spec toast, and steps back to where the user was', async () => {
    const page = await member.newPage();
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
    await openInApp(page, `/profile/${UNKNOWN_ID}`);
    await page.getByRole('heading', { name: MISSING_TEXT.profile, level: 1 }).waitFor();
    await page.getByText(MISSING_TEXT.profileWhy).waitFor();
    await page.getByText(PROFILE_TEXT.loadFailed).waitFor();
    // Not the failure state: there is nothing to retry.
    expect(await page.getByRole('button', { name: MISSING_TEXT.retry }).count()).toBe(0);
    await page.getByRole('button', { name: MISSING_TEXT.back }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    await page.close();
  });

  it('a malformed profile id opened directly has no history to step back through, so it links home', async () => {
    const page = await member.newPage();
    await page.goto('/profile/not-a-profile');
    await page.getByRole('heading', { name: MISSING_TEXT.profile, level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: MISSING_TEXT.back }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Feed' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
  });

  it('a profile that fails to load still says so, with Retry', async () => {
    const page = await member.newPage();
    await page.route(`**/api/profiles/${UNKNOWN_ID}`, (route) => route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Service unavailable' } } }));
    await page.goto(`/profile/${UNKNOWN_ID}`);
    await page.getByRole('button', { name: MISSING_TEXT.retry }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('heading', { name: MISSING_TEXT.profile }).count()).toBe(0);
    await page.unroute(`**/api/profiles/${UNKNOWN_ID}`);
    await page.getByRole('button', { name: MISSING_TEXT.retry }).click();
    await page.getByRole('heading', { name: MISSING_TEXT.profile, level: 1 }).waitFor();
    await page.close();
  });

  it('a missing place, sound and chat room each say so where they are, with a way back', async () => {
    const page = await member.newPage();
    const cases = [
      { path: `/place/${UNKNOWN_ID}`, title: PLACE_TEXT.notFound, home: PLACE_TEXT.backToFeed, homePath: '/' },
      { path: `/sounds/${UNKNOWN_ID}`, title: MISSING_TEXT.sound, home: MISSING_TEXT.soundsHome, homePath: '/sounds', toast: SOUND_MESSAGES.loadSoundFailed },
      { path: `/chat/${UNKNOWN_ID}`, title: MISSING_TEXT.room, home: MISSING_TEXT.roomsHome, homePath: '/chat', toast: CHAT_MESSAGES.loadRoomFailed },
    ];
    for (const missing of cases) {
      await page.goto(missing.path);
      await page.getByRole('heading', { name: missing.title, level: 1 }).waitFor();
      if (missing.toast) await page.getByText(missing.toast, { exact: true }).waitFor();
      // It stays: the spec's redirect is for a failed read, not for something that is not there.
      expect(new URL(page.url()).pathname).toBe(missing.path);
      await page.getByRole('link', { name: missing.home }).click();
      await page.waitForURL((url) => url.pathname === missing.homePath);
    }
    await page.close();
  });
});

describe('toasts above dialogs', () => {
  it("Report Video's 'Please select a reason' is the topmost element where it is drawn, and can be closed", async () => {
    const [videoId] = feed.creators.creator.videos;
    const { page, context } = await feed.openViewer([feed.creators.creator]);
    try {
      await button(card(page, videoId), 'More options').click();
      await page.getByRole('menuitem', { name: 'Report', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: REPORT_MESSAGES.title });
      await dialog.waitFor();
      const toasts = page.locator('[data-sonner-toast]').filter({ hasText: REPORT_MESSAGES.selectReason });
      const toast = toasts.last();
      // A toast leaves after four seconds unless the pointer rests on it, so the pointer goes there at once; on two
      // busy cores the four seconds can pass before it gets there, and then Submit raises the toast again (once
      // the pointer is off the toaster, which holds every toast, and the last try's toast has gone).
      for (let attempt = 1; ; attempt++) {
        if (attempt > 1) {
          await page.mouse.move(0, 0);
          await toasts.first().waitFor({ state: 'detached' });
        }
        await button(dialog, 'Submit').click();
        await toast.waitFor();
        const rested = await toast.hover({ timeout: 3_000 }).then(() => true, () => false);
        if (rested && (await toast.isVisible())) break;
        if (attempt === 3) throw new Error('the toast left before the pointer could rest on it, three times');
      }
      // Wait out the toast's entrance, so its box is where it stays.
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      const box = await toast.boundingBox();
      expect(box).not.toBeNull();
      const topmost = await toast.evaluate((element, point) => element.contains(document.elementFromPoint(point.x, point.y)), {
        x: box!.x + box!.width / 2,
        y: box!.y + box!.height / 2,
      });
      expect(topmost).toBe(true);
      await auditScreen(page);

      // It takes clicks (the dialog's backdrop does not swallow them) and the dialog stays open.
      await toast.getByRole('button', { name: 'Close toast' }).click();
      await toast.waitFor({ state: 'detached' });
      expect(await dialog.isVisible()).toBe(true);

      // A toast raised as the dialog closes outlives it.
      await dialog.getByLabel('Spam').check();
      await button(dialog, 'Submit').click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(REPORT_MESSAGES.success).waitFor();
      expect(await page.getByText(REPORT_MESSAGES.success).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
