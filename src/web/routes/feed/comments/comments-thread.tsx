import { useState } from 'react';
import { mapErrorMessage, type MappableError } from '../../../../shared/error-mapper.ts';
import type { Comment } from '../../../api/videos-api.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { CommentComposer } from './comment-composer.tsx';
import { CommentList } from './comment-list.tsx';
import { useComments } from './use-comments.ts';

/**
 * What the phone's Comments dialog and the desktop's side panel both hold (spec §2 "Comments dialog"): the
 * live list, the reply target and the composer. The list scrolls; the composer stays at the bottom.
 */
export function CommentsThread({ videoId }: { videoId: string }) {
  const comments = useComments(videoId);
  const [target, setTarget] = useState<Comment | null>(null);

  return (
    <>
      <div className="min-h-24 flex-1 overflow-y-auto overscroll-contain pr-1">
        {comments.isPending ? (
          <Spinner label="Loading comments" className="py-8" />
        ) : comments.isError ? (
          <p role="alert" className="py-8 text-center text-sm text-zinc-400">
            {mapErrorMessage(comments.error as MappableError)}
          </p>
        ) : (
          <CommentList comments={comments.data} targetId={target?.id ?? null} onReply={setTarget} />
        )}
      </div>
      <CommentComposer videoId={videoId} target={target} onCancelTarget={() => setTarget(null)} onPosted={comments.addComment} />
    </>
  );
}
