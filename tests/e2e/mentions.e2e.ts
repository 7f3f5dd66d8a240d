import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { COMMENT_MESSAGES } from '../../src/shared/feed-messages.ts';
import { NOT_FOUND_TEXT } from '../../src/shared/messages.ts';
import { MENTION_TEXT, MISSING_TEXT } from '../../src/web/web-messages.ts';
import { auditScreen } from './harness.ts';
import { apiSignUp, type ApiUser } from './api-helpers.ts';
import { button, card, feedFixture, poll } from './feed-fixture.ts';

/**
 * @mentions (issue 37) in Chromium: typing '@' and the start of a name in a composer suggests that person,
 * the keyboard (or a tap) puts the name in, and the posted text links it to the profile.
 */
const feed = feedFixture({ creator: 1 });
const { creators, openViewer } = feed;
let mentioned: ApiUser;

beforeAll(async () => {
  mentioned = await apiSignUp(feed.popreel.baseUrl, 'mentioned');
});

const suggestions = (page: Page) => page.getByRole('listbox', { name: MENTION_TEXT.listLabel });
const suggestion = (page: Page) => suggestions(page).getByRole('option', { name: new RegExp(`@${mentioned.username}`) });
/** '@mentioned_' and the first two letters of its random part: a start no one else's name has. */
const start = () => mentioned.username.slice(0, 'mentioned_'.length + 2);
const expanded = (field: Locator) => field.getAttribute('aria-expanded');

describe('mentions', () => {
  it('suggests a person in the comment composer, inserts them with ↓ and Enter, and links the posted mention to their profile', async () => {
    const [videoId] = creators.creator.videos;
    const { page, context } = await openViewer([creators.creator]);
    try {
      await button(card(page, videoId), 'Comments').click();
      const dialog = page.getByRole('dialog', { name: COMMENT_MESSAGES.title });
      await dialog.getByText(COMMENT_MESSAGES.empty).waitFor();
      const input = dialog.getByRole('combobox', { name: 'Add a comment' });
      expect(await expanded(input)).toBe('false');

      // Escape closes the list and nothing else: the dialog stays open.
      await input.pressSequentially(`@${start()}`);
      await suggestion(page).waitFor();
      await input.press('Escape');
      await suggestions(page).waitFor({ state: 'hidden' });
      expect(await dialog.isVisible()).toBe(true);
      await input.fill('');

      await input.pressSequentially(`Great one @${start()}`);
      await suggestion(page).waitFor();
      expect(await expanded(input)).toBe('true');
      await page.getByRole('status').filter({ hasText: MENTION_TEXT.found(1) }).waitFor({ state: 'attached' });
      // Nothing is chosen until ↓: Enter would still send.
      expect(await input.getAttribute('aria-activedescendant')).toBeNull();
      await auditScreen(page);

      await input.press('ArrowDown');
      expect(await suggestion(page).getAttribute('aria-selected')).toBe('true');
      expect(await input.getAttribute('aria-activedescendant')).toBe(await suggestion(page).getAttribute('id'));
      await input.press('Enter');
      expect(await input.inputValue()).toBe(`Great one @${mentioned.username} `);
      await suggestions(page).waitFor({ state: 'hidden' });
      expect(await expanded(input)).toBe('false');

      await input.pressSequentially('see you there');
      await input.press('Enter');
      await page.getByText(COMMENT_MESSAGES.postedTitle).waitFor();
      const posted = dialog.getByRole('article', { name: /^Comment by/ });
      const link = posted.getByRole('link', { name: `@${mentioned.username}`, exact: true });
      // The comment's own author link comes first; the mention is the link inside the text.
      await poll(() => posted.locator('p').getByRole('link').count()).toBe(1);
      expect(await link.getAttribute('href')).toBe(`/@${mentioned.username}`);
      await auditScreen(page);

      await link.click();
      await page.waitForURL(`**/profile/${mentioned.id}`);
      await page.getByRole('heading', { level: 1, name: new RegExp(mentioned.username) }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('suggests in the chat composer too: Tab inserts, and the sent message links the mention', async () => {
    const { page, context, api } = await openViewer([], { path: null });
    try {
      const room = await fetch(`${feed.popreel.baseUrl}/api/chat/rooms`, {
        method: 'POST',
        headers: { ...api.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Mentions room' }),
      });
      const { id: roomId } = (await room.json()) as { id: string };
      await page.goto(`/chat/${roomId}`);
      const input = page.getByRole('combobox', { name: 'Message' });
      await input.pressSequentially(`ask @${start()}`);
      await suggestion(page).waitFor();
      await input.press('ArrowDown');
      await input.press('Tab');
      expect(await input.inputValue()).toBe(`ask @${mentioned.username} `);
      await input.pressSequentially('about it');
      await input.press('Enter');
      const message = page.getByRole('list', { name: 'Chat messages' }).locator('p', { hasText: 'about it' });
      await message.getByRole('link', { name: `@${mentioned.username}`, exact: true }).waitFor();
      expect(await message.getByRole('link').getAttribute('href')).toBe(`/@${mentioned.username}`);
    } finally {
      await context.close();
    }
  });

  it('inserts a tapped suggestion in the upload caption, and a name nobody has is "User not found"', async () => {
    const { page, context } = await openViewer([], { path: '/upload' });
    try {
      const caption = page.getByRole('combobox', { name: 'Caption', exact: true });
      await caption.pressSequentially(`Filmed with @${start()}`);
      await suggestion(page).click();
      expect(await caption.inputValue()).toBe(`Filmed with @${mentioned.username} `);
      await suggestions(page).waitFor({ state: 'hidden' });
      await poll(() => caption.evaluate((field: HTMLTextAreaElement) => [field.selectionStart, document.activeElement === field])).toEqual([
        `Filmed with @${mentioned.username} `.length,
        true,
      ]);

      await page.goto('/@nobody_goes_by_this');
      await page.getByRole('heading', { name: MISSING_TEXT.user }).waitFor();
      await page.getByText(MISSING_TEXT.userWhy('nobody_goes_by_this')).waitFor();
      // A lone path that is no mention stays the 404 page.
      await page.goto('/not-a-screen');
      await page.getByRole('heading', { name: NOT_FOUND_TEXT.title }).waitFor();
    } finally {
      await context.close();
    }
  });
});
