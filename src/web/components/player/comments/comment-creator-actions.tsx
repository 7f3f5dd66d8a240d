import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { toast } from '../../ui/toast.ts';
import type { Comment } from '../../../api/videos-api.ts';
import { videosApi } from '../../../api/videos-api.ts';

const actionClasses = 'rounded text-xs font-semibold text-zinc-400 hover:text-zinc-100 disabled:opacity-50';

/**
 * The video creator's hand on one comment (issue 38): Hide or Unhide, and Pin or Unpin for a top-level one
 * (a hidden one is unhidden before it can be pinned). `onChanged` reads the list again.
 */
export function CommentCreatorActions({ comment, onChanged }: { comment: Comment; onChanged: () => void }) {
  const { t } = useTranslation('feed');
  const change = useMutation({
    mutationFn: (action: 'hide' | 'unhide' | 'pin' | 'unpin') =>
      action === 'hide' || action === 'unhide' ? videosApi.hideComment(comment.id, action === 'hide') : videosApi.pinComment(comment.id, action === 'pin'),
    onSuccess: onChanged,
    onError: (error) => toast.error(error.message || t('Failed to change the comment')),
  });
  const username = comment.username;
  return (
    <>
      <button type="button" disabled={change.isPending} onClick={() => change.mutate(comment.hidden ? 'unhide' : 'hide')} aria-label={comment.hidden ? t("Unhide @{{username}}'s comment", { username }) : t("Hide @{{username}}'s comment", { username })} className={actionClasses}>
        {comment.hidden ? t('Unhide') : t('Hide')}
      </button>
      {comment.parentId === null && !comment.hidden ? (
        <button type="button" disabled={change.isPending} onClick={() => change.mutate(comment.pinned ? 'unpin' : 'pin')} aria-label={comment.pinned ? t("Unpin @{{username}}'s comment", { username }) : t("Pin @{{username}}'s comment", { username })} className={actionClasses}>
          {comment.pinned ? t('Unpin') : t('Pin')}
        </button>
      ) : null}
    </>
  );
}
