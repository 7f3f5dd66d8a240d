import { useCallback, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../components/ui/toast.ts';
import { chatApi } from '../../api/chat-api.ts';
import { isMissing } from '../../api/client.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { MISSING_TEXT } from '../../web-messages.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatMessageList } from './chat-message-list.tsx';
import { messageCountLabel, roomTitle } from './chat-room-row.tsx';
import { useRoomMessages } from './use-room-messages.ts';
import { UnmatchButton } from './unmatch-button.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { chatKeys } from '../../api/chat-keys.ts';

/** Spec §2 "Chat room" (/chat/{roomId}), signed-in only. Keyed by room so nothing carries over between rooms. */
export function ChatRoomPage() {
  const { roomId = '' } = useParams();
  return <ChatRoom key={roomId} roomId={roomId} />;
}

function ChatRoom({ roomId }: { roomId: string }) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const viewerId = useAuth().user?.id ?? '';
  const room = useQuery({ queryKey: chatKeys.room(roomId), queryFn: ({ signal }) => chatApi.room(roomId, signal) });
  const history = useRoomMessages(roomId, viewerId);
  useDocumentTitle(room.data ? roomTitle(room.data) : t('Chat'));

  // Spec §8: a room that cannot be loaded says so and sends the reader back to the list. A room that is not
  // there for this reader (gone, or private to others) stays to say so instead (issue 25, decision 028).
  const failed = room.isError || history.status === 'error';
  const missing = isMissing(room.error) || isMissing(history.error);
  useEffect(() => {
    if (!failed) return;
    // One toast even when the room and its messages both fail: the second read's error re-runs this effect.
    toast.error(t('Failed to load chat room'), { id: `chat-room-failed-${roomId}` });
    if (missing) return;
    console.error('Failed to load chat room', room.error ?? history.error);
    void navigate('/chat', { replace: true });
  }, [failed, missing, navigate, roomId, room.error, history.error, t]);

  const { newestSeq, markRead } = history;
  const markNewestRead = useCallback(() => {
    if (newestSeq > 0) markRead(newestSeq);
  }, [newestSeq, markRead]);

  // The summary counts up to its lastSeq; messages that arrived since are added on top.
  const count = room.data ? room.data.messageCount + history.messages.filter((message) => message.seq > room.data.lastSeq).length : 0;

  if (missing) {
    return (
      <div className="flex min-h-dvh flex-col">
        <NotFoundState title={t(MISSING_TEXT.room)} explanation={t(MISSING_TEXT.roomWhy)} home={{ to: '/chat', label: t(MISSING_TEXT.roomsHome) }} />
      </div>
    );
  }
  return (
    <div className="flex h-dvh flex-col bg-black text-zinc-100">
      <PageHeader
        title={room.data ? roomTitle(room.data) : t('Chat')}
        back={{ to: '/chat', label: t('Back to chat rooms') }}
        actions={
          room.data ? (
            <>
              {room.data.isPrivate ? (
                <span title={t('Private chat')} className="flex items-center text-zinc-300">
                  <Lock aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t('Private chat')}</span>
                </span>
              ) : null}
              {room.data.partner ? <UnmatchButton partner={room.data.partner} /> : null}
              <p data-testid="room-message-count" className="text-sm text-muted">
                {messageCountLabel(count)}
              </p>
            </>
          ) : null
        }
      />
      {history.status === 'success' && room.data ? (
        <main className="flex min-h-0 flex-1 flex-col">
          <ChatMessageList
            messages={history.messages}
            viewerId={viewerId}
            hasOlder={history.hasOlder}
            loadingOlder={history.loadingOlder}
            loadOlder={history.loadOlder}
            onNewestSeen={markNewestRead}
          />
          <ChatComposer roomId={roomId} onSent={history.addOwn} />
        </main>
      ) : (
        <main className="flex flex-1 items-center justify-center">
          <Spinner label={t('Loading chat room')} />
        </main>
      )}
    </div>
  );
}
