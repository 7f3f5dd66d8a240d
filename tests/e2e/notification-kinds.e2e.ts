import { beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_SETTINGS_TEXT, NOTIFICATION_TEXT } from '../../src/shared/creator-messages.ts';
import { COMMENT_MESSAGES } from '../../src/shared/feed-messages.ts';
import { makeVideo } from '../factories/media.ts';
import { auditScreen, popreelForFile } from './harness.ts';
import { apiSignUp, commentOn, likeVideo, uploadReadyVideo } from './api-helpers.ts';
import { apiGet, openSignedIn } from './creator-helpers.ts';

/** Issue 37 in the browser: comment notifications arrive live, likes group, a comment opens the video's comments. */
const suite = popreelForFile();
let clip: Uint8Array;
beforeAll(async () => {
  clip = (await makeVideo({ seconds: 2 })).bytes;
}, 60_000);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('notification kinds', () => {
  it('a comment raises the badge live, reads "B commented: …", and opens the video with its comments', async () => {
    const owner = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      const videoId = await uploadReadyVideo(suite.popreel.baseUrl, owner.api, clip, 'my morning run');
      const { page } = owner;
      await page.goto('/');
      await page.getByRole('link', { name: 'Notifications' }).waitFor();
      expect(await page.getByTestId('notification-badge').count()).toBe(0);

      const commenter = await apiSignUp(suite.popreel.baseUrl, 'b');
      await commentOn(suite.popreel.baseUrl, commenter, videoId, 'what a view');
      await expect.poll(() => page.getByTestId('notification-badge').innerText(), { timeout: 10_000 }).toBe('1');

      await page.getByRole('link', { name: 'Notifications' }).click();
      const list = page.getByRole('list', { name: NOTIFICATION_TEXT.title });
      const row = list.getByRole('button', { name: new RegExp(`^${escape(commenter.username)} ${escape(NOTIFICATION_TEXT.comment)} what a view`) });
      await row.waitFor({ timeout: 10_000 });
      await auditScreen(page);

      await row.click();
      await page.waitForURL((url) => url.pathname === `/v/${videoId}` && url.searchParams.get('comments') === 'open');
      const dialog = page.getByRole('dialog', { name: COMMENT_MESSAGES.title });
      await dialog.getByText('what a view').waitFor({ timeout: 10_000 });
    } finally {
      await owner.context.close();
    }
  });

  it('three likes on one video are one row: "X and 2 others liked your video"', async () => {
    const owner = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      const videoId = await uploadReadyVideo(suite.popreel.baseUrl, owner.api, clip, 'likes please');
      const fans = [await apiSignUp(suite.popreel.baseUrl, 'fan'), await apiSignUp(suite.popreel.baseUrl, 'fan'), await apiSignUp(suite.popreel.baseUrl, 'fan')];
      for (const fan of fans) await likeVideo(suite.popreel.baseUrl, fan, videoId);

      const { page } = owner;
      await page.goto('/notifications');
      const list = page.getByRole('list', { name: NOTIFICATION_TEXT.title });
      const latest = fans[2]!.username;
      await list.getByRole('button', { name: new RegExp(`^${escape(latest)}${escape(NOTIFICATION_TEXT.others(2))} ${escape(NOTIFICATION_TEXT.like)}`) }).waitFor({ timeout: 10_000 });
      expect(await list.locator('li').count()).toBe(1);

      await list.getByRole('button', { name: NOTIFICATION_TEXT.seeAll }).click();
      const everyone = page.getByRole('dialog', { name: NOTIFICATION_TEXT.everyone });
      for (const fan of fans) await everyone.getByRole('link', { name: `@${fan.username}` }).waitFor();
    } finally {
      await owner.context.close();
    }
  });

  it('a reply and an @mention read "B replied: …" and "C mentioned you: …"', async () => {
    const me = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      const { baseUrl } = suite.popreel;
      const creator = await apiSignUp(baseUrl, 'creator');
      const videoId = await uploadReadyVideo(baseUrl, creator, clip, 'sunset');
      const mine = await commentOn(baseUrl, me.api, videoId, 'lovely colours');
      const [replier, mentioner] = [await apiSignUp(baseUrl, 'b'), await apiSignUp(baseUrl, 'c')];
      await commentOn(baseUrl, replier, videoId, 'agreed', mine.id);
      await commentOn(baseUrl, mentioner, videoId, `@${me.account.username} look at this`);

      await me.page.goto('/notifications');
      const list = me.page.getByRole('list', { name: NOTIFICATION_TEXT.title });
      await list.getByRole('button', { name: new RegExp(`^${escape(replier.username)} ${escape(NOTIFICATION_TEXT.reply)} agreed`) }).waitFor({ timeout: 10_000 });
      await list.getByRole('button', { name: new RegExp(`^${escape(mentioner.username)} ${escape(NOTIFICATION_TEXT.mention)}: @${escape(me.account.username)} look at this`) }).waitFor();
      expect(await list.locator('li').count()).toBe(2);
    } finally {
      await me.context.close();
    }
  });

  it('Settings switches a kind on and off, and the server keeps it', async () => {
    const me = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      await me.page.goto('/settings');
      const kind = NOTIFICATION_SETTINGS_TEXT.kinds.new_video;
      const inApp = me.page.getByRole('switch', { name: `${kind}: ${NOTIFICATION_SETTINGS_TEXT.inApp}` });
      await inApp.waitFor({ timeout: 10_000 });
      expect(await inApp.isChecked()).toBe(false);
      await auditScreen(me.page);
      await inApp.click();
      const saved = async () => (await apiGet<{ items: { kind: string; inApp: boolean }[] }>(suite.popreel.baseUrl, me.api, '/api/me/notification-settings')).items.find((row) => row.kind === 'new_video')?.inApp;
      await expect.poll(saved).toBe(true);
      await me.page.reload();
      expect(await me.page.getByRole('switch', { name: `${kind}: ${NOTIFICATION_SETTINGS_TEXT.inApp}` }).isChecked()).toBe(true);
    } finally {
      await me.context.close();
    }
  });
});
