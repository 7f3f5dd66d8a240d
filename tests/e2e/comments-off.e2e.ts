import { describe, expect, it } from 'vitest';
import { AUDIENCE_MESSAGES } from '../../src/shared/audience.ts';
import { COMMENT_MESSAGES } from '../../src/shared/feed-messages.ts';
import { call } from './api-helpers.ts';
import { button, card, feedFixture } from './feed-fixture.ts';

/**
 * Issue 38 part C: with "Who can comment" set to Off, the comments panel says comments are turned off in
 * place of the composer, and the server refuses a comment sent anyway.
 */
const feed = feedFixture({ quiet: 1 });

describe('comments off', () => {
  it('shows that comments are turned off, and the server refuses a comment', async () => {
    const [videoId] = feed.creators.quiet.videos;
    const { baseUrl } = feed.popreel;
    await call(baseUrl, feed.creators.quiet.user, 'PATCH', `/api/videos/${videoId}`, { commentPolicy: 'off' });
    const { page, context, api } = await feed.openViewer([feed.creators.quiet]);
    try {
      await button(card(page, videoId), 'Comments').click();
      const dialog = page.getByRole('dialog', { name: COMMENT_MESSAGES.title });
      await dialog.getByRole('status').filter({ hasText: AUDIENCE_MESSAGES.commentsOff }).waitFor();
      expect(await dialog.getByPlaceholder(COMMENT_MESSAGES.placeholder).count()).toBe(0);

      const refused = await fetch(`${baseUrl}/api/comments`, {
        method: 'POST',
        headers: { ...api.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ videoId, content: 'let me in anyway' }),
      });
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.message).toBe(AUDIENCE_MESSAGES.commentsOff);
      const comments = (await call<{ items: unknown[] }>(baseUrl, api, 'GET', `/api/videos/${videoId}/comments`)).items;
      expect(comments).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
