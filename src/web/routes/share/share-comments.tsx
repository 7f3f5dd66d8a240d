import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';

// The dialog and its thread load only when a link asks for them: the share page stays light for visitors.
const CommentsDialog = lazy(() => import('../../components/player/comments/comments-dialog.tsx').then((m) => ({ default: m.CommentsDialog })));

/**
 * `/v/{id}?comments=open` opens the video's comments over it: where a comment, reply or mention notification
 * leads (issue 37). Closing drops the parameter, so Back does not reopen it.
 */
export function ShareComments({ videoId }: { videoId: string }) {
  const [params, setParams] = useSearchParams();
  if (params.get('comments') !== 'open') return null;
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete('comments');
    setParams(next, { replace: true });
  };
  return (
    <Suspense fallback={null}>
      <CommentsDialog videoId={videoId} onClose={close} />
    </Suspense>
  );
}
