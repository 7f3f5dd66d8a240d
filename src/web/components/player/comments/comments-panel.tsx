import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { PanelTitleBar } from '../../ui/dialog.tsx';
import { COMMENT_MESSAGES } from '../../../../shared/feed-messages.ts';
import { isTyping } from '../../../lib/typing-target.ts';
import { OWN_KEYS } from '../pager/use-pager-keys.ts';
import { CommentsThread } from './comments-thread.tsx';

interface CommentsPanelProps {
  videoId: string;
  /** Changes on each open: focus moves into the panel then, not when it follows the viewer to the next video. */
  focusRequest: number;
  onClose: () => void;
}

/**
 * Desktop comments (issue 25): the dialog's content in a column beside the video rather than over it. Not
 * modal: the video keeps playing and ↓/↑ (with focus outside the panel) move on, the panel following to the
 * next video's comments. Escape or Close shut it.
 */
export function CommentsPanel({ videoId, focusRequest, onClose }: CommentsPanelProps) {
  const { t } = useTranslation('feed');
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, [focusRequest]);

  // Escape from inside the panel, or from the page behind it unless someone types there or a dialog is up.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const inside = panelRef.current?.contains(event.target as Node) ?? false;
      if (!inside && (isTyping(event.target) || document.querySelector('dialog[open]'))) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-labelledby={titleId}
      data-comments-panel=""
      {...OWN_KEYS}
      className="flex h-full w-88 shrink-0 flex-col border-s border-white/10 bg-zinc-900 text-zinc-100 xl:w-96"
    >
      <PanelTitleBar titleId={titleId} title={t(COMMENT_MESSAGES.title)} onClose={onClose} />
      <div className="flex min-h-0 flex-1 flex-col gap-3 px-5 py-4">
        <CommentsThread key={videoId} videoId={videoId} />
      </div>
    </div>
  );
}
