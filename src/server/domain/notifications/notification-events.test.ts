import { describe, expect, it } from 'vitest';
import { commentRecipients } from './notification-events.ts';
import { mentionedUsernames, MENTIONS_PER_TEXT } from './mentioned-usernames.ts';

describe('mentionedUsernames', () => {
  it('finds @names by the username rules, once each, lower-cased, not inside words or e-mail addresses', () => {
    expect(mentionedUsernames('hi @Sofia_Travels and @sofia_travels, @ab @bob! mail me@example.com @x_y_z.')).toEqual(['sofia_travels', 'bob', 'x_y_z']);
    expect(mentionedUsernames(`@${'a'.repeat(31)} @${'b'.repeat(30)}`)).toEqual(['b'.repeat(30)]);
  });

  it(`stops at ${MENTIONS_PER_TEXT} names`, () => {
    const text = Array.from({ length: 15 }, (_, i) => `@user_${i}`).join(' ');
    expect(mentionedUsernames(text)).toHaveLength(MENTIONS_PER_TEXT);
  });
});

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
