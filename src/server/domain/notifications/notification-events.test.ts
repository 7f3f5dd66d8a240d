import { describe, expect, it } from 'vitest';
import { commentRecipients } from './notification-events.ts';

describe('commentRecipients', () => {
  it('tells each person once, preferring reply > mention > comment, and never the actor', () => {
    expect(commentRecipients('me', { videoOwnerId: 'owner', parentAuthorId: 'parent', mentionedIds: ['parent', 'owner', 'friend', 'me'] })).toEqual([
      { user_id: 'parent', type: 'reply' },
      { user_id: 'owner', type: 'mention' },
      { user_id: 'friend', type: 'mention' },
    ]);
    expect(commentRecipients('me', { videoOwnerId: 'owner', parentAuthorId: 'owner', mentionedIds: [] })).toEqual([{ user_id: 'owner', type: 'reply' }]);
    expect(commentRecipients('owner', { videoOwnerId: 'owner', parentAuthorId: null, mentionedIds: [] })).toEqual([]);
  });
});
