import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { makeVideo } from '../factories/media.ts';
import { REPORT_MESSAGES, SHARE_PAGE_TEXT } from '../../src/shared/feed-messages.ts';
import { ADMIN_MESSAGES } from '../../src/shared/moderation-types.ts';
import { auditScreen, popreelForFile, signUpViaApi, type TestAccount } from './harness.ts';
import { contextUser, follow, uploadReadyVideo, type ApiUser } from './api-helpers.ts';
import { openSignedIn, type SignedIn } from './creator-helpers.ts';

const suite = popreelForFile();
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 100 });
const CAPTION = 'Moderate me please';

let clip: Uint8Array;
let author: { context: BrowserContext; page: Page; account: TestAccount; api: ApiUser };
let videoId: string;

/** What another person gets for the video: 200 while visible, 404 once hidden or its author banned. */
const publicStatus = async () => (await fetch(`${suite.popreel.baseUrl}/api/videos/${videoId}`)).status;
const signedInAs = async (role: 'admin' | 'moderator') => {
  const staff = await openSignedIn(suite.browser, suite.popreel.baseUrl);
  await suite.popreel.query('insert into user_roles (user_id, role) values ($1, $2)', [staff.account.id, role]);
  return staff;
};
const reportCard = (page: Page) => page.getByRole('article', { name: `Report on "${CAPTION}" by ${author.account.username}` });
const press = async (page: Page, name: string, toast: string) => {
  await reportCard(page).getByRole('button', { name, exact: true }).click();
  await page.getByText(toast, { exact: true }).first().waitFor();
};

beforeAll(async () => {
  clip = (await makeVideo({ seconds: 2, width: 180, height: 320 })).bytes;
  const context = await suite.browser.newContext({ baseURL: suite.popreel.baseUrl });
  const account = await signUpViaApi(suite.popreel.baseUrl, context);
  const api = await contextUser(suite.popreel.baseUrl, context, account);
  author = { context, page: await context.newPage(), account, api };
  videoId = await uploadReadyVideo(suite.popreel.baseUrl, api, clip, CAPTION);
});
afterAll(() => author?.context.close());

describe('moderation', () => {
  let admin: SignedIn;
  let reporter: SignedIn;
  beforeAll(async () => {
    admin = await signedInAs('admin');
    reporter = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    await follow(suite.popreel.baseUrl, reporter.api, author.api);
  });
  afterAll(async () => {
    await admin?.context.close();
    await reporter?.context.close();
  });

  it('a report reaches the queue; hide, ban and resolve each work, undo, and land in the audit trail', async () => {
    // The reporter files it from the feed's options menu.
    const viewer = reporter.page;
    await viewer.goto('/');
    const card = viewer.locator(`article[data-video-id="${videoId}"]`);
    await card.getByRole('button', { name: 'More options', exact: true }).click();
    await viewer.getByRole('menuitem', { name: 'Report', exact: true }).click();
    const dialog = viewer.getByRole('dialog', { name: REPORT_MESSAGES.title });
    await dialog.getByLabel('Spam').check();
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await viewer.getByText(REPORT_MESSAGES.success).waitFor();

    const { page } = admin;
    await page.goto('/');
    await page.getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL('**/admin/reports');
    await reportCard(page).waitFor();
    expect(await reportCard(page).innerText()).toContain(`Reported by @${reporter.account.username}`);
    await auditScreen(page);

    // Hide: the video leaves the feed and the share page, and its owner sees it marked on their profile.
    await press(page, 'Hide video', ADMIN_MESSAGES.videoHidden);
    await poll(publicStatus).toBe(404);
    await viewer.goto(`/v/${videoId}`);
    await viewer.getByRole('heading', { name: SHARE_PAGE_TEXT.unavailableTitle }).waitFor();
    await viewer.goto('/');
    await viewer.locator('article[data-video-id]').first().waitFor({ state: 'attached', timeout: 3000 }).catch(() => undefined);
    expect(await viewer.locator(`article[data-video-id="${videoId}"]`).count()).toBe(0);
    await author.page.goto(`/profile/${author.account.id}`);
    await author.page.getByText(ADMIN_MESSAGES.hiddenByModerators).waitFor();

    // Unhide with the keyboard: j focuses the first report, h toggles its video.
    await page.getByRole('tab', { name: 'Reports' }).focus();
    await page.keyboard.press('j');
    await poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('ARTICLE');
    await page.keyboard.press('h');
    await page.getByText(ADMIN_MESSAGES.videoUnhidden, { exact: true }).first().waitFor();
    await poll(publicStatus).toBe(200);

    // Ban: the author's session ends, their videos vanish, and signed in again every write is refused.
    await press(page, 'Ban user', ADMIN_MESSAGES.userBanned);
    await poll(publicStatus).toBe(404);
    expect((await author.context.request.get('/api/me')).status()).toBe(401);
    const signIn = await author.context.request.post('/api/auth/sign-in', {
      data: { email: author.account.email, password: author.account.password },
      headers: { origin: suite.popreel.baseUrl },
    });
    expect(signIn.status()).toBe(200);
    await author.page.goto('/');
    await author.page.getByRole('status').filter({ hasText: ADMIN_MESSAGES.bannedBanner }).waitFor();
    const write = await author.context.request.post('/api/comments', { data: { videoId: videoId, content: 'hello?' }, headers: { origin: suite.popreel.baseUrl } });
    expect(write.status()).toBe(403);
    expect((await write.json()).error.message).toBe('Your account has been banned');
    await press(page, 'Unban user', ADMIN_MESSAGES.userUnbanned);
    await poll(publicStatus).toBe(200);

    // Resolve: it leaves the default (unresolved) filter, and is reopened from the Resolved one.
    await press(page, 'Mark resolved', ADMIN_MESSAGES.reportResolved);
    await page.reload();
    await page.getByRole('heading', { name: 'Moderation' }).waitFor();
    await poll(() => reportCard(page).count()).toBe(0);
    await page.getByLabel('Status').selectOption({ label: 'Resolved' });
    await press(page, 'Mark unresolved', ADMIN_MESSAGES.reportUnresolved);

    // Every action is in the trail, on the report and on the Audit trail tab.
    const expected = ['Reopened report', 'Resolved report', 'Unbanned user', 'Banned user', 'Unhid video', 'Hid video'];
    await reportCard(page).getByRole('button', { name: 'History' }).click();
    await poll(() => reportCard(page).innerText()).toContain('Reopened report');
    await page.getByRole('tab', { name: 'Audit trail' }).click();
    const table = page.getByRole('table', { name: 'Moderation audit trail' });
    await poll(async () => (await table.locator('tbody tr').allInnerTexts()).slice(0, 6).map((row) => expected.find((word) => row.includes(word)))).toEqual(expected);
    await auditScreen(page);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByText('Open reports', { exact: true }).first().waitFor();
    await auditScreen(page);
  });

  it('lets an admin make someone a moderator, who may hide and resolve but has no ban and is refused one', async () => {
    const moderator = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      const { page } = admin;
      await page.goto('/admin/reports?tab=moderators');
      await page.getByLabel('Username').fill(moderator.account.username);
      await page.getByRole('button', { name: 'Add moderator' }).click();
      await page.getByText(ADMIN_MESSAGES.moderatorGranted, { exact: true }).first().waitFor();
      await auditScreen(page);

      const mod = moderator.page;
      await mod.goto('/');
      await mod.getByRole('link', { name: 'Admin' }).click();
      await reportCard(mod).waitFor();
      expect(await reportCard(mod).getByRole('button', { name: 'Ban user' }).count()).toBe(0);
      await press(mod, 'Hide video', ADMIN_MESSAGES.videoHidden);
      await press(mod, 'Unhide video', ADMIN_MESSAGES.videoUnhidden);
      await press(mod, 'Mark resolved', ADMIN_MESSAGES.reportResolved);
      const ban = await mod.context().request.patch(`/api/admin/users/${author.account.id}`, { data: { banned: true }, headers: { origin: suite.popreel.baseUrl } });
      expect(ban.status()).toBe(403);
      expect((await ban.json()).error.message).toBe(ADMIN_MESSAGES.adminOnlyAction);
      expect(await publicStatus()).toBe(200);

      await page.getByRole('button', { name: `Remove @${moderator.account.username}` }).click();
      await page.getByText(ADMIN_MESSAGES.moderatorRevoked, { exact: true }).first().waitFor();
      expect((await mod.context().request.get('/api/admin/reports')).status()).toBe(403);
    } finally {
      await moderator.context.close();
    }
  });

  it('sends a plain user at /admin/reports home and a visitor to sign in', async () => {
    const { page } = reporter;
    await page.goto('/admin/reports');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(ADMIN_MESSAGES.accessDenied).waitFor();
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    const visitor = await suite.browser.newContext({ baseURL: suite.popreel.baseUrl });
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto('/admin/reports');
      // /auth?redirectTo=/admin/reports: signed in, the visitor comes back here (decision 028).
      await visitorPage.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirectTo') === '/admin/reports');
      await visitorPage.getByText(ADMIN_MESSAGES.signInRequired).waitFor();
    } finally {
      await visitor.close();
    }
  });
});
