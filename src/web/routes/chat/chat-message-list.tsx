import { useEffect } from 'react';
import { ArrowDown, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { ChatMessage } from '../../api/chat-api.ts';
import { MentionText } from '../../components/tags/hashtag-links.tsx';
import { ReportButton } from '../../components/report/report-button.tsx';
import { Avatar, NeutralAvatar } from '../../components/ui/avatar.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { isDeletedUser } from '../../lib/deleted-user.ts';
import { relativeTime } from '../../lib/format.ts';
import { useChatScroll } from './use-chat-scroll.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

/**
 * One chat message (spec §2 Chat room): the sender's avatar and username link to their profile; my own
 * messages sit on the right in the accent colour so a glance tells mine from theirs. A deleted sender's
 * messages stay, as plain 'deleted user' with a neutral avatar and no link (issue 24). Others' messages can
 * be reported (issue 38).
 */
function ChatMessageRow({ message, own }: { message: ChatMessage; own: boolean }) {
  const profile = `/profile/${message.senderId}`;
  const deleted = isDeletedUser(message.username);
  return (
    <li data-message-id={message.id} data-own={own} className={`flex items-end gap-2 ${own ? 'flex-row-reverse' : ''}`}>
      {deleted ? (
        <NeutralAvatar size="sm" />
      ) : (
        // The username link below names the same profile, so the avatar is one less stop for keyboards and readers.
        <Link to={profile} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <Avatar url={message.avatarUrl} username={message.username} size="sm" />
        </Link>
      )}
      <div className={`flex max-w-[80%] min-w-0 flex-col gap-0.5 ${own ? 'items-end' : 'items-start'}`}>
        <div className={`flex items-baseline gap-2 px-1 text-xs ${own ? 'flex-row-reverse' : ''}`}>
          {deleted ? (
            <span className="font-semibold text-zinc-400">{message.username}</span>
          ) : (
            <Link to={profile} className="rounded font-semibold text-zinc-200 hover:underline">
              {message.username}
            </Link>
          )}
          <time dateTime={message.createdAt} className="text-muted">
            {relativeTime(message.createdAt)}
          </time>
          {own ? null : <ReportButton target={{ kind: 'chat_message', id: message.id }} ownerId={message.senderId} className="text-zinc-400 hover:text-zinc-100" />}
        </div>
        <MentionText
          text={message.content}
          className={`rounded-2xl px-3 py-2 text-[15px] break-words whitespace-pre-wrap ${
            own ? 'rounded-ee-sm bg-pink-700 text-white' : 'rounded-es-sm bg-zinc-800 text-zinc-100'
          }`}
        />
      </div>
    </li>
  );
}

interface ChatMessageListProps {
  messages: ChatMessage[];
  viewerId: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => Promise<void>;
  /** Called with the newest seq whenever the reader is looking at the bottom of the list. */
  onNewestSeen: () => void;
}

/**
 * The scrolling message area of a room, oldest at the top. It is a `log` so screen readers announce new
 * messages as they arrive, and focusable so the keyboard can scroll it.
 */
export function ChatMessageList({ messages, viewerId, hasOlder, loadingOlder, loadOlder, onNewestSeen }: ChatMessageListProps) {
  const { t } = useTranslation('chat');
  const { containerRef, onScroll, atBottom, unseenBelow, scrollToNewest } = useChatScroll({ messages, viewerId, hasOlder, loadOlder });

  // "Read" means seen: only while the newest message is on screen and the tab is in front.
  useEffect(() => {
    if (!atBottom) return;
    const markIfVisible = () => document.visibilityState === 'visible' && onNewestSeen();
    markIfVisible();
    document.addEventListener('visibilitychange', markIfVisible);
    return () => document.removeEventListener('visibilitychange', markIfVisible);
  }, [atBottom, messages, onNewestSeen]);

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={containerRef}
        onScroll={onScroll}
        role="log"
        aria-label={t('Messages')}
        tabIndex={0}
        // Our own scroll keeping (use-chat-scroll) replaces the browser's, which would otherwise move twice.
        className="h-full overflow-y-auto overscroll-contain px-3 py-4 [overflow-anchor:none] focus-visible:outline-offset-[-2px]"
      >
        <div className="mx-auto flex max-w-2xl flex-col gap-3">
          {hasOlder ? (
            <div className="flex h-10 items-center justify-center">
              {loadingOlder ? (
                <Spinner label={t('Loading older messages')} />
              ) : (
                <button type="button" onClick={() => void loadOlder()} className="rounded-full px-3 py-1.5 text-sm text-zinc-300 hover:bg-white/10">
                  {t('Load older messages')}
                </button>
              )}
            </div>
          ) : null}
          {messages.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-16 text-center">
              <MessageCircle aria-hidden="true" className="size-10 text-zinc-500" />
              <p className="font-semibold text-zinc-200">{t('No messages yet')}</p>
              <p className="text-sm text-muted">{t('Be the first to say something!')}</p>
            </div>
          ) : (
            <ol aria-label={t('Chat messages')} className="flex flex-col gap-3">
              {messages.map((message) => (
                <ChatMessageRow key={message.id} message={message} own={message.senderId === viewerId} />
              ))}
            </ol>
          )}
        </div>
      </div>
      {unseenBelow ? (
        <button
          type="button"
          onClick={scrollToNewest}
          className="absolute bottom-3 start-1/2 flex -translate-x-1/2 rtl:translate-x-1/2 items-center gap-1.5 rounded-full bg-pink-700 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-pink-800"
        >
          <ArrowDown aria-hidden="true" className="size-4" />
          {t('New messages')}
        </button>
      ) : null}
    </div>
  );
}
