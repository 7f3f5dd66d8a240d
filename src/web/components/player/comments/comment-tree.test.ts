import { describe, expect, it } from 'vitest';
import type { Comment } from '../../../api/videos-api.ts';
import { threadComments } from './comment-tree.ts';

const comment = (id: string, parentId: string | null = null): Comment => ({
  id,
  parentId,
  videoId: 'v',
  userId: 'u',
  content: id,
  createdAt: '2026-01-01T00:00:00Z',
  username: 'someone',
  hidden: false,
  pinned: false,
  avatarUrl: null,
  verified: false,
});

describe('threadComments', () => {
  it('puts replies (and replies to replies) one level under their top-level comment', () => {
    const threads = threadComments([comment('a'), comment('b'), comment('a1', 'a'), comment('a1x', 'a1'), comment('b1', 'b')]);
    expect(threads.map((t) => [t.comment.id, t.replies.map((r) => r.id)])).toEqual([
      ['a', ['a1', 'a1x']],
      ['b', ['b1']],
    ]);
  });

  it('shows a reply whose parent is missing as top-level', () => {
    expect(threadComments([comment('r', 'gone')]).map((t) => t.comment.id)).toEqual(['r']);
  });
});
