import { useEffect, useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { MessagesSquare, Plus } from 'lucide-react';
import { toast } from '../../components/ui/toast.ts';
import { chatApi, type ChatRoomSummary } from '../../api/chat-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { ChatRoomRow } from './chat-room-row.tsx';
import { NewRoomDialog } from './new-room-dialog.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { chatKeys } from '../../api/chat-keys.ts';

/** Each room once, in page order: a room created between two page reads could otherwise repeat. */
function uniqueRooms(pages: { items: ChatRoomSummary[] }[] | undefined): ChatRoomSummary[] {
  const seen = new Set<string>();
  const rooms: ChatRoomSummary[] = [];
  for (const room of (pages ?? []).flatMap((page) => page.items)) {
    if (seen.has(room.id)) continue;
    seen.add(room.id);
    rooms.push(room);
  }
  return rooms;
}

/** Spec §2 "Chat" (/chat), signed-in only: public rooms and the viewer's private match rooms, newest first. */
export function ChatListPage() {
  const { t } = useTranslation('chat');
  useDocumentTitle(t('Chat'));
  const [creating, setCreating] = useState(false);
  const rooms = useInfiniteQuery({
    queryKey: chatKeys.rooms,
    queryFn: ({ pageParam, signal }) => chatApi.rooms(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
  const list = useMemo(() => uniqueRooms(rooms.data?.pages), [rooms.data]);

  useEffect(() => {
    if (!rooms.isError) return;
    console.error('Failed to load chat rooms', rooms.error);
    toast.error(t('Failed to load chat rooms'));
  }, [rooms.isError, rooms.error, t]);

  const newRoom = (
    <Button size="sm" onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" className="size-4" />
      {t('New Room')}
    </Button>
  );

  return (
    <div className="min-h-dvh bg-black text-zinc-100">
      <PageHeader title={t('Chat')} back={{ to: '/', label: t('Back to feed') }} actions={newRoom} />
      <main className="mx-auto max-w-2xl p-2">
        <QueryState
          query={rooms}
          look="page"
          alert="message"
          text={{ loading: t('Loading chat rooms'), failed: t('Failed to load chat rooms'), retry: t('Try again') }}
          isEmpty={list.length === 0}
          empty={
            <div className="flex flex-col items-center gap-3 py-16 text-center">
              <MessagesSquare aria-hidden="true" className="size-10 text-zinc-500" />
              <p className="text-zinc-300">{t('No chat rooms yet')}</p>
            </div>
          }
        >
          <ul aria-label={t('Chat rooms')} className="flex flex-col gap-1">
            {list.map((room) => (
              <ChatRoomRow key={room.id} room={room} />
            ))}
          </ul>
          {rooms.hasNextPage ? (
            <div className="flex justify-center py-4">
              <Button variant="secondary" onClick={() => void rooms.fetchNextPage()} disabled={rooms.isFetchingNextPage}>
                {rooms.isFetchingNextPage ? t('Loading…') : t('Load more rooms')}
              </Button>
            </div>
          ) : null}
        </QueryState>
      </main>
      {creating ? <NewRoomDialog onClose={() => setCreating(false)} /> : null}
    </div>
  );
}
