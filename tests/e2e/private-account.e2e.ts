import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FOLLOW_REQUEST_TEXT, FOLLOW_REQUESTS_TEXT, PRIVACY_TEXT } from '../../src/web/audience-text.ts';
import { makeVideo } from '../factories/media.ts';
import { auditScreen, fillSignUpForm, newAccountDetails, popreelForFile } from './harness.ts';
import { uploadReadyVideo } from './api-helpers.ts';
import { openSignedIn, type SignedIn } from './creator-helpers.ts';

/**
 * A private account (issue 38), with two browsers side by side: the owner turns Private account on in
 * Settings; a visitor sees the lock and "This account is private", asks to follow ("Requested"); the owner
 * approves in Settings, and the visitor then sees the video in the grid.
 */
const suite = popreelForFile();
let clip: Uint8Array;

beforeAll(async () => {
  clip = (await makeVideo({ seconds: 1 })).bytes;
});

const followButton = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true });

async function closeAll(...people: SignedIn[]) {
  for (const person of people) await person.context.close();
}

describe('private account', () => {
  it("shows a private account's videos to a follower only after the owner approves the request in Settings", async () => {
    const owner = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    const visitor = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      const videoId = await uploadReadyVideo(suite.popreel.baseUrl, owner.api, clip, 'only for my people');

      await owner.page.goto('/settings');
      const privateSwitch = owner.page.getByRole('switch', { name: PRIVACY_TEXT.privateAccount });
      expect(await privateSwitch.isChecked()).toBe(false);
      await privateSwitch.check();
      await owner.page.getByRole('heading', { name: FOLLOW_REQUESTS_TEXT.title }).waitFor();
      await owner.page.getByText(FOLLOW_REQUESTS_TEXT.empty, { exact: true }).waitFor();
      await owner.page.reload();
      expect(await owner.page.getByRole('switch', { name: PRIVACY_TEXT.privateAccount }).isChecked()).toBe(true);

      // The visitor: a lock by the name, no grid, and a request rather than a follow.
      const { page } = visitor;
      await page.goto(`/profile/${owner.account.id}`);
      await page.getByRole('img', { name: FOLLOW_REQUEST_TEXT.privateAccount }).waitFor();
      await page.getByRole('heading', { name: FOLLOW_REQUEST_TEXT.privateTitle }).waitFor();
      await page.getByText(FOLLOW_REQUEST_TEXT.privateBody, { exact: true }).waitFor();
      expect(await page.locator(`li[data-video-id="${videoId}"]`).count()).toBe(0);
      await auditScreen(page);
      await followButton(page, 'Follow').click();
      await followButton(page, FOLLOW_REQUEST_TEXT.requested).waitFor();
      expect(await page.getByTestId('follower-count').getAttribute('data-count')).toBe('0');
      await page.reload();
      await followButton(page, FOLLOW_REQUEST_TEXT.requested).waitFor();
      await page.getByRole('heading', { name: FOLLOW_REQUEST_TEXT.privateTitle }).waitFor();

      // The owner approves in Settings.
      await owner.page.reload();
      const requests = owner.page.getByRole('list', { name: FOLLOW_REQUESTS_TEXT.title });
      await requests.getByRole('link', { name: `@${visitor.account.username}` }).waitFor();
      await auditScreen(owner.page);
      await requests.getByRole('button', { name: `${FOLLOW_REQUESTS_TEXT.approve} @${visitor.account.username}` }).click();
      await owner.page.getByText(FOLLOW_REQUESTS_TEXT.empty, { exact: true }).waitFor();

      // The visitor now follows, and the grid shows the video.
      await page.reload();
      await followButton(page, 'Following').waitFor();
      await page.locator(`li[data-video-id="${videoId}"]`).waitFor();
      expect(await page.getByRole('heading', { name: FOLLOW_REQUEST_TEXT.privateTitle }).count()).toBe(0);
    } finally {
      await closeAll(owner, visitor);
    }
  });

  it('withdraws a request by tapping Requested again; a declined request leaves the Follow button', async () => {
    const owner = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    const visitor = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      await owner.page.goto('/settings');
      await owner.page.getByRole('switch', { name: PRIVACY_TEXT.privateAccount }).check();
      await owner.page.getByText(FOLLOW_REQUESTS_TEXT.empty, { exact: true }).waitFor();

      const { page } = visitor;
      await page.goto(`/profile/${owner.account.id}`);
      await followButton(page, 'Follow').click();
      await followButton(page, FOLLOW_REQUEST_TEXT.requested).click();
      await followButton(page, 'Follow').waitFor();
      await owner.page.reload();
      await owner.page.getByText(FOLLOW_REQUESTS_TEXT.empty, { exact: true }).waitFor();

      await followButton(page, 'Follow').click();
      await followButton(page, FOLLOW_REQUEST_TEXT.requested).waitFor();
      await owner.page.reload();
      await owner.page.getByRole('button', { name: `${FOLLOW_REQUESTS_TEXT.decline} @${visitor.account.username}` }).click();
      await owner.page.getByText(FOLLOW_REQUESTS_TEXT.empty, { exact: true }).waitFor();
      await page.reload();
      await followButton(page, 'Follow').waitFor();
    } finally {
      await closeAll(owner, visitor);
    }
  });

  it('signs up with an age under 16 through the form: the account starts private', async () => {
    const context = await suite.browser.newContext({ baseURL: suite.popreel.baseUrl });
    try {
      const page = await context.newPage();
      const account = newAccountDetails();
      await page.goto('/auth');
      await fillSignUpForm(page, account);
      const age = page.getByLabel('Age (optional)');
      await age.fill('12');
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await page.getByText('You must be at least 13 to use Popreel', { exact: true }).waitFor();
      await expect.poll(() => age.evaluate((input) => input === document.activeElement)).toBe(true);
      await age.fill('14');
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/welcome');

      await page.goto('/settings');
      const privateSwitch = page.getByRole('switch', { name: PRIVACY_TEXT.privateAccount });
      await privateSwitch.waitFor();
      expect(await privateSwitch.isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
