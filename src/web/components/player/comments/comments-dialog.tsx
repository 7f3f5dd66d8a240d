import { useTranslation } from '../../../i18n/use-translation.ts';
import { COMMENT_MESSAGES } from '../../../../shared/feed-messages.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { CommentsThread } from './comments-thread.tsx';

/** Spec §2 "Comments dialog", as phones show it: a modal over the video. Mounted only while open. */
export function CommentsDialog({ videoId, onClose }: { videoId: string; onClose: () => void }) {
  const { t } = useTranslation('feed');
  return (
    <Dialog open onClose={onClose} title={t(COMMENT_MESSAGES.title)}>
      <div className="flex max-h-[70dvh] flex-col gap-3">
        <CommentsThread videoId={videoId} />
      </div>
    </Dialog>
  );
}
