import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DISCOVERY_MESSAGES, SEARCH_MESSAGES, SEARCH_TAB_LABELS, TAG_MESSAGES } from '../../src/shared/search-messages.ts';
import { popreelForFile, signUpViaApi } from './harness.ts';
import { block, call, contextUser, follow, waitUntilPlaying } from './api-helpers.ts';

/**
 * Search, hashtag pages and discovery on the demo content (issue 23), at phone and at desktop size: the
 * header's search, a creator found through a typo, a caption word that plays its video, a hashtag opened
 * from a card, and blocked and hidden videos absent from every tab.
 */
const suite = popreelForFile({ env: { SEED_DEMO: 'true' } });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function signedIn(viewport: { width: number; height: number }) {
  const context = await suite.browser.newContext({ baseURL: suite.popreel.baseUrl, viewport });
  const account = await signUpViaApi(suite.popreel.baseUrl, context);
  const api = await contextUser(suite.popreel.baseUrl, context, account);
  return { context, api, page: await context.newPage() };
}

async function userId(username: string): Promise<string> {
  const rows = (await suite.popreel.query('select user_id from profiles where username = $1', [username])) as { userId: string }[];
  return rows[0].userId;
}

const searchField = (page: Page) => page.getByRole('searchbox', { name: SEARCH_MESSAGES.label });
const tab = (page: Page, name: keyof typeof SEARCH_TAB_LABELS) => page.getByRole('tab', { name: SEARCH_TAB_LABELS[name], exact: true });
const results = (page: Page, kind: string) => page.getByRole('tabpanel').getByRole('list', { name: SEARCH_MESSAGES.resultsOf(kind) });

async function closing(context: BrowserContext, run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    // What the screen showed when a step failed: CI's log is all there is to read afterwards.
    for (const page of context.pages()) {
      const text = await page.locator('body').innerText({ timeout: 2_000 }).catch(() => '(unreadable)');
      console.error(`search screen at failure: ${page.url()}\n${text.slice(0, 2_000)}`);
    }
    throw error;
  } finally {
    await context.close();
  }
}

type Size = 'phone' | 'desktop';
const SIZES = { phone: PHONE, desktop: DESKTOP } as const;

/** The header's way in: the magnifier on a phone; on a desktop, '/' focuses the header's field and Enter searches. */
async function searchFromHeader(page: Page, size: Size, words: string) {
  if (size === 'phone') {
    await page.getByRole('link', { name: SEARCH_MESSAGES.label }).click();
    await page.waitForURL('**/search');
    await searchField(page).fill(words);
  } else {
    // The feed's desktop column (and with it the header field `/` focuses) may draw after the feed: without it,
    // `/` opens the search screen instead, a different path (use-search-shortcut.ts).
    const field = page.getByRole('search').getByRole('searchbox', { name: SEARCH_MESSAGES.label });
    await field.waitFor();
    await page.keyboard.press('/');
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type(words);
    await page.keyboard.press('Enter');
  }
  // Results as the user types: the words reach the address once typing pauses (at once with Enter).
  await page.waitForURL(`**/search?q=${encodeURIComponent(words)}`);
}

describe.each(['phone', 'desktop'] as const)('search at %s size', (size) => {
  it('a newcomer is offered creators; the header search finds a demo creator through a typo', async () => {
    const { context, page } = await signedIn(SIZES[size]);
    await closing(context, async () => {
      await page.goto('/');
      const suggestions = page.getByTestId('suggested-creators-screen');
      await suggestions.getByRole('heading', { name: DISCOVERY_MESSAGES.heading }).waitFor();
      await suggestions.getByRole('button', { name: /^Follow @/ }).first().waitFor();

      await searchFromHeader(page, size, 'maya_mvoes');
      await page.getByRole('tabpanel').getByRole('link', { name: '@maya_moves' }).first().click();
      await page.waitForURL(`**/profile/${await userId('maya_moves')}`);
      await page.getByText('@maya_moves').first().waitFor();

      // The search was kept on the device, with trending tags beside it.
      await page.goto('/search');
      await page.getByRole('button', { name: 'maya_mvoes', exact: true }).waitFor();
      await page.getByRole('heading', { name: SEARCH_MESSAGES.trendingTags }).waitFor();
    });
  });

  it('a word from a demo caption finds the video, and it plays', async () => {
    const { context, page } = await signedIn(SIZES[size]);
    await closing(context, async () => {
      await page.goto('/foryou');
      await page.locator('article[data-video-id]').first().waitFor();
      await searchFromHeader(page, size, 'paella');
      const [paella] = (await suite.popreel.query("select id from videos where caption like '%paella%'")) as { id: string }[];
      // The results settle (no older words' results standing in) before the tile is opened.
      await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
      await results(page, SEARCH_TAB_LABELS.videos).locator(`a[href="/v/${paella.id}"]`).click();
      await page.waitForURL(`**/v/${paella.id}`);
      await waitUntilPlaying(page, paella.id);
    });
  });

  it('opens a hashtag page from a card: the tag, its count and its videos', async () => {
    const { context, page, api } = await signedIn(SIZES[size]);
    await closing(context, async () => {
      await follow(suite.popreel.baseUrl, api, { id: await userId('maya_moves') });
      await page.goto('/');
      const card = page.locator('article[data-video-id]').first();
      await card.getByRole('link', { name: '#dance', exact: true }).click();
      await page.waitForURL('**/tag/dance');
      await page.getByRole('heading', { name: '#dance' }).waitFor();
      const count = Number((await page.getByTestId('tag-video-count').innerText()).split(' ')[0]);
      expect(count).toBeGreaterThanOrEqual(2);
      const grid = page.getByRole('list', { name: TAG_MESSAGES.videosOf('dance') });
      await expect.poll(() => grid.getByRole('listitem').count()).toBe(count);

      await page.getByRole('button', { name: 'Newest' }).click();
      await expect.poll(() => page.url()).toContain('sort=newest');
      await expect.poll(() => grid.getByRole('listitem').count()).toBe(count);
    });
  });

  it("keeps a blocked creator's videos and a hidden video out of every tab and the tag page", async () => {
    const { context, page, api } = await signedIn(DESKTOP);
    await closing(context, async () => {
      const leo = await userId('leo_eats');
      await block(suite.popreel.baseUrl, api, { id: leo });
      const hidden = (await suite.popreel.query("update videos set hidden = true where caption like 'Light-up floor energy%' returning id")) as { id: string }[];
      expect(hidden).toHaveLength(1);

      // 'colour' is in two of Leo's captions and in other creators': theirs show, Leo's never do.
      await page.goto('/search?q=colour');
      const topVideos = results(page, SEARCH_TAB_LABELS.videos);
      await topVideos.getByText('@ava_sketches').first().waitFor();
      expect(await topVideos.getByText('@leo_eats').count()).toBe(0);
      await tab(page, 'videos').click();
      await results(page, SEARCH_TAB_LABELS.videos).getByText('@ava_sketches').first().waitFor();
      expect(await results(page, SEARCH_TAB_LABELS.videos).getByText('@leo_eats').count()).toBe(0);

      await tab(page, 'people').click();
      await searchField(page).fill('leo_eats');
      await page.getByText(SEARCH_MESSAGES.noResults('leo_eats')).waitFor();

      await searchField(page).fill('coming out saturday');
      await tab(page, 'videos').click();
      await page.getByText(SEARCH_MESSAGES.noResults('coming out saturday')).waitFor();
      await tab(page, 'top').click();
      await page.getByText(SEARCH_MESSAGES.noResults('coming out saturday')).waitFor();
      // Nothing found still leads somewhere: the trending tags.
      await page.getByRole('tabpanel').getByRole('heading', { name: SEARCH_MESSAGES.trendingTags }).waitFor();

      // Every #food video is Leo's: for this viewer the tag's page has none to show.
      await page.goto('/tag/food?sort=newest');
      await page.getByText(TAG_MESSAGES.empty('food')).waitFor();
      expect(await page.getByText('@leo_eats').count()).toBe(0);
      const tagVideos = await call<{ items: { id: string }[] }>(suite.popreel.baseUrl, api, 'GET', '/api/tags/party/videos?sort=newest');
      expect(tagVideos.items.map((video) => video.id)).not.toContain(hidden[0].id);
    });
  });
});
