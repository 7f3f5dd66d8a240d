import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXT } from '../../src/shared/creator-messages.ts';
import { auditScreen, popreelForFile } from './harness.ts';
import { apiSignUp, follow, mentionInChat } from './api-helpers.ts';
import { apiGet, openSignedIn } from './creator-helpers.ts';

const suite = popreelForFile();

const unreadCount = async (api: Parameters<typeof apiGet>[1]) => (await apiGet<{ count: number }>(suite.popreel.baseUrl, api, '/api/notifications/unread-count')).count;

describe('notifications', () => {
  it('a follow made in another browser arrives live; tapping it marks it read and opens the follower', async () => {
    const creator = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    const fan = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      await creator.page.goto('/notifications');
      await creator.page.getByText(NOTIFICATION_TEXT.empty, { exact: true }).waitFor();

      await fan.page.goto(`/profile/${creator.account.id}`);
      await fan.page.getByRole('button', { name: 'Follow', exact: true }).click();
      await fan.page.getByRole('button', { name: 'Following', exact: true }).waitFor();

      const list = creator.page.getByRole('list', { name: NOTIFICATION_TEXT.title });
      const row = list.getByRole('button', { name: new RegExp(`^${fan.account.username} ${NOTIFICATION_TEXT.follow}`) });
      await row.waitFor({ timeout: 10_000 });
      expect(await list.locator('li[data-read="false"]').count()).toBe(1);
      expect(await row.getByText('Unread').count()).toBe(1);
      expect(await unreadCount(creator.api)).toBe(1);
      await auditScreen(creator.page);

      await row.click();
      await creator.page.waitForURL((url) => url.pathname === `/profile/${fan.account.id}`);
      await expect.poll(() => unreadCount(creator.api)).toBe(0);
    } finally {
      await Promise.all([creator.context.close(), fan.context.close()]);
    }
  });

  it("'Mark all as read' clears the header badge", async () => {
    const me = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      // Two rows: follows group together (decision 043), so the second is a mention.
      await follow(suite.popreel.baseUrl, await apiSignUp(suite.popreel.baseUrl, 'fan_a'), { id: me.account.id });
      await mentionInChat(suite.popreel.baseUrl, await apiSignUp(suite.popreel.baseUrl, 'fan_b'), me.account.username);
      const { page } = me;
      await page.goto('/');
      expect(await page.getByTestId('notification-badge').innerText({ timeout: 10_000 })).toBe('2');

      await page.getByRole('link', { name: 'Notifications' }).click();
      await page.getByRole('heading', { name: NOTIFICATION_TEXT.title, level: 1 }).waitFor();
      const list = page.getByRole('list', { name: NOTIFICATION_TEXT.title });
      await list.locator('li').nth(1).waitFor();
      expect(await list.locator('li[data-read="false"]').count()).toBe(2);

      await page.getByRole('button', { name: NOTIFICATION_TEXT.markAllRead }).click();
      await expect.poll(() => list.locator('li[data-read="false"]').count()).toBe(0);
      expect(await page.getByRole('button', { name: NOTIFICATION_TEXT.markAllRead }).isDisabled()).toBe(true);
      await expect.poll(() => unreadCount(me.api)).toBe(0);

      // Back in the app (no reload): the bell agrees at once.
      await page.goBack();
      await page.getByRole('link', { name: 'Notifications' }).waitFor();
      expect(await page.getByTestId('notification-badge').count()).toBe(0);
    } finally {
      await me.context.close();
    }
  });
});
