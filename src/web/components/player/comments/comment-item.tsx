import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { EyeOff, Pin } from 'lucide-react';
import { COMMENT_CONTROL_MESSAGES } from '../../../../shared/audience.ts';
import { CommentCreatorActions } from './comment-creator-actions.tsx';
import type { Comment } from '../../../api/videos-api.ts';
import { MentionText } from '../../tags/hashtag-links.tsx';
import { ReportButton } from '../../report/report-button.tsx';
import { Avatar, NeutralAvatar, VerifiedMark } from '../../ui/avatar.tsx';
import { isDeletedUser } from '../../../lib/deleted-user.ts';
import { relativeTime } from '../../../lib/format.ts';

/**
 * One comment (spec §2): avatar, username and verified mark linking to the profile, time, text, Reply and
 * Report (not on one's own, issue 38). A
 * deleted author's comment stays, as plain 'deleted user' with a neutral avatar and no link (issue 24).
 */
interface CommentItemProps {
  comment: Comment;
  onReply: (comment: Comment) => void;
  isTarget: boolean;
  /** The video's creator is looking: Hide and Pin show (issue 38); `onChanged` reads the list again after one. */
  creatorControls?: { onChanged: () => void } | null;
}

export function CommentItem({ comment, onReply, isTarget, creatorControls }: CommentItemProps) {
  const { t } = useTranslation('feed');
  const deleted = isDeletedUser(comment.username);
  return (
    <article
      data-comment-id={comment.id}
      aria-label={deleted ? t('Comment by {{username}}', { username: comment.username }) : t('Comment by @{{username}}', { username: comment.username })}
      className={`flex gap-3 rounded-lg p-1 ${isTarget ? 'bg-pink-500/10' : ''} ${comment.hidden ? 'opacity-70' : ''}`}
    >
      {deleted ? (
        <NeutralAvatar size="sm" />
      ) : (
        <Link to={`/profile/${comment.userId}`} tabIndex={-1} aria-hidden="true">
          <Avatar url={comment.avatarUrl} username={comment.username} size="sm" />
        </Link>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 text-sm">
          {deleted ? (
            <span className="font-semibold text-zinc-400">{comment.username}</span>
          ) : (
            <Link to={`/profile/${comment.userId}`} className="flex items-center gap-1 font-semibold text-zinc-100 hover:underline">
              @{comment.username}
              {comment.verified ? <VerifiedMark /> : null}
            </Link>
          )}
          <time dateTime={comment.createdAt} className="text-xs text-muted">
            {relativeTime(comment.createdAt)}
          </time>
          {comment.pinned ? <span className="inline-flex items-center gap-1 text-xs font-semibold text-pink-400"><Pin aria-hidden="true" className="size-3" />{t(COMMENT_CONTROL_MESSAGES.pinnedLabel)}</span> : null}
          {comment.hidden ? <span className="inline-flex items-center gap-1 text-xs font-semibold text-amber-300"><EyeOff aria-hidden="true" className="size-3" />{t(COMMENT_CONTROL_MESSAGES.hiddenLabel)}</span> : null}
        </div>
        <MentionText text={comment.content} className="text-sm break-words whitespace-pre-wrap text-zinc-200" />
        <div className="mt-0.5 flex items-center gap-3">
          <button type="button" onClick={() => onReply(comment)} className="rounded text-xs font-semibold text-zinc-400 hover:text-zinc-100">
            {t('Reply')}
          </button>
          <ReportButton target={{ kind: 'comment', id: comment.id }} ownerId={comment.userId} className="text-xs font-semibold text-zinc-400 hover:text-zinc-100" />
          {creatorControls ? <CommentCreatorActions comment={comment} onChanged={creatorControls.onChanged} /> : null}
        </div>
      </div>
    </article>
  );
}
