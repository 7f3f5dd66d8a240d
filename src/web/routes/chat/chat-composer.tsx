import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { toast } from '../../components/ui/toast.ts';
import { trackEvent } from '../../api/analytics.ts';
import { chatApi, type ChatMessage } from '../../api/chat-api.ts';
import { ApiError } from '../../api/client.ts';
import { MentionSuggestions } from '../../components/mentions/mention-suggestions.tsx';
import { useMentionSuggestions } from '../../components/mentions/use-mention-suggestions.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { i18n } from '../../i18n/i18n.ts';

/** The textarea grows with Shift+Enter lines up to this many, then scrolls. */
const MAX_ROWS = 5;
/** The message rules (zod, about 22 KB) load once someone types, not with the room (issue 53). */
const loadContentRules = () => import('../../../shared/content.schema.ts');

/** Spec §8: the server's own words for a refused message (schema, rate limit), else the generic failure. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return i18n.t('You must be logged in to send messages', { ns: 'chat' });
  if (error instanceof ApiError && error.fromServer && (error.status === 400 || error.status === 429)) return error.message;
  return i18n.t('Failed to send message', { ns: 'chat' });
}

/**
 * Spec §2, §4, §5 "Chat message": Enter sends and Shift+Enter adds a line; the text is trimmed and blank
 * text is never sent; one send at a time; a failed send puts the text back so nothing typed is lost.
 */
export function ChatComposer({ roomId, onSent }: { roomId: string; onSent: (message: ChatMessage) => void }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  // State lands on the next render; two quick Enters in one frame must still send once.
  const inFlight = useRef(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const empty = text.trim().length === 0;

  const send = async () => {
    if (inFlight.current || empty) return;
    inFlight.current = true;
    const { chatMessageBodySchema, firstIssueMessage } = await loadContentRules();
    const parsed = chatMessageBodySchema.safeParse({ content: text });
    if (!parsed.success) {
      inFlight.current = false;
      toast.error(t(firstIssueMessage(parsed.error)));
      return;
    }
    const typed = text;
    setSending(true);
    // Cleared at once so the next message can be typed while this one is on its way.
    setText('');
    try {
      const message = await chatApi.send(roomId, parsed.data.content);
      onSent(message);
      trackEvent('chat_message_sent', { roomId: roomId, messageLength: parsed.data.content.length });
    } catch (error) {
      console.error('Failed to send message', error);
      // Whatever was typed meanwhile is kept after the restored text, not overwritten.
      setText((current) => (current.trim() ? `${typed}\n${current}` : typed));
      toast.error(failureMessage(error));
    } finally {
      inFlight.current = false;
      setSending(false);
      inputRef.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME's Enter confirms a composition (Japanese, Chinese input); it must not send half a word.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  // Typing '@' suggests people to mention (issue 37); Enter picks one while the list has a choice, else sends.
  const mentions = useMentionSuggestions({ value: text, onValueChange: setText, inputRef, onKeyDown });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={onSubmit} aria-label={t('Send a message')} className="border-t border-white/5 bg-black px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]">
      <div className="mx-auto flex max-w-2xl items-end gap-2">
        <div className="min-w-0 flex-1">
          <textarea
            ref={inputRef}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              void loadContentRules();
            }}
            {...mentions.fieldProps}
            placeholder={t('Type a message...')}
            aria-label={t('Message')}
            rows={Math.min(MAX_ROWS, text.split('\n').length)}
            enterKeyHint="send"
            className="block min-h-11 w-full resize-none rounded-2xl border border-zinc-700 bg-zinc-950 px-4 py-2.5 text-base text-zinc-50 placeholder:text-zinc-500 focus-visible:border-pink-500 focus-visible:outline-2 focus-visible:outline-pink-500/60"
        />
          <MentionSuggestions list={mentions.list} placement="above" />
        </div>
        <button
          type="submit"
          disabled={sending || empty}
          aria-label={t('Send message')}
          title={t('Send message')}
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-pink-600 text-white hover:bg-pink-700 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <SendHorizontal aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </button>
      </div>
    </form>
  );
}
