import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Comment } from '../../../api/videos-api.ts';
import { COMMENT_MESSAGES } from '../../../../shared/feed-messages.ts';
import { threadComments } from './comment-tree.ts';
import { CommentItem } from './comment-item.tsx';

interface CommentListProps {
  comments: Comment[];
  targetId: string | null;
  onReply: (comment: Comment) => void;
  /** The video's creator is looking (issue 38): each comment gets Hide and Pin. */
  creatorControls?: { onChanged: () => void } | null;
}

/** Top-level comments in the server's order (the pinned one first, then by time), each followed by its replies indented one level. */
export function CommentList({ comments, targetId, onReply, creatorControls }: CommentListProps) {
  const { t } = useTranslation('feed');
  if (comments.length === 0) return <p className="py-8 text-center text-sm text-zinc-400">{t(COMMENT_MESSAGES.empty)}</p>;
  return (
    <ul aria-label={t('Comment list')} className="flex flex-col gap-3">
      {threadComments(comments).map(({ comment, replies }) => (
        <li key={comment.id}>
          <CommentItem comment={comment} onReply={onReply} isTarget={targetId === comment.id} creatorControls={creatorControls} />
          {replies.length > 0 ? (
            <ul aria-label={t('Replies')} className="mt-2 ms-11 flex flex-col gap-2 border-s border-zinc-800 ps-3">
              {replies.map((reply) => (
                <li key={reply.id}>
                  <CommentItem comment={reply} onReply={onReply} isTarget={targetId === reply.id} creatorControls={creatorControls} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
