import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SendHorizontal, X } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { toast } from '../../ui/toast.ts';
import { commentSchema, firstIssueMessage } from '../../../../shared/content.schema.ts';
import { COMMENT_MESSAGES } from '../../../../shared/feed-messages.ts';
import { ApiError } from '../../../api/client.ts';
import { videosApi, type Comment } from '../../../api/videos-api.ts';
import { MentionSuggestions } from '../../mentions/mention-suggestions.tsx';
import { useMentionSuggestions } from '../../mentions/use-mention-suggestions.ts';
import { isDeletedUser } from '../../../lib/deleted-user.ts';
import { offerPushPrompt } from '../../../pwa/push-prompt-offer.ts';
import { i18n } from '../../../i18n/i18n.ts';

interface ComposerProps {
  videoId: string;
  target: Comment | null;
  onCancelTarget: () => void;
  onPosted: (comment: Comment) => void;
}

/** The server's own words for a rejected comment (schema message, rate limit), else the generic failure. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.fromServer && (error.status === 400 || error.status === 403 || error.status === 429)) return error.message;
  return i18n.t(COMMENT_MESSAGES.failed);
}

/**
 * Spec §2 and §5 "Comment": Enter sends, Shift+Enter adds a line; blank text is never sent; the send
 * button is disabled while sending or empty; the shared schema's first message is shown on a bad input.
 */
export function CommentComposer({ videoId, target, onCancelTarget, onPosted }: ComposerProps) {
  const { t } = useTranslation('feed');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const empty = text.trim().length === 0;

  useEffect(() => {
    if (target) inputRef.current?.focus();
  }, [target]);

  const send = async () => {
    if (sending || empty) return;
    const parsed = commentSchema.safeParse({ videoId: videoId, content: text, parentId: target?.id ?? null });
    if (!parsed.success) {
      toast.error(t(firstIssueMessage(parsed.error)));
      return;
    }
    setSending(true);
    try {
      const comment = await videosApi.postComment(parsed.data);
      onPosted(comment);
      setText('');
      onCancelTarget();
      toast.success(i18n.t(COMMENT_MESSAGES.postedTitle), { description: i18n.t(COMMENT_MESSAGES.postedBody) });
      // Replies to it are worth hearing about: the one push prompt may show (once).
      offerPushPrompt();
    } catch (error) {
      console.error('Failed to post comment', error);
      toast.error(failureMessage(error));
    } finally {
      setSending(false);
      inputRef.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };
  // Typing '@' suggests people to mention (issue 37); Enter picks one while the list has a choice, else sends.
  const mentions = useMentionSuggestions({ value: text, onValueChange: setText, inputRef, onKeyDown });

  return (
    <div className="flex flex-col gap-2 border-t border-zinc-800 pt-3">
      {target ? (
        <div className="flex items-center justify-between gap-2 rounded-lg bg-zinc-800/70 px-3 py-1.5 text-xs text-zinc-300">
          <span>
            {t(COMMENT_MESSAGES.replying)} <span dir="auto" className="text-muted">{isDeletedUser(target.username) ? target.username : `@${target.username}`}</span>
          </span>
          <button type="button" onClick={onCancelTarget} className="flex items-center gap-1 rounded font-semibold text-zinc-200 hover:text-white">
            <X aria-hidden="true" className="size-3.5" />
            {t('Cancel')}
          </button>
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <textarea
            ref={inputRef}
            value={text}
            onChange={(event) => setText(event.target.value)}
            {...mentions.fieldProps}
            placeholder={t(COMMENT_MESSAGES.placeholder)}
            aria-label={t('Add a comment')}
            rows={2}
            className="block min-h-11 w-full resize-none rounded-xl border border-zinc-700 bg-zinc-950 px-3 py-2 text-base text-zinc-50 placeholder:text-zinc-500 focus-visible:border-pink-500 focus-visible:outline-2 focus-visible:outline-pink-500/60"
        />
          <MentionSuggestions list={mentions.list} placement="above" />
        </div>
        <button
          type="button"
          onClick={() => void send()}
          disabled={sending || empty}
          aria-label={t('Send comment')}
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-pink-600 text-white hover:bg-pink-700 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <SendHorizontal aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </button>
      </div>
    </div>
  );
}
