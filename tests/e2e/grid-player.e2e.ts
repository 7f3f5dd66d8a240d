import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PLAYER_TEXT } from '../../src/shared/feed-messages.ts';
import { PLAYER_PAGE_SIZE } from '../../src/shared/constants.ts';
import type { FeedItem } from '../../src/shared/feed-types.ts';
import { auditScreen } from './harness.ts';
import { call, getVideo, waitUntilPlaying } from './api-helpers.ts';
import { apiCreatePlace } from './creator-helpers.ts';
import { button, card, feedFixture, poll } from './feed-fixture.ts';

/**
 * A player for every grid (issue 25): a tile opens a vertical player of the grid's videos at that video, with
 * the feed's full card; swiping or ↓ plays the next, the URL follows without filling the history, and Back
 * returns to the grid where it was. The players are reached from a profile, a place and a tag.
 */
const fixture = feedFixture({ gridder: 4 });
const { creators, openViewer } = fixture;
/** Older copies of an uploaded clip, so the profile grid runs past one player page and the window scrolls. */
const FILLERS = PLAYER_PAGE_SIZE + 6;
let postsInOrder: string[] = [];

beforeAll(async () => {
  const { gridder } = creators;
  await fixture.popreel.query(
    `insert into videos (user_id, caption, storage_path, thumbnail_url, duration, status, created_at)
     select user_id, 'filler clip ' || n, storage_path, thumbnail_url, duration, 'ready', now() - n * interval '1 hour'
     from videos, generate_series(1, $2::int) n where id = $1`,
    [gridder.videos[0], FILLERS],
  );
  const grid = await call<{ items: { id: string }[] }>(fixture.popreel.baseUrl, gridder.user, 'GET', `/api/profiles/${gridder.user.id}/videos`);
  postsInOrder = grid.items.map((video) => video.id);
  expect(postsInOrder).toHaveLength(4 + FILLERS);
}, 60_000);

const scroller = (page: Page) => page.getByTestId('feed-scroller');
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('a profile grid player', () => {
  it('opens on the tile, plays the next after a swipe and ↓, likes, keeps the URL on the video without history, and Back returns to the grid where it was', async () => {
    const { gridder } = creators;
    const { page, context, api } = await openViewer([], { path: null });
    try {
      await page.goto(`/profile/${gridder.user.id}`);
      // A tile a few rows down, so the grid has a scroll position to come back to.
      const opened = 9;
      const start = postsInOrder[opened];
      const target = page.locator(`li[data-video-id="${start}"] a`);
      await target.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 40));
      const gridScroll = await page.evaluate(() => window.scrollY);
      expect(gridScroll).toBeGreaterThan(200);
      const historyBefore = await page.evaluate(() => history.length);

      await target.click();
      await page.waitForURL((url) => url.pathname === `/profile/${gridder.user.id}/videos/${start}`);
      await waitUntilPlaying(page, start);
      await poll(() => page.title()).toContain(PLAYER_TEXT.posts(gridder.user.username));
      await page.getByRole('heading', { level: 1, name: PLAYER_TEXT.posts(gridder.user.username) }).waitFor({ state: 'attached' });
      await auditScreen(page);

      // A swipe: the scroller moves one screen down.
      const next = postsInOrder[opened + 1];
      await scroller(page).evaluate((element) => element.scrollBy({ top: element.clientHeight }));
      await waitUntilPlaying(page, next);
      await poll(() => pathOf(page)).toBe(`/profile/${gridder.user.id}/videos/${next}`);

      // The keyboard, with no click first.
      const third = postsInOrder[opened + 2];
      await page.keyboard.press('ArrowDown');
      await waitUntilPlaying(page, third);
      await poll(() => pathOf(page)).toBe(`/profile/${gridder.user.id}/videos/${third}`);

      // Like, on the card on screen: at once, and on the server.
      const like = button(card(page, third), 'Like');
      await like.click();
      await poll(() => like.getAttribute('aria-pressed')).toBe('true');
      await poll(async () => (await getVideo(fixture.popreel.baseUrl, api, third)).isLiked).toBe(true);
      for (const name of ['Pop', 'Unpop', 'Comments', 'Share', 'More options']) expect(await button(card(page, third), name).count(), name).toBe(1);

      // Moving between videos replaced the URL: one entry for the player, whatever was watched.
      expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
      await page.getByRole('button', { name: PLAYER_TEXT.back, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/profile/${gridder.user.id}`);
      await page.locator(`li[data-video-id="${start}"]`).waitFor();
      await poll(() => page.evaluate(() => window.scrollY)).toBe(gridScroll);
    } finally {
      await context.close();
    }
  });

  it('opens straight from its URL, past the first page, and Back then goes to the grid', async () => {
    const { gridder } = creators;
    const { page, context } = await openViewer([], { path: null });
    try {
      const deep = postsInOrder.at(-2)!;
      expect(postsInOrder.indexOf(deep)).toBeGreaterThanOrEqual(PLAYER_PAGE_SIZE);
      await page.goto(`/profile/${gridder.user.id}/videos/${deep}`);
      await waitUntilPlaying(page, deep);
      // The videos before it are there too, one swipe up.
      await page.keyboard.press('ArrowUp');
      await waitUntilPlaying(page, postsInOrder.at(-3)!);
      await page.keyboard.press('ArrowDown');
      await waitUntilPlaying(page, deep);
      await page.keyboard.press('ArrowDown');
      await waitUntilPlaying(page, postsInOrder.at(-1)!);

      await page.getByRole('button', { name: PLAYER_TEXT.back, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/profile/${gridder.user.id}`);
      await page.getByRole('heading', { level: 1, name: `@${gridder.user.username}` }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe("a place's and a tag's players", () => {
  it("open from their grids on the tile's video, and step to the next", async () => {
    const { gridder } = creators;
    const { page, context } = await openViewer([], { path: null });
    try {
      const place = await apiCreatePlace(fixture.popreel.baseUrl, gridder.user, { name: 'Player Pier' });
      const [older, newer] = [gridder.videos[0], gridder.videos[1]];
      await fixture.popreel.query(`update videos set place_id = $1, created_at = now() - interval '1 minute' where id = $2`, [place.id, older]);
      await fixture.popreel.query(`update videos set place_id = $1, created_at = now() where id = $2`, [place.id, newer]);

      await page.goto(`/place/${place.id}`);
      const tiles = page.getByRole('list', { name: 'Videos at this place' }).getByRole('link', { name: /^Video/ });
      await poll(() => tiles.count()).toBe(2);
      await tiles.first().click();
      await page.waitForURL((url) => url.pathname === `/place/${place.id}/videos/${newer}`);
      await waitUntilPlaying(page, newer);
      await poll(() => page.title()).toContain(PLAYER_TEXT.place('Player Pier'));
      await page.keyboard.press('ArrowDown');
      await waitUntilPlaying(page, older);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === `/place/${place.id}`);

      // The tag's grid in its Newest order: the player keeps the order, and the sort in its URL.
      const tagged = (await call<{ items: FeedItem[] }>(fixture.popreel.baseUrl, gridder.user, 'GET', '/api/tags/gridder/videos/feed?sort=newest')).items;
      expect(tagged.length).toBeGreaterThanOrEqual(4);
      await page.goto('/tag/gridder?sort=newest');
      const second = tagged[1].id;
      await page.locator(`a[href="/tag/gridder/videos/${second}?sort=newest"]`).click();
      await page.waitForURL((url) => url.pathname === `/tag/gridder/videos/${second}` && url.search === '?sort=newest');
      await waitUntilPlaying(page, second);
      await scroller(page).evaluate((element) => element.scrollBy({ top: element.clientHeight }));
      await waitUntilPlaying(page, tagged[2].id);
      await auditScreen(page);
      await page.getByRole('button', { name: PLAYER_TEXT.back, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/tag/gridder' && url.search === '?sort=newest');
    } finally {
      await context.close();
    }
  });
});
