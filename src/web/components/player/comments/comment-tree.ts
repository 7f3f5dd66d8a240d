import type { Comment } from '../../../api/videos-api.ts';

export interface CommentThread {
  comment: Comment;
  replies: Comment[];
}

/**
 * One level of replies (spec §2): every comment sits under its top-level ancestor, in time order. A reply
 * whose parent is missing (deleted, or not loaded yet) is shown as a top-level comment rather than lost.
 */
export function threadComments(comments: Comment[]): CommentThread[] {
  const byId = new Map(comments.map((comment) => [comment.id, comment]));
  const rootOf = (comment: Comment): Comment => {
    let current = comment;
    const seen = new Set<string>();
    while (current.parentId && byId.has(current.parentId) && !seen.has(current.id)) {
      seen.add(current.id);
      current = byId.get(current.parentId)!;
    }
    return current;
  };
  const threads = new Map<string, CommentThread>();
  for (const comment of comments) {
    const root = rootOf(comment);
    if (root.id === comment.id) threads.set(comment.id, { comment, replies: threads.get(comment.id)?.replies ?? [] });
    else {
      const thread = threads.get(root.id) ?? { comment: root, replies: [] };
      thread.replies.push(comment);
      threads.set(root.id, thread);
    }
  }
  return [...threads.values()];
}
