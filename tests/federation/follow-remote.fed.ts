import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES, REPORT_MESSAGES } from '../../src/shared/feed-messages.ts';
import { REPORT_REASON_LABELS } from '../../src/shared/constants.ts';
import type { FeedItem } from '../../src/shared/feed-types.ts';
import type { NotificationItem } from '../../src/shared/api-types.ts';
import type { ReportPage } from '../../src/shared/moderation-types.ts';
import { makeVideo } from '../factories/media.ts';
import { call, getVideo, uploadReadyVideo, videoState, waitUntilPlaying } from '../e2e/api-helpers.ts';
import {
  DEMO_ADMIN, DEMO_MAYA, apiAnswer, apiSignIn, browserForFile, button, cardWithCaption, eventually, handlePattern, instances, feedShown, reloadUntilShown,
  signedInOnB, step,
} from './federation-helpers.ts';

/**
 * Issue 40's first "Done when", as a person on B does it: find maya_moves of A by her handle, follow her, watch
 * her next video in Following, like it and comment on it (maya sees both on A), see her caption edit, report
 * the video (A's admin gets the report) and see it go when she deletes it. Maya acts through A's API; the
 * person on B through Chromium. Every step waits for a delivery for up to DELIVERY_TIMEOUT_MS.
 */
const suite = browserForFile();

describe('following a creator on another instance', () => {
  it('search, follow, watch, like, comment, edit, report and delete travel between the two instances', async () => {
    const { a, b } = instances();
    const mayaHandle = `${DEMO_MAYA.username}@${a.host}`;
    const maya = await apiSignIn(a.origin, DEMO_MAYA);
    const viewer = await signedInOnB(suite.browser);
    const { page } = viewer;
    const viewerHandle = `${viewer.account.username}@${b.host}`;
    const tag = randomBytes(3).toString('hex');
    const caption = `Sunrise stretch across instances ${tag}`;
    const editedCaption = `Sunrise stretch, edited on A ${tag}`;
    const comment = `Hello from B ${tag}`;
    try {
      await step("B's search finds @maya_moves@A over WebFinger and her profile says where she is from", async () => {
        // A lookup that misses the server's deadline (A busy on a loaded machine) finds nobody this time but is
        // remembered when it completes, so a person searches again, as the test does.
        const result = page.getByRole('tabpanel').getByRole('link', { name: handlePattern(mayaHandle) }).first();
        const deadline = Date.now() + 45_000;
        for (;;) {
          await page.goto('/search');
          const field = page.getByRole('searchbox', { name: 'Search' });
          await field.fill(`@${mayaHandle}`);
          await field.press('Enter');
          if (await result.waitFor({ timeout: 15_000 }).then(() => true, () => false)) break;
          if (Date.now() > deadline) throw new Error(`@${mayaHandle} was not found by B's search within 45 s`);
        }
        await result.click();
        await page.waitForURL(/\/profile\/[0-9a-f-]{36}$/);
        await page.getByRole('heading', { level: 1, name: handlePattern(mayaHandle) }).waitFor();
        await page.getByText(`From ${a.host}`, { exact: true }).waitFor();
        const openOnA = page.getByRole('link', { name: `Open on ${a.host}`, exact: true });
        expect(await openOnA.getAttribute('href')).toMatch(new RegExp(`^${a.origin}/`));
      });

      await step('B follows her', async () => {
        const profilePath = new URL(page.url()).pathname;
        await button(page, 'Follow').click();
        await button(page, 'Following').waitFor();
        // After a reload the button shows what B stored: Following once A has accepted (it may say Requested
        // for a moment while A's Accept is on its way).
        await reloadUntilShown(page, profilePath, button(page, 'Following'), 'the Following button after a reload');
      });

      // B shows Following at once for a public account, while the Follow is still on its way; a video maya posts
      // before A has the Follow goes to nobody on B (as on any ActivityPub server), so wait until A has it.
      await step('maya hears on A that the person on B follows her', async () => {
        const follows = async () =>
          (await call<{ items: NotificationItem[] }>(a.origin, maya, 'GET', '/api/notifications')).items.filter((item) => item.type === 'follow' && item.fromUsername === viewerHandle);
        await eventually(async () => (await follows()).length).toBe(1);
      });

      const clip = (await makeVideo({ seconds: 3 })).bytes;
      const videoOnA = await step('maya uploads a video on A', () => uploadReadyVideo(a.origin, maya, clip, caption));

      const videoOnB = await step("her video reaches B's Following feed and plays", async () => {
        const card = cardWithCaption(page, caption);
        await reloadUntilShown(page, '/', card, `maya's new video "${caption}"`);
        const id = (await card.getAttribute('data-video-id'))!;
        await card.scrollIntoViewIfNeeded();
        await waitUntilPlaying(page, id, 20_000);
        const before = (await videoState(page, id))!.currentTime;
        await expect.poll(async () => (await videoState(page, id))?.currentTime ?? 0, { timeout: 10_000 }).toBeGreaterThan(before);
        return id;
      });

      await step('B likes it and comments from the feed', async () => {
        const card = cardWithCaption(page, caption);
        await button(card, 'Like').click();
        await expect.poll(() => card.getByTestId('like-count').innerText(), { timeout: 10_000 }).toBe('1');
        expect(await button(card, 'Like').getAttribute('aria-pressed')).toBe('true');

        await button(card, 'Comments').click();
        const dialog = page.getByRole('dialog', { name: COMMENT_MESSAGES.title });
        const input = dialog.getByPlaceholder(COMMENT_MESSAGES.placeholder);
        await input.fill(comment);
        await input.press('Enter');
        await dialog.getByText(comment, { exact: true }).waitFor();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      });

      await step("on A, maya's notifications hold the like and the comment from B's user", async () => {
        const aboutVideo = async () =>
          (await call<{ items: NotificationItem[] }>(a.origin, maya, 'GET', '/api/notifications')).items.filter((item) => item.videoId === videoOnA);
        await eventually(aboutVideo).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ type: 'like', fromUsername: viewerHandle }),
            expect.objectContaining({ type: 'comment', fromUsername: viewerHandle, excerpt: comment }),
          ]),
        );
      });

      await step('maya edits the caption on A and B shows the new one', async () => {
        await call(a.origin, maya, 'PATCH', `/api/videos/${videoOnA}`, { caption: editedCaption });
        await reloadUntilShown(page, '/', cardWithCaption(page, editedCaption), `the edited caption "${editedCaption}"`);
        expect(await cardWithCaption(page, caption).count()).toBe(0);
        expect((await getVideo(b.origin, viewer.api, videoOnB)).caption).toBe(editedCaption);
      });

      await step("B reports the video and the report reaches A's admin queue", async () => {
        const card = cardWithCaption(page, editedCaption);
        await button(card, 'More options').click();
        await page.getByRole('menuitem', { name: 'Report', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: REPORT_MESSAGES.title });
        await dialog.getByLabel(REPORT_REASON_LABELS.spam, { exact: true }).check();
        await dialog.getByLabel('Additional details (optional)').fill(`Reported from B ${tag}`);
        await button(dialog, 'Submit').click();
        await page.getByText(REPORT_MESSAGES.success).waitFor();
        await dialog.waitFor({ state: 'detached' });

        const admin = await apiSignIn(a.origin, DEMO_ADMIN);
        const aboutVideo = async () => (await call<ReportPage>(a.origin, admin, 'GET', '/api/admin/reports')).items.filter((report) => report.video?.id === videoOnA);
        await eventually(aboutVideo).toEqual([expect.objectContaining({ targetKind: 'video', resolved: false })]);
      });

      await step('maya deletes the video on A and it leaves B', async () => {
        await call(a.origin, maya, 'DELETE', `/api/videos/${videoOnA}`);
        await eventually(async () => (await apiAnswer<FeedItem>(b.origin, viewer.api, `/api/videos/${videoOnB}`)).status).toBe(404);
        await page.goto('/');
        await feedShown(page);
        expect(await cardWithCaption(page, editedCaption).count()).toBe(0);
      });
    } finally {
      await viewer.context.close();
    }
  });
});
