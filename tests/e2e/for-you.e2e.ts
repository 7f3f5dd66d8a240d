import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeVideo } from '../factories/media.ts';
import { FEED_MESSAGES } from '../../src/web/web-messages.ts';
import { auditScreen, fillSignUpForm, newAccountDetails, popreelForFile } from './harness.ts';
import { apiSignUp, call, follow, uploadReadyVideo, waitUntilPlaying, type ApiUser } from './api-helpers.ts';
import { openSignedIn } from './creator-helpers.ts';

const suite = popreelForFile();
const VIDEOS = 12;
/** Two creators, since one may upload only 10 videos an hour. */
const creators: ApiUser[] = [];
/** Newest first, as the Following feed shows them. */
const newestFirst: string[] = [];

beforeAll(async () => {
  const clip = (await makeVideo({ seconds: 2, width: 180, height: 320 })).bytes;
  creators.push(await apiSignUp(suite.popreel.baseUrl, 'prolific'), await apiSignUp(suite.popreel.baseUrl, 'busy'));
  for (let i = 0; i < VIDEOS; i++) newestFirst.unshift(await uploadReadyVideo(suite.popreel.baseUrl, creators[i % 2], clip, `clip number ${i + 1}`));
}, 240_000);

/** One swipe: the scroller moves down by one screen, as a flick on a phone does. */
const swipe = (page: Page) => page.getByTestId('feed-scroller').evaluate((scroller) => scroller.scrollBy({ top: scroller.clientHeight }));

describe('feed paging and For You', () => {
  const opened: Awaited<ReturnType<typeof openSignedIn>>[] = [];
  afterAll(async () => {
    for (const viewer of opened) await viewer.context.close();
  });

  it('swipes card by card past the end of the first page and plays card 11 (the next page came early)', async () => {
    const viewer = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    opened.push(viewer);
    for (const creator of creators) await follow(suite.popreel.baseUrl, viewer.api, creator);
    const { page } = viewer;
    await page.goto('/');
    await waitUntilPlaying(page, newestFirst[0]);
    for (let card = 1; card <= 10; card++) {
      await swipe(page);
      await waitUntilPlaying(page, newestFirst[card]);
    }
    expect(await page.locator('article[data-video-id]').count()).toBe(VIDEOS);
  });

  it('goes on past everything seen: the caught-up divider, then seen videos; Not interested removes a card', async () => {
    const viewer = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    opened.push(viewer);
    for (const id of newestFirst) await call(suite.popreel.baseUrl, viewer.api, 'POST', `/api/videos/${id}/views`);
    const { page } = viewer;
    await page.goto('/foryou');
    const divider = page.getByTestId('caught-up-divider');
    await divider.getByRole('heading', { name: FEED_MESSAGES.caughtUpTitle }).waitFor();
    await auditScreen(page);
    await swipe(page);
    const first = page.locator('article[data-video-id]').first();
    const firstId = (await first.getAttribute('data-video-id'))!;
    await waitUntilPlaying(page, firstId);

    await first.getByRole('button', { name: 'More options', exact: true }).click();
    await page.getByRole('menuitem', { name: FEED_MESSAGES.notInterested }).click();
    await page.getByText(FEED_MESSAGES.notInterestedDone).waitFor();
    await page.locator(`article[data-video-id="${firstId}"]`).waitFor({ state: 'detached' });
  });

  it('plays the first card from the page the HTML carried: no request for the first page or the session (issue 26)', async () => {
    const viewer = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    opened.push(viewer);
    const { page } = viewer;
    const firstPageOrSession: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      const firstPage = url.pathname.startsWith('/api/feed/') && !url.searchParams.has('cursor');
      if (firstPage || url.pathname === '/api/session') firstPageOrSession.push(url.pathname);
    });
    const response = await page.goto('/foryou');
    // Issue 53: the shell shows the first card's poster while the app starts, the one the first card then plays.
    const shellPoster = /<img class="boot-poster" src="([^"]+)"/.exec(await response!.text())?.[1].replace(/&amp;/g, '&');
    const first = page.locator('article[data-video-id]').first();
    await waitUntilPlaying(page, (await first.getAttribute('data-video-id'))!);
    expect(shellPoster).toBeTruthy();
    expect(await first.locator('video').getAttribute('poster')).toBe(shellPoster);
    // Once the card is there, the poster that stood in for it is gone.
    expect(await page.locator('img.boot-poster').count()).toBe(0);
    expect(firstPageOrSession).toEqual([]);
    // The boot data is read once: the element is gone, so a later screen never mistakes it for current.
    expect(await page.locator('#feed-boot').count()).toBe(0);
  });
});

const card = (page: Page, id: string) => page.locator(`article[data-video-id="${id}"]`);

describe('a new account’s interests (issue 56)', () => {
  it('picks two interests on the welcome screen, and its first For You page leads with them; the menu says why', async () => {
    const clip = (await makeVideo({ seconds: 2, width: 180, height: 320 })).bytes;
    const [chef, traveller] = [await apiSignUp(suite.popreel.baseUrl, 'chef'), await apiSignUp(suite.popreel.baseUrl, 'traveller')];
    const picked = [
      await uploadReadyVideo(suite.popreel.baseUrl, chef, clip, 'slow braise #cooking'),
      await uploadReadyVideo(suite.popreel.baseUrl, traveller, clip, 'night train #travel'),
    ];
    const context = await suite.browser.newContext({ baseURL: suite.popreel.baseUrl });
    try {
      const page = await context.newPage();
      const account = newAccountDetails();
      await page.goto('/auth');
      await fillSignUpForm(page, account);
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

      await page.waitForURL((url) => url.pathname === '/welcome');
      await page.getByRole('heading', { name: 'What do you like?' }).waitFor();
      const next = page.getByRole('button', { name: 'Continue', exact: true });
      await page.getByRole('button', { name: '#cooking', exact: true }).click();
      // One pick is not yet enough to go on.
      expect(await next.isDisabled()).toBe(true);
      await page.getByRole('button', { name: '#travel', exact: true }).click();
      expect(await page.getByRole('button', { name: '#travel', exact: true }).getAttribute('aria-pressed')).toBe('true');
      await auditScreen(page);
      await next.click();

      await page.waitForURL((url) => url.pathname === '/foryou');
      const cards = page.locator('article[data-video-id]');
      await cards.nth(1).waitFor({ state: 'attached' });
      const firstTwo = await cards.evaluateAll((all) => all.slice(0, 2).map((card) => (card as HTMLElement).dataset.videoId));
      expect(new Set(firstTwo)).toEqual(new Set(picked));

      await cards.first().getByRole('button', { name: 'More options', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Why am I seeing this?' }).click();
      const dialog = page.getByRole('dialog', { name: 'Why am I seeing this?' });
      await dialog.getByText(/^You picked #(cooking|travel)$/).waitFor();
      await auditScreen(page);
      await page.keyboard.press('Escape');

      // Hide this creator: their card leaves For You at once, and Settings lists them with Show again.
      const firstId = firstTwo[0]!;
      const hidden = firstId === picked[0] ? chef : traveller;
      await card(page, firstId).getByRole('button', { name: 'More options', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Hide this creator' }).click();
      await page.getByText(`Hid @${hidden.username} from your For You`).waitFor();
      await card(page, firstId).waitFor({ state: 'detached' });
      await page.goto('/settings');
      const section = page.getByRole('region', { name: 'Hidden from For You' });
      await section.getByRole('link', { name: `@${hidden.username}` }).waitFor();
      await section.getByRole('button', { name: `Show again @${hidden.username}` }).click();
      await section.getByText('Nobody is hidden. A card’s menu can hide a creator from your For You.').waitFor();
    } finally {
      await context.close();
    }
  });
});
