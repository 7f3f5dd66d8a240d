import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EDIT_PROFILE_TEXT, PROFILE_TEXT } from '../../src/shared/creator-messages.ts';
import { USERNAME_MESSAGES } from '../../src/shared/auth.schema.ts';
import { UPLOAD_MESSAGES } from '../../src/shared/messages.ts';
import { auditScreen, popreelForFile } from './harness.ts';
import { apiSignUp } from './api-helpers.ts';
import { apiGet, openSignedIn, recordAnalytics } from './creator-helpers.ts';

const suite = popreelForFile();

interface ProfileJson {
  username: string;
  bio: string;
  avatarUrl: string | null;
  followerCount: number;
  isFollowing: boolean;
}

const followerCount = (page: Page) => page.getByTestId('follower-count').getAttribute('data-count');
const text = (page: Page, value: string) => page.getByText(value, { exact: true });

describe('edit profile', () => {
  it('uploads an avatar, checks the username, counts the bio and saves', async () => {
    const other = await apiSignUp(suite.popreel.baseUrl, 'taken');
    const { page, context, account, api } = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      await page.goto('/settings');
      await page.getByRole('heading', { name: 'Edit Profile', level: 1 }).waitFor();
      expect(await page.getByLabel('Username').inputValue()).toBe(account.username);
      // Verified is for admins only (Settings' other sections, such as For You languages, have checkboxes of their own).
      expect(await page.getByRole('checkbox', { name: 'Verified 💎' }).count()).toBe(0);

      const avatarInput = page.getByLabel('Change avatar');
      await avatarInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('text') });
      await text(page, UPLOAD_MESSAGES.avatarInvalidType).waitFor();
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#e11d48' } }).png().toBuffer();
      await avatarInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
      await page.locator(`main img[src*="/media/avatars/${account.id}/"]`).waitFor();

      const username = page.getByLabel('Username');
      const save = page.getByRole('button', { name: 'Save Changes' });
      await username.fill('ab');
      await text(page, USERNAME_MESSAGES.tooShort).waitFor();
      expect(await save.isDisabled()).toBe(true);
      await username.fill(other.username);
      await text(page, EDIT_PROFILE_TEXT.usernameTaken).waitFor();
      expect(await save.isDisabled()).toBe(true);
      const fresh = `me_${randomBytes(4).toString('hex')}`;
      await username.fill(fresh);
      await text(page, EDIT_PROFILE_TEXT.usernameAvailable).waitFor();

      const bio = page.getByLabel('Bio');
      await bio.fill('Hello');
      expect(await page.getByTestId('bio-counter').innerText()).toBe('5/200');
      await bio.fill('x'.repeat(201));
      await text(page, EDIT_PROFILE_TEXT.bioTooLong).waitFor();
      expect(await save.isDisabled()).toBe(true);
      await bio.fill('Hello there');
      expect(await page.getByTestId('bio-counter').innerText()).toBe('11/200');
      await auditScreen(page);

      await save.click();
      await text(page, EDIT_PROFILE_TEXT.savedTitle).waitFor();
      await text(page, EDIT_PROFILE_TEXT.saved).waitFor();
      await page.waitForURL((url) => url.pathname === `/profile/${account.id}`);
      await page.getByRole('heading', { name: `@${fresh}`, level: 1 }).waitFor();
      await text(page, 'Hello there').waitFor();
      expect(await apiGet<ProfileJson>(suite.popreel.baseUrl, api, `/api/profiles/${account.id}`)).toMatchObject({ username: fresh, bio: 'Hello there' });

      // The owner's actions, and Cancel goes back to the own profile.
      for (const name of ['Edit Profile', 'Upload']) await page.getByRole('main').getByRole('link', { name }).waitFor();
      expect(await page.getByRole('button', { name: 'Follow' }).count()).toBe(0);
      await page.getByRole('main').getByRole('link', { name: 'Edit Profile' }).click();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL((url) => url.pathname === `/profile/${account.id}`);
      await text(page, 'No posts yet').waitFor();
      await page.getByRole('tab', { name: 'Likes' }).click();
      await text(page, 'No liked videos yet').waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('profile', () => {
  it('follows and unfollows with the count changing at once, rolls back a failure, and shares the link', async () => {
    const target = await apiSignUp(suite.popreel.baseUrl, 'creator');
    const { page, context, api } = await openSignedIn(suite.browser, suite.popreel.baseUrl, { permissions: ['clipboard-read', 'clipboard-write'] });
    try {
      const analytics = recordAnalytics(page);
      await page.goto(`/profile/${target.id}`);
      await page.getByRole('heading', { name: `@${target.username}`, level: 1 }).waitFor();
      for (const name of ['Home', 'Upload', 'Profile']) await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).waitFor();
      expect(await followerCount(page)).toBe('0');

      // The server's answer is held back: button and count must change before it arrives.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/users/*/follow', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('button', { name: 'Follow', exact: true }).click();
      await page.getByRole('button', { name: 'Following', exact: true }).waitFor();
      expect(await followerCount(page)).toBe('1');
      const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(`/api/users/${target.id}/follow`));
      release();
      await answered;
      await page.unroute('**/api/users/*/follow');
      await expect.poll(() => apiGet<ProfileJson>(suite.popreel.baseUrl, api, `/api/profiles/${target.id}`)).toMatchObject({ followerCount: 1, isFollowing: true });

      await page.getByRole('button', { name: 'Following', exact: true }).click();
      await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
      expect(await followerCount(page)).toBe('0');
      await expect.poll(() => apiGet<ProfileJson>(suite.popreel.baseUrl, api, `/api/profiles/${target.id}`)).toMatchObject({ followerCount: 0, isFollowing: false });
      // The event goes out after the server's answer, so it may land a moment after the count.
      await expect.poll(() => analytics.filter((event) => event.name === 'follow').map((event) => event.props.following)).toEqual([true, false]);

      // A failed follow puts the button and the count back.
      await page.route('**/api/users/*/follow', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"boom"}}' }));
      await page.getByRole('button', { name: 'Follow', exact: true }).click();
      await text(page, PROFILE_TEXT.followFailed).waitFor();
      await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
      expect(await followerCount(page)).toBe('0');
      await page.unroute('**/api/users/*/follow');

      await page.getByRole('button', { name: 'Share' }).click();
      await text(page, PROFILE_TEXT.copiedTitle).waitFor();
      await text(page, PROFILE_TEXT.copied).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${suite.popreel.baseUrl}/profile/${target.id}`);
      expect(analytics.some((event) => event.name === 'profile_shared')).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('says when a profile cannot be loaded', async () => {
    const { page, context } = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      await page.goto('/profile/00000000-0000-4000-8000-000000000000');
      await text(page, PROFILE_TEXT.loadFailedTitle).waitFor();
      expect(await text(page, PROFILE_TEXT.loadFailed).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
