import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MessageCircleOff } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AUDIENCE_MESSAGES } from '../../../../shared/audience.ts';
import { mapErrorMessage, type MappableError } from '../../../../shared/error-mapper.ts';
import { findCachedVideo } from '../../../api/feed-cache.ts';
import type { Comment, CommentList as CommentPage } from '../../../api/videos-api.ts';
import { useAuth } from '../../../auth/auth-provider.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { CommentComposer } from './comment-composer.tsx';
import { CommentList } from './comment-list.tsx';
import { useComments } from './use-comments.ts';

/** Why the viewer cannot comment, in place of the composer (issue 38); null when the composer shows. */
function closedNotice(page: CommentPage | undefined, signedIn: boolean): string | null {
  if (!page || page.canComment) return null;
  if (page.commentPolicy === 'off') return AUDIENCE_MESSAGES.commentsOff;
  // A visitor's composer asks them to sign in first; a signed-in non-follower is told who may comment.
  if (page.commentPolicy === 'followers' && signedIn) return AUDIENCE_MESSAGES.commentsFollowersOnly;
  return null;
}

/**
 * What the phone's Comments dialog and the desktop's side panel both hold (spec §2 "Comments dialog"): the
 * live list, the reply target and the composer, or why the viewer cannot comment. The video's creator also
 * gets Hide and Pin on each comment. The list scrolls; the composer stays at the bottom.
 */
export function CommentsThread({ videoId }: { videoId: string }) {
  const { t } = useTranslation('feed');
  const comments = useComments(videoId);
  const [target, setTarget] = useState<Comment | null>(null);
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const isCreator = user !== null && findCachedVideo(queryClient, videoId)?.userId === user.id;
  const notice = closedNotice(comments.data, user !== null);

  return (
    <>
      <div className="min-h-24 flex-1 overflow-y-auto overscroll-contain pe-1">
        <QueryState
          query={comments}
          loadingClassName="py-8"
          className="text-sm"
          alert="message"
          text={{ loading: t('Loading comments'), failed: comments.isError ? t(mapErrorMessage(comments.error as MappableError)) : '', retry: t('Try again') }}
        >
          {(data) => (
            <CommentList
              comments={data.items}
              targetId={target?.id ?? null}
              onReply={setTarget}
              creatorControls={isCreator ? { onChanged: () => void comments.reload() } : null}
            />
          )}
        </QueryState>
      </div>
      {notice ? (
        <p role="status" className="flex items-center justify-center gap-2 rounded-lg bg-zinc-800 px-3 py-3 text-sm text-zinc-200">
          <MessageCircleOff aria-hidden="true" className="size-4" />
          {t(notice)}
        </p>
      ) : (
        <CommentComposer videoId={videoId} target={target} onCancelTarget={() => setTarget(null)} onPosted={comments.addComment} />
      )}
    </>
  );
}
