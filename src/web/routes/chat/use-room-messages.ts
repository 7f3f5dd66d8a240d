import { useCallback, useMemo, useRef, useState } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast.ts';
import { mapErrorMessage, WARNING_PREFIX, type MappableError } from '../../../shared/error-mapper.ts';
import { chatApi, type ChatMessage } from '../../api/chat-api.ts';
import { profilesApi } from '../../api/profiles-api.ts';
import { RESYNC_EVENT, useRealtimeChannel } from '../../api/realtime.ts';
import { i18n } from '../../i18n/i18n.ts';
import { chatKeys } from '../../api/chat-keys.ts';
import { audienceKeys } from '../../api/audience-keys.ts';
import { realtimeChannel } from '../../../shared/realtime-catalog.ts';

/**
 * What the room screen holds of a room's messages. `syncedSeq` is the highest seq up to which nothing can
 * be missing: it moves with server pages and with live events, but never with our own send's answer, which
 * may jump over messages others posted while our socket was down.
 */
interface RoomHistory {
  items: ChatMessage[];
  hasOlder: boolean;
  syncedSeq: number;
}

/** Merged by id and kept in seq order: a message that arrives live and again in a catch-up page shows once. */
function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** The highest seq of `messages`, or `floor` when there are none (or none above it). */
function highestSeq(messages: ChatMessage[], floor = 0): number {
  return messages.reduce((highest, message) => Math.max(highest, message.seq), floor);
}

/** Realtime data is untyped on the wire; only a message of this room is merged. */
function isMessageOf(roomId: string, data: unknown): data is ChatMessage {
  const message = data as ChatMessage | null;
  return typeof message?.id === 'string' && typeof message.seq === 'number' && typeof message.content === 'string' && message.roomId === roomId;
}

function historyOptions(roomId: string) {
  return queryOptions({
    queryKey: chatKeys.messages(roomId),
    queryFn: async ({ signal }): Promise<RoomHistory> => {
      const page = await chatApi.messages(roomId, {}, signal);
      return { items: page.items, hasOlder: page.hasOlder, syncedSeq: highestSeq(page.items) };
    },
    // Realtime and the catch-up keep it current; a refetch would drop the older pages the reader loaded.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * A room's messages, oldest first (spec §2 Chat room, §7 Chat): the latest page, older pages on demand, live
 * inserts on `room:<id>`, and after every (re)subscription a catch-up of everything after `syncedSeq`, so a
 * reconnect neither misses nor doubles a message. Senders the viewer blocked are hidden, live ones too.
 */
export function useRoomMessages(roomId: string, viewerId: string) {
  const queryClient = useQueryClient();
  const options = useMemo(() => historyOptions(roomId), [roomId]);
  const history = useQuery(options);
  const blocked = useQuery({
    queryKey: audienceKeys.blockedAccounts(viewerId),
    queryFn: async ({ signal }) => (await profilesApi.blocked(signal)).items,
  });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const olderInFlight = useRef(false);
  /** The catch-up running now, whether another must follow it, and the newest live seq seen meanwhile. */
  const catchUpState = useRef<{ running: boolean; again: boolean; liveSeq: number }>({ running: false, again: false, liveSeq: 0 });
  const markedSeq = useRef(0);

  const update = useCallback(
    (change: (current: RoomHistory) => RoomHistory) => queryClient.setQueryData<RoomHistory>(options.queryKey, (current) => current && change(current)),
    [queryClient, options],
  );

  /** Our own send's answer: shown at once, without claiming the messages before it were seen. */
  const addOwn = useCallback((message: ChatMessage) => update((current) => ({ ...current, items: mergeMessages(current.items, [message]) })), [update]);

  const catchUp = useCallback(async () => {
    const state = catchUpState.current;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    try {
      do {
        state.again = false;
        state.liveSeq = 0;
        // The first resync can come before the first page: wait for it (the same request, not a second one).
        let after = (await queryClient.ensureQueryData(options)).syncedSeq;
        for (;;) {
          const page = await chatApi.messages(roomId, { after });
          after = highestSeq(page.items, after);
          const reached = after;
          update((current) => ({ ...current, items: mergeMessages(current.items, page.items), syncedSeq: Math.max(current.syncedSeq, reached) }));
          if (!page.hasNewer || page.items.length === 0) break;
        }
        // Live events that came during the catch-up are contiguous with it only now that it has finished.
        const live = state.liveSeq;
        update((current) => ({ ...current, syncedSeq: Math.max(current.syncedSeq, live) }));
      } while (state.again);
    } catch (error) {
      // The next resync (after the next reconnect) starts again from the last seq known to be complete.
      console.error('Failed to catch up on chat messages', error);
    } finally {
      state.running = false;
    }
  }, [queryClient, options, roomId, update]);

  useRealtimeChannel(realtimeChannel('room', roomId), ({ event, data }) => {
    if (event === RESYNC_EVENT) void catchUp();
    else if (event === 'chat.message' && isMessageOf(roomId, data)) {
      const state = catchUpState.current;
      if (state.running) state.liveSeq = Math.max(state.liveSeq, data.seq);
      update((current) => ({
        ...current,
        items: mergeMessages(current.items, [data]),
        syncedSeq: state.running ? current.syncedSeq : Math.max(current.syncedSeq, data.seq),
      }));
    }
  });

  const loadOlder = useCallback(async () => {
    const first = queryClient.getQueryData<RoomHistory>(options.queryKey);
    if (!first?.hasOlder || !first.items[0] || olderInFlight.current) return;
    olderInFlight.current = true;
    setLoadingOlder(true);
    try {
      const page = await chatApi.messages(roomId, { before: first.items[0].seq });
      update((current) => ({ ...current, items: mergeMessages(current.items, page.items), hasOlder: page.hasOlder }));
    } catch (error) {
      console.error('Failed to load older chat messages', error);
      toast.error(WARNING_PREFIX + i18n.t(mapErrorMessage(error as MappableError)));
    } finally {
      olderInFlight.current = false;
      setLoadingOlder(false);
    }
  }, [queryClient, options, roomId, update]);

  /** Read marks only move forward, so each seq is sent once; the room list's unread badges follow. */
  const markRead = useCallback(
    (seq: number) => {
      if (seq <= markedSeq.current) return;
      markedSeq.current = seq;
      chatApi
        .markRead(roomId, seq)
        .then(() => queryClient.invalidateQueries({ queryKey: chatKeys.rooms }))
        .catch((error: unknown) => console.warn('Failed to mark the chat room read', error));
    },
    [queryClient, roomId],
  );

  const blockedIds = useMemo(() => new Set((blocked.data ?? []).map((user) => user.userId)), [blocked.data]);
  const all = history.data?.items;
  const messages = useMemo(() => (all ?? []).filter((message) => !blockedIds.has(message.senderId)), [all, blockedIds]);

  return {
    status: history.status,
    error: history.error,
    messages,
    /** Includes hidden (blocked) senders: reading past them is still reading the room. */
    newestSeq: highestSeq(all ?? []),
    hasOlder: history.data?.hasOlder ?? false,
    loadingOlder,
    loadOlder,
    addOwn,
    markRead,
  };
}
