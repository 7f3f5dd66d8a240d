import { describe, expect, it } from 'vitest';
import { commentRecipients } from './notification-events.ts';

describe('commentRecipients', () => {
  it('tells each person once, preferring reply > mention > comment, and never the actor', () => {
    expect(commentRecipients('me', { videoOwnerId: 'owner', parentAuthorId: 'parent', mentionedIds: ['parent', 'owner', 'friend', 'me'] })).toEqual([
      { userId: 'parent', type: 'reply' },
      { userId: 'owner', type: 'mention' },
      { userId: 'friend', type: 'mention' },
    ]);
    expect(commentRecipients('me', { videoOwnerId: 'owner', parentAuthorId: 'owner', mentionedIds: [] })).toEqual([{ userId: 'owner', type: 'reply' }]);
    expect(commentRecipients('owner', { videoOwnerId: 'owner', parentAuthorId: null, mentionedIds: [] })).toEqual([]);
  });
});
