import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { APP_NAME } from '../../src/shared/constants.ts';
import { COMMENT_MESSAGES } from '../../src/shared/feed-messages.ts';
import { auditScreen } from './harness.ts';
import { videoState, waitUntilPlaying } from './api-helpers.ts';
import { button, card, cardIds, count, feedFixture, poll } from './feed-fixture.ts';

/**
 * The desktop layout (issue 25, decision 029) at 1440×900: a video as tall as the screen with its actions
 * beside it, comments in a panel beside the video, the navigation rail on every signed-in screen (each one
 * audited by axe at this size); and a phone at 390×844 keeping the spec's header, tabs and dialog.
 */
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const { creators, openViewer } = feedFixture({ tall: 2, talk: 2, rail: 1, phone: 2 });

const rail = (page: Page) => page.getByRole('navigation', { name: APP_NAME });
const commentsPanel = (page: Page) => page.getByRole('dialog', { name: COMMENT_MESSAGES.title });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

type Box = Awaited<ReturnType<typeof box>>;
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const hasFocus = (locator: Locator) => locator.evaluate((element) => element.contains(document.activeElement));

/** Waits until a screen has drawn its content: no loading spinner left in view. */
async function drawn(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !Array.from(document.querySelectorAll('[role="status"][aria-label^="Loading"]')).some((spinner) => {
        const { height, bottom, top } = spinner.getBoundingClientRect();
        return height > 0 && bottom > 0 && top < window.innerHeight;
      }),
    null,
    { timeout: 15_000 },
  );
}

/** The first two cards of the viewer's feed, the first one playing. */
async function firstTwo(page: Page): Promise<[string, string]> {
  await page.locator('article[data-video-id]').nth(1).waitFor({ state: 'attached' });
  const [first, second] = await cardIds(page);
  await waitUntilPlaying(page, first);
  return [first, second];
}

describe('desktop at 1440×900', () => {
  it('shows the video nearly as tall as the screen with its actions beside it, and ↓ moves on at once', async () => {
    const { page, context } = await openViewer([creators.tall], { viewport: DESKTOP });
    try {
      const [first, second] = await firstTwo(page);
      const video = await box(card(page, first).locator('video'));
      // The issue asks for 60 % of the viewport's height; the layout gives all of it but a margin.
      expect(video.height / DESKTOP.height).toBeGreaterThanOrEqual(0.9);
      expect(video.width / video.height).toBeCloseTo(9 / 16, 2);
      // The action column stands to the right of the video, not over it.
      for (const name of ['Pop', 'Unpop', 'Comments', 'Share']) {
        expect((await box(button(card(page, first), name))).x).toBeGreaterThanOrEqual(video.x + video.width);
      }

      // No click first: the keyboard works on a freshly loaded feed.
      await page.keyboard.press('ArrowDown');
      await waitUntilPlaying(page, second);
      await poll(async () => (await videoState(page, first))?.paused).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('opens comments in a panel beside the video: focus moves in, typing stays there, a comment posts, it follows ↓, Escape and Close shut it', async () => {
    const { page, context } = await openViewer([creators.talk], { viewport: DESKTOP });
    try {
      const [first, second] = await firstTwo(page);
      const firstCard = card(page, first);
      await button(firstCard, 'Comments').click();
      const panel = commentsPanel(page);
      await panel.getByText(COMMENT_MESSAGES.empty).waitFor();
      // Beside the video, not a modal over it: the video plays on and nothing else is inert.
      expect(overlaps(await box(panel), await box(firstCard.locator('video')))).toBe(false);
      expect(await page.locator('dialog[open]').count()).toBe(0);
      expect((await videoState(page, first))?.paused).toBe(false);
      expect(await hasFocus(panel)).toBe(true);
      await auditScreen(page);

      // j, k, l, m and space typed into the composer are text, not shortcuts.
      const scrollTop = () => page.getByTestId('feed-scroller').evaluate((scroller) => scroller.scrollTop);
      const before = await scrollTop();
      const text = 'just keep looping, mmm lovely';
      await panel.getByPlaceholder(COMMENT_MESSAGES.placeholder).pressSequentially(text);
      await panel.getByPlaceholder(COMMENT_MESSAGES.placeholder).press('Enter');
      // In the list: until the post is answered, the composer still holds the same text.
      await panel.getByRole('list', { name: 'Comment list' }).getByText(text, { exact: true }).waitFor();
      expect(await scrollTop()).toBe(before);
      expect(await button(firstCard, 'Like').getAttribute('aria-pressed')).toBe('false');
      await poll(() => count(firstCard, 'comment-count')).toBe('1');

      // Escape closes it and gives focus back to the Comments button that opened it.
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      expect(await hasFocus(button(firstCard, 'Comments'))).toBe(true);

      // c opens it from the keyboard. With focus back on the page, ↓ moves on and the panel follows.
      const blur = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await blur();
      await page.keyboard.press('c');
      await panel.getByText(text, { exact: true }).waitFor();
      expect(await hasFocus(panel)).toBe(true);
      await blur();
      await page.keyboard.press('ArrowDown');
      await waitUntilPlaying(page, second);
      await panel.getByText(COMMENT_MESSAGES.empty).waitFor();

      // Close shuts it, and the feed's keys answer again, on the card now on screen.
      await button(panel, 'Close').click();
      await panel.waitFor({ state: 'detached' });
      await page.keyboard.press('l');
      await poll(() => button(card(page, second), 'Like').getAttribute('aria-pressed')).toBe('true');
    } finally {
      await context.close();
    }
  });

  it('has a rail on every signed-in screen marking where the viewer is, whose links lead there', async () => {
    const { page, context, api } = await openViewer([creators.rail], { viewport: DESKTOP });
    try {
      const nav = rail(page);
      await nav.getByRole('link', { name: 'Following' }).waitFor();
      // The spec's header actions live in the rail here: one of each, no second "Main" navigation.
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
      for (const name of ['For You', 'Search', 'Upload', 'Chat', 'Match', 'Notifications', 'Profile']) await nav.getByRole('link', { name }).waitFor();
      await nav.getByRole('button', { name: 'Sign out' }).waitFor();
      expect(await nav.getByRole('link', { name: 'Admin' }).count()).toBe(0);
      expect(await nav.getByRole('link', { name: 'Following' }).getAttribute('aria-current')).toBe('page');
      expect(await nav.getByRole('link', { name: 'For You' }).getAttribute('aria-current')).toBeNull();
      await page.locator('article[data-video-id]').first().waitFor({ state: 'attached' });
      await drawn(page);
      await auditScreen(page);

      const screens: [name: string, path: string][] = [
        ['Chat', '/chat'],
        ['Profile', `/profile/${api.id}`],
        ['Search', '/search'],
        ['Notifications', '/notifications'],
        ['Match', '/match'],
        ['Upload', '/upload'],
        ['For You', '/foryou'],
      ];
      for (const [name, path] of screens) {
        await nav.getByRole('link', { name }).click();
        await page.waitForURL((url) => url.pathname === path);
        await poll(() => nav.getByRole('link', { name }).getAttribute('aria-current')).toBe('page');
        expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
        await drawn(page);
        // Each screen at this size with the rail beside it, through axe.
        await auditScreen(page);
      }
      await page.locator('article[data-video-id]').first().waitFor({ state: 'attached' });
    } finally {
      await context.close();
    }
  });
});

describe('phone at 390×844', () => {
  it("keeps the spec's header, tabs and comments dialog, and never fetches the rail or the side column", async () => {
    const { page, context } = await openViewer([creators.phone], { viewport: PHONE, path: null });
    const desktopChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(nav-rail|feed-aside)-/.test(request.url())) desktopChunks.push(new URL(request.url()).pathname);
    });
    try {
      await page.goto('/');
      const [first] = await firstTwo(page);
      await page.getByRole('heading', { name: APP_NAME, level: 1 }).waitFor();
      const header = page.getByRole('navigation', { name: 'Main' });
      for (const name of ['Upload', 'Match', 'Chat', 'Profile', 'Notifications']) await header.getByRole('link', { name }).waitFor();
      const tabs = page.getByRole('navigation', { name: 'Feeds' });
      for (const name of ['For You', 'Following']) expect(await tabs.getByRole('link', { name }).isVisible()).toBe(true);
      expect(await rail(page).count()).toBe(0);

      // The action column is over the video, at its right edge, as the spec draws the card.
      const video = await box(card(page, first).locator('video'));
      const pop = await box(button(card(page, first), 'Pop'));
      expect(pop.x + pop.width).toBeLessThanOrEqual(video.x + video.width);
      expect(pop.x).toBeGreaterThan(video.x + video.width / 2);

      await button(card(page, first), 'Comments').click();
      await page.locator('dialog[open]').getByRole('heading', { name: COMMENT_MESSAGES.title }).waitFor();
      await auditScreen(page);
      await page.keyboard.press('Escape');
      await page.locator('dialog[open]').waitFor({ state: 'detached' });

      await header.getByRole('link', { name: 'Chat' }).click();
      await page.waitForURL('**/chat');
      await drawn(page);
      expect(await rail(page).count()).toBe(0);
      await auditScreen(page);
      expect(desktopChunks).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
