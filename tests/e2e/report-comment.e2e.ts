import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeVideo } from '../factories/media.ts';
import { COMMENT_MESSAGES, REPORT_MESSAGES } from '../../src/shared/feed-messages.ts';
import { ADMIN_MESSAGES } from '../../src/shared/moderation-types.ts';
import { auditScreen, popreelForFile } from './harness.ts';
import { apiSignUp, commentOn, follow, uploadReadyVideo, type ApiUser } from './api-helpers.ts';
import { openSignedIn, type SignedIn } from './creator-helpers.ts';

/** Issue 38 part 7: a comment is reported from the comments panel and an admin resolves it in the queue. */
const suite = popreelForFile();
const COMMENT = 'Everyone who likes this is an idiot';

let creator: ApiUser;
let commenter: ApiUser;
let videoId: string;
let reporter: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  const { baseUrl } = suite.popreel;
  [creator, commenter] = [await apiSignUp(baseUrl, 'creator'), await apiSignUp(baseUrl, 'commenter')];
  videoId = await uploadReadyVideo(baseUrl, creator, (await makeVideo({ seconds: 2, width: 180, height: 320 })).bytes, 'A calm river');
  await commentOn(baseUrl, commenter, videoId, COMMENT);
  reporter = await openSignedIn(suite.browser, baseUrl);
  await follow(baseUrl, reporter.api, creator);
  admin = await openSignedIn(suite.browser, baseUrl);
  await suite.popreel.query(`insert into user_roles (user_id, role) values ($1, 'admin')`, [admin.account.id]);
});
afterAll(async () => {
  await reporter?.context.close();
  await admin?.context.close();
});

it('a comment reported from the comments panel reaches the admin queue with its text, and is resolved there', async () => {
  const viewer = reporter.page;
  await viewer.goto('/');
  await viewer.locator(`article[data-video-id="${videoId}"]`).getByRole('button', { name: 'Comments', exact: true }).click();
  const panel = viewer.getByRole('dialog', { name: COMMENT_MESSAGES.title });
  const comment = panel.getByRole('article', { name: `Comment by @${commenter.username}` });
  await comment.getByText(COMMENT).waitFor();

  // Keyboard all the way: focus Report, open the dialog, pick a reason, send.
  await comment.getByRole('button', { name: 'Report comment' }).focus();
  await viewer.keyboard.press('Enter');
  const dialog = viewer.getByRole('dialog', { name: 'Report Comment' });
  await dialog.getByRole('group', { name: 'Why are you reporting this comment?' }).waitFor();
  await dialog.getByLabel('Harassment or bullying').check();
  await dialog.getByLabel('Additional details (optional)').fill('Insulting other viewers');
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await viewer.getByText(REPORT_MESSAGES.success).waitFor();
  await dialog.waitFor({ state: 'detached' });

  const { page } = admin;
  await page.goto('/admin/reports');
  const card = page.getByRole('article', { name: `Report on a comment by ${commenter.username}` });
  await card.waitFor();
  const text = await card.innerText();
  expect(text).toContain(COMMENT);
  expect(text).toContain('Harassment or bullying');
  expect(text).toContain('A calm river');
  expect(text).toContain(`Reported by @${reporter.account.username}`);
  // A comment has no video of its own to hide; its author can be banned.
  expect(await card.getByRole('button', { name: 'Hide video' }).count()).toBe(0);
  expect(await card.getByRole('button', { name: 'Ban user' }).count()).toBe(1);
  await auditScreen(page);

  await card.getByRole('button', { name: 'Mark resolved', exact: true }).click();
  await page.getByText(ADMIN_MESSAGES.reportResolved, { exact: true }).first().waitFor();
  await expect
    .poll(async () => suite.popreel.query(`select resolved, target_kind from reports where comment_id is not null and reporter_id = $1`, [reporter.account.id]), { timeout: 10_000 })
    .toEqual([{ resolved: true, targetKind: 'comment' }]);
});
