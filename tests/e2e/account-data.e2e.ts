import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPromise } from 'yauzl';
import { ACCOUNT_MESSAGES, DELETED_USER_NAME, DELETION_CONSEQUENCES } from '../../src/shared/account-messages.ts';
import { COMMENT_MESSAGES } from '../../src/shared/feed-messages.ts';
import { makeVideo } from '../factories/media.ts';
import { auditScreen, popreelForFile } from './harness.ts';
import { apiSignUp, call, follow, uploadReadyVideo } from './api-helpers.ts';
import { openSignedIn } from './creator-helpers.ts';
import { button, card } from './feed-fixture.ts';

/** Issue 24: a person's own data, downloaded as a .zip, and deleting the account. */
const suite = popreelForFile();
const EXPORT_READY_MS = 90_000;

interface ZipContents {
  names: string[];
  sizes: Map<string, number>;
  /** Every .json entry's text, for finding what it mentions. */
  json: string;
}

async function readZip(path: string): Promise<ZipContents> {
  const zip = await openPromise(path, { lazyEntries: true });
  const contents: ZipContents = { names: [], sizes: new Map(), json: '' };
  for await (const entry of zip.eachEntry()) {
    contents.names.push(entry.fileName);
    contents.sizes.set(entry.fileName, entry.uncompressedSize);
    if (!entry.fileName.endsWith('.json')) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    contents.json += Buffer.concat(chunks).toString('utf8');
  }
  return contents;
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('your data', () => {
  it('prepares an export, says when it is ready and downloads a .zip holding the uploaded video', async () => {
    const { page, context, api } = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      const videoId = await uploadReadyVideo(suite.popreel.baseUrl, api, (await makeVideo({ seconds: 1 })).bytes, 'my export clip');
      await page.goto('/settings/account');
      const data = section(page, 'Your data');
      await data.getByText('No exports yet.').waitFor();
      await data.getByRole('button', { name: 'Download my data' }).click();
      await page.getByText(ACCOUNT_MESSAGES.exportRequested).waitFor();

      // The list asks again while the job works; the row turns into a download link by itself.
      const exports = data.getByRole('list', { name: 'Your data exports' });
      await exports.locator('[data-export-status="ready"]').waitFor({ timeout: EXPORT_READY_MS });
      await auditScreen(page);
      const [download] = await Promise.all([page.waitForEvent('download'), exports.getByRole('link', { name: 'Download' }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.zip$/);
      const zip = await readZip(await download.path());

      const videos = zip.names.filter((name) => name.endsWith('.mp4'));
      expect(videos.length).toBeGreaterThan(0);
      expect(zip.sizes.get(videos[0])).toBeGreaterThan(1_000);
      expect(zip.names.some((name) => name.endsWith('.json'))).toBe(true);
      expect(videos.some((name) => name.includes(videoId)) || zip.json.includes(videoId)).toBe(true);
      expect(zip.json).toContain('my export clip');

      // The bell's list says so too, with the logo, and the row leads back to the account screen.
      await page.goto('/notifications');
      const row = page.getByRole('button', { name: new RegExp(ACCOUNT_MESSAGES.exportReady) });
      await row.waitFor();
      expect(await row.locator('img[src="/logo.svg"]').count()).toBe(1);
      await row.click();
      await page.waitForURL((url) => url.pathname === '/settings/account');
    } finally {
      await context.close();
    }
  }, 150_000);
});

describe('deleting an account', () => {
  it("takes the account's videos out of a follower's feed at once, keeps its comments as a deleted user's, and a sign-in cancels it", async () => {
    const { baseUrl } = suite.popreel;
    const clip = (await makeVideo({ seconds: 1 })).bytes;
    const leaving = await openSignedIn(suite.browser, baseUrl);
    const follower = await openSignedIn(suite.browser, baseUrl);
    try {
      const leavingVideo = await uploadReadyVideo(baseUrl, leaving.api, clip, 'soon gone');
      // Someone else's video the leaving person commented on: the comment outlives the account.
      const staying = await apiSignUp(baseUrl, 'staying');
      const stayingVideo = await uploadReadyVideo(baseUrl, staying, clip, 'still here');
      await call(baseUrl, leaving.api, 'POST', '/api/comments', { videoId: stayingVideo, content: 'A comment that stays' });
      await follow(baseUrl, follower.api, leaving.account);
      await follow(baseUrl, follower.api, staying);

      await follower.page.goto('/');
      await card(follower.page, leavingVideo).waitFor();

      await leaving.page.goto('/settings/account');
      await section(leaving.page, 'Delete account').getByRole('button', { name: 'Delete account' }).click();
      const dialog = leaving.page.getByRole('dialog', { name: 'Delete your account?' });
      for (const consequence of DELETION_CONSEQUENCES) await dialog.getByText(consequence).waitFor();
      await auditScreen(leaving.page);
      await dialog.getByLabel('Password').fill('not-my-password');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await leaving.page.getByText(ACCOUNT_MESSAGES.passwordWrong).waitFor();
      await dialog.getByLabel('Password').fill(leaving.account.password);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await leaving.page.getByText(ACCOUNT_MESSAGES.deletionScheduled).waitFor();
      await leaving.page.waitForURL((url) => url.pathname === '/auth');
      expect((await leaving.context.request.get('/api/me')).status()).toBe(401);

      await follower.page.reload();
      await card(follower.page, stayingVideo).waitFor();
      expect(await card(follower.page, leavingVideo).count()).toBe(0);

      await button(card(follower.page, stayingVideo), 'Comments').click();
      const comments = follower.page.getByRole('dialog', { name: COMMENT_MESSAGES.title });
      const comment = comments.getByRole('article', { name: `Comment by ${DELETED_USER_NAME}` });
      await comment.getByText('A comment that stays').waitFor();
      expect(await comment.getByRole('link').count()).toBe(0);
      await auditScreen(follower.page);

      // Signing in within the grace period takes it all back, and the greeting says so.
      await leaving.page.getByLabel('Email').fill(leaving.account.email);
      await leaving.page.getByLabel('Password', { exact: true }).fill(leaving.account.password);
      await leaving.page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await leaving.page.getByText(ACCOUNT_MESSAGES.deletionCancelled).waitFor();
      await leaving.page.waitForURL((url) => url.pathname === '/');
      await follower.page.reload();
      await card(follower.page, leavingVideo).waitFor({ state: 'attached' });
    } finally {
      await leaving.context.close();
      await follower.context.close();
    }
  }, 150_000);
});
