import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { makeVideo } from '../factories/media.ts';
import { newBrowser, signUpViaApi, startPopreel, type RunningPopreel } from './harness.ts';
import { apiSignUp, contextUser, follow, inBatches, uploadReadyVideo, type ApiUser } from './api-helpers.ts';

export interface Creator {
  user: ApiUser;
  videos: string[];
}

export interface Viewer {
  page: Page;
  context: BrowserContext;
  api: ApiUser;
}

/**
 * A running Popreel and browser for a feed test file, with creators made up front: `plan` names each creator
 * and how many videos they post. Each test follows creators of its own, so counts and removals never leak
 * between tests. `forYouVideos` more come from five creators nobody follows.
 */
export function feedFixture<Name extends string>(plan: Record<Name, number>, forYouVideos = 0) {
  const feed = {
    popreel: undefined as unknown as RunningPopreel,
    browser: undefined as unknown as Browser,
    clip: undefined as unknown as Uint8Array,
    creators: {} as Record<Name, Creator>,
    /** A fresh signed-in browser that follows `following` and has the feed open (at Playwright's 1280×720 unless told). */
    async openViewer(
      following: Creator[],
      options: { permissions?: string[]; path?: string | null; viewport?: { width: number; height: number } } = {},
    ): Promise<Viewer> {
      const context = await feed.browser.newContext({ baseURL: feed.popreel.baseUrl, permissions: options.permissions, viewport: options.viewport });
      const account = await signUpViaApi(feed.popreel.baseUrl, context);
      const api = await contextUser(feed.popreel.baseUrl, context, account);
      for (const creator of following) await follow(feed.popreel.baseUrl, api, creator.user);
      const page = await context.newPage();
      if (options.path !== null) await page.goto(options.path ?? '/');
      return { page, context, api };
    },
  };

  beforeAll(async () => {
    feed.popreel = await startPopreel();
    feed.browser = await newBrowser();
    feed.clip = (await makeVideo({ seconds: 2 })).bytes;
    const { baseUrl } = feed.popreel;
    const uploads: (() => Promise<string>)[] = [];
    for (const [name, count] of Object.entries(plan) as [Name, number][]) {
      const creator: Creator = { user: await apiSignUp(baseUrl, name), videos: [] };
      feed.creators[name] = creator;
      for (let i = 0; i < count; i++) {
        uploads.push(async () => {
          const id = await uploadReadyVideo(baseUrl, creator.user, feed.clip, `${name} clip ${i} #popreel #${name}`);
          creator.videos.push(id);
          return id;
        });
      }
    }
    for (let c = 0; c < 5 && forYouVideos > 0; c++) {
      const maker = await apiSignUp(baseUrl, 'foryou');
      for (let i = 0; i < forYouVideos / 5; i++) uploads.push(() => uploadReadyVideo(baseUrl, maker, feed.clip, `for you ${c}-${i}`));
    }
    await inBatches(uploads, 4);
  }, 240_000);

  afterAll(async () => {
    await feed.browser?.close();
    await feed.popreel?.stop();
  });

  return feed;
}

export const card = (page: Page, videoId: string) => page.locator(`article[data-video-id="${videoId}"]`);
export const cardIds = (page: Page) => page.locator('article[data-video-id]').evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.videoId!));
export const count = (scope: Locator, testId: string) => scope.getByTestId(testId).innerText();
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 100 });
export const button = (scope: Locator, name: string) => scope.getByRole('button', { name, exact: true });
