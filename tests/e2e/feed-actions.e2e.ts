import { describe, expect, it } from 'vitest';
import { BLOCK_UI_MESSAGES, COMMENT_MESSAGES, DELETE_MESSAGES, PROMPT_VARIANTS, REPORT_MESSAGES, SHARE_MESSAGES } from '../../src/shared/feed-messages.ts';
import { REPORT_REASON_LABELS } from '../../src/shared/constants.ts';
import { auditScreen, signUpViaApi } from './harness.ts';
import { contextUser, getVideo, uploadReadyVideo, videoState, waitUntilPlaying } from './api-helpers.ts';
import { button, card, count, feedFixture, poll } from './feed-fixture.ts';

/** What a viewer does to a card: pops, likes, comments, share, report, block, delete, and the prompt overlay. */
const feed = feedFixture({ react: 1, like: 1, comments: 1, share: 1, report: 1, blocked: 2, neighbour: 1 });
const { creators, openViewer } = feed;

describe('feed actions', () => {
  it('double tap pops; pop, switch to unpop and remove keep the counts right; a tap pauses', async () => {
    const { page, context, api } = await openViewer([creators.react]);
    const [videoId] = creators.react.videos;
    try {
      const target = card(page, videoId);
      await waitUntilPlaying(page, videoId);
      await target.getByRole('button', { name: /^(Play|Pause) video$/ }).dblclick();
      await target.getByTestId('pop-burst').waitFor({ state: 'attached' });
      await poll(() => count(target, 'pop-count')).toBe('1');
      expect(await button(target, 'Pop').getAttribute('aria-pressed')).toBe('true');
      await poll(async () => (await getVideo(feed.popreel.baseUrl, api, videoId)).reaction).toBe('pop');
      // The double tap was not also a single tap: the video kept playing.
      expect((await videoState(page, videoId))?.paused).toBe(false);

      await button(target, 'Unpop').click();
      await poll(() => count(target, 'unpop-count')).toBe('1');
      expect(await count(target, 'pop-count')).toBe('0');
      expect(await button(target, 'Unpop').getAttribute('aria-pressed')).toBe('true');
      expect(await button(target, 'Pop').getAttribute('aria-pressed')).toBe('false');
      await poll(async () => (await getVideo(feed.popreel.baseUrl, api, videoId)).reaction).toBe('unpop');

      await button(target, 'Unpop').click();
      await poll(() => count(target, 'unpop-count')).toBe('0');
      expect(await button(target, 'Unpop').getAttribute('aria-pressed')).toBe('false');
      await poll(async () => getVideo(feed.popreel.baseUrl, api, videoId)).toMatchObject({ reaction: null, popCount: 0, unpopCount: 0 });

      await target.getByRole('button', { name: 'Pause video' }).click();
      await page.waitForFunction((id) => document.querySelector<HTMLVideoElement>(`[data-video-id="${id}"] video`)?.paused, videoId);
      await target.getByRole('button', { name: 'Play video' }).click();
      await waitUntilPlaying(page, videoId);
    } finally {
      await context.close();
    }
  });

  it('likes and unlikes', async () => {
    const { page, context, api } = await openViewer([creators.like]);
    const [videoId] = creators.like.videos;
    try {
      const target = card(page, videoId);
      await button(target, 'Like').click();
      await poll(() => count(target, 'like-count')).toBe('1');
      expect(await button(target, 'Like').getAttribute('aria-pressed')).toBe('true');
      await poll(async () => getVideo(feed.popreel.baseUrl, api, videoId)).toMatchObject({ isLiked: true, likeCount: 1 });

      await button(target, 'Like').click();
      await poll(() => count(target, 'like-count')).toBe('0');
      await poll(async () => getVideo(feed.popreel.baseUrl, api, videoId)).toMatchObject({ isLiked: false, likeCount: 0 });
    } finally {
      await context.close();
    }
  });

  it('posts a comment and a reply, and both arrive live in a second browser with the dialog open', async () => {
    const [videoId] = creators.comments.videos;
    const first = await openViewer([creators.comments]);
    const second = await openViewer([creators.comments]);
    try {
      const dialogs = [first, second].map(({ page }) => page.getByRole('dialog', { name: COMMENT_MESSAGES.title }));
      for (const [index, { page }] of [first, second].entries()) {
        await button(card(page, videoId), 'Comments').click();
        await dialogs[index].getByText(COMMENT_MESSAGES.empty).waitFor();
      }

      const input = dialogs[0].getByPlaceholder(COMMENT_MESSAGES.placeholder);
      // Blank text is never sent; Shift+Enter adds a line instead of sending.
      await input.fill('   ');
      expect(await button(dialogs[0], 'Send comment').isDisabled()).toBe(true);
      await input.fill('line one');
      await input.press('Shift+Enter');
      await input.pressSequentially('line two');
      expect(await input.inputValue()).toBe('line one\nline two');
      await input.fill('First! #hello <b>not bold</b>');
      await input.press('Enter');
      await first.page.getByText(COMMENT_MESSAGES.postedTitle).waitFor();
      await first.page.getByText(COMMENT_MESSAGES.postedBody).waitFor();
      expect(await input.inputValue()).toBe('');

      const comment = 'First! #hello <b>not bold</b>';
      await dialogs[0].getByText(comment, { exact: true }).waitFor();
      await dialogs[1].getByText(comment, { exact: true }).waitFor();
      expect(await dialogs[0].getByText(comment, { exact: true }).count()).toBe(1);

      const reply = dialogs[1].getByPlaceholder(COMMENT_MESSAGES.placeholder);
      await dialogs[1].getByRole('article', { name: /^Comment by/ }).getByRole('button', { name: 'Reply' }).click();
      await dialogs[1].getByText(COMMENT_MESSAGES.replying).waitFor();
      await reply.fill('Agreed');
      await reply.press('Enter');
      await dialogs[1].getByText(COMMENT_MESSAGES.replying).waitFor({ state: 'detached' });

      for (const dialog of dialogs) await dialog.getByRole('list', { name: 'Replies' }).getByText('Agreed', { exact: true }).waitFor();
      await auditScreen(first.page);
      for (const { page } of [first, second]) await poll(() => count(card(page, videoId), 'comment-count')).toBe('2');
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });

  it('share copies the link and counts the share', async () => {
    const [videoId] = creators.share.videos;
    const { page, context } = await openViewer([creators.share], { permissions: ['clipboard-read', 'clipboard-write'] });
    try {
      await page.addInitScript(() => {
        // No native share sheet: the sheet offers no "Share via…", whatever the browser has.
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      });
      await page.reload();
      const target = card(page, videoId);
      await button(target, 'Share').click();
      // Signed in, Share opens Popreel's own sheet (issue 55 item 3): Repost, then Copy link.
      const sheet = page.getByRole('dialog', { name: 'Share' });
      await sheet.waitFor();
      expect(await button(sheet, 'Repost').count()).toBe(1);
      expect(await button(sheet, 'Share via…').count()).toBe(0);
      await button(sheet, 'Copy link').click();
      await sheet.waitFor({ state: 'detached' });
      await page.getByText(SHARE_MESSAGES.copied).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${feed.popreel.baseUrl}/v/${videoId}`);
      await poll(() => count(target, 'share-count')).toBe('1');
    } finally {
      await context.close();
    }
  });

  it('reports a video', async () => {
    const [videoId] = creators.report.videos;
    const { page, context } = await openViewer([creators.report]);
    try {
      const target = card(page, videoId);
      await button(target, 'More options').click();
      expect(await page.getByRole('menuitem', { name: 'Delete' }).count()).toBe(0);
      await auditScreen(page);
      await page.getByRole('menuitem', { name: 'Report', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: REPORT_MESSAGES.title });
      await dialog.waitFor();

      await button(dialog, 'Submit').click();
      // The inline message under the reasons (the toast saying the same is inside the dialog too: decision 028).
      await dialog.getByRole('alert').getByText(REPORT_MESSAGES.selectReason).waitFor();
      await auditScreen(page);
      await dialog.getByLabel(REPORT_REASON_LABELS.violence, { exact: true }).check();
      await dialog.getByLabel('Additional details (optional)').fill('Scary stunt');
      await dialog.getByText('11/500 characters').waitFor();
      await button(dialog, 'Submit').click();
      await page.getByText(REPORT_MESSAGES.success).waitFor();
      expect(REPORT_MESSAGES.success).toBe('Report submitted successfully. Thank you for keeping Popreel safe!');
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('blocking a creator removes all their videos', async () => {
    const { page, context } = await openViewer([creators.blocked, creators.neighbour]);
    try {
      const blockedCards = page.locator(creators.blocked.videos.map((id) => `article[data-video-id="${id}"]`).join(', '));
      await blockedCards.nth(1).waitFor({ state: 'attached' });
      await card(page, creators.neighbour.videos[0]).waitFor({ state: 'attached' });

      const confirm = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog.accept();
        }),
      );
      await blockedCards.first().scrollIntoViewIfNeeded();
      await button(blockedCards.first(), 'More options').click();
      await page.getByRole('menuitem', { name: 'Block User' }).click();
      expect(await confirm).toBe(BLOCK_UI_MESSAGES.confirm);
      await page.getByText(BLOCK_UI_MESSAGES.success).waitFor();
      await poll(() => blockedCards.count()).toBe(0);
      expect(await card(page, creators.neighbour.videos[0]).count()).toBe(1);

      await page.reload();
      await card(page, creators.neighbour.videos[0]).waitFor({ state: 'attached' });
      expect(await blockedCards.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('deletes your own video', async () => {
    const context = await feed.browser.newContext({ baseURL: feed.popreel.baseUrl });
    try {
      const account = await signUpViaApi(feed.popreel.baseUrl, context);
      const owner = await contextUser(feed.popreel.baseUrl, context, account);
      const videoId = await uploadReadyVideo(feed.popreel.baseUrl, owner, feed.clip, 'mine, soon gone');
      const page = await context.newPage();
      await page.goto('/');
      const target = card(page, videoId);
      await button(target, 'More options').click();
      expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['Edit', 'Edit video', 'Captions', 'Analytics', 'Pin to profile', 'Add to collection', 'Delete']);

      const confirm = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog.accept();
        }),
      );
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      expect(await confirm).toBe(DELETE_MESSAGES.confirm);
      await page.getByText(DELETE_MESSAGES.success).waitFor();
      await poll(() => target.count()).toBe(0);
      await expect(getVideo(feed.popreel.baseUrl, owner, videoId)).rejects.toThrow(/404/);
    } finally {
      await context.close();
    }
  });

  it('shows a prompt overlay about 3 s after the card mounts, for about 3 s, and a click acts on it', async () => {
    const [videoId] = creators.neighbour.videos;
    const { page, context } = await openViewer([creators.neighbour], { permissions: ['clipboard-read', 'clipboard-write'], path: null });
    try {
      // The page notes when the card mounts and when the overlay comes and goes, so a loaded machine's
      // polling delay is not mistaken for the overlay's timing.
      await page.addInitScript((id) => {
        const seen: Record<string, number> = {};
        Object.assign(window, { promptTimes: seen });
        new MutationObserver(() => {
          const now = performance.now();
          const mounted = document.querySelector(`article[data-video-id="${id}"]`);
          const shown = mounted?.querySelector('[data-testid="prompt-overlay"]');
          if (mounted && seen.mounted === undefined) seen.mounted = now;
          if (shown && seen.shown === undefined) seen.shown = now;
          if (!shown && seen.shown !== undefined && seen.hidden === undefined) seen.hidden = now;
        }).observe(document, { childList: true, subtree: true });
      }, videoId);
      await page.goto('/');
      const target = card(page, videoId);
      const overlay = target.getByTestId('prompt-overlay');
      await target.waitFor({ state: 'attached' });
      const times = () => page.evaluate(() => (window as unknown as { promptTimes: Record<string, number> }).promptTimes);
      await overlay.waitFor({ timeout: 8_000 });
      expect(PROMPT_VARIANTS.map((variant) => variant.text)).toContain(await overlay.innerText());
      await overlay.waitFor({ state: 'detached', timeout: 8_000 });
      const { mounted, shown, hidden } = await times();
      expect(shown - mounted).toBeGreaterThan(2_500);
      expect(shown - mounted).toBeLessThan(4_000);
      expect(hidden - shown).toBeGreaterThan(2_500);
      expect(hidden - shown).toBeLessThan(4_000);

      // Reload for a new prompt, then click it: it hides and does what it says.
      await page.reload();
      await overlay.waitFor({ timeout: 8_000 });
      const kind = await overlay.getAttribute('data-variant');
      await overlay.click();
      await overlay.waitFor({ state: 'detached' });
      if (kind === 'pop') await poll(() => count(target, 'pop-count')).toBe('1');
      else if (kind === 'share') await page.getByText(SHARE_MESSAGES.title).first().waitFor();
      else await page.getByRole('dialog', { name: COMMENT_MESSAGES.title }).waitFor();
    } finally {
      await context.close();
    }
  });
});
