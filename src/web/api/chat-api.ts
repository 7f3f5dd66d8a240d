import type { ChatMessage, ChatMessagePage, ChatRoomPage, ChatRoomSummary } from '../../shared/chat-types.ts';
import { api } from './client.ts';

export type { ChatMessage, ChatMessagePage, ChatRoomPage, ChatRoomSummary } from '../../shared/chat-types.ts';

/**
 * Query keys of the chat screens. They share the `chat` root so one invalidation after a sign-in, a read
 * mark or a new room refreshes every chat read at once.
 */
export const chatKeys = {
  all: ['chat'] as const,
  rooms: ['chat', 'rooms'] as const,
  room: (roomId: string) => ['chat', 'room', roomId] as const,
  messages: (roomId: string) => ['chat', 'room', roomId, 'messages'] as const,
};

/** Which slice of a room's history to read: the latest page, older than a seq, or newer than a seq. */
export type MessageWindow = { before: number } | { after: number } | Record<string, never>;

const roomPath = (roomId: string) => `/api/chat/rooms/${encodeURIComponent(roomId)}`;

function windowQuery(window: MessageWindow): string {
  if ('before' in window) return `?before=${window.before}`;
  if ('after' in window) return `?after=${window.after}`;
  return '';
}

/** Spec §7 "Chat": rooms newest first (keyset-paged), a room's messages by seq, sending and read marks. */
export const chatApi = {
  rooms: (cursor: string | null, signal?: AbortSignal) =>
    api.get<ChatRoomPage>(`/api/chat/rooms${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, signal),
  createRoom: (name: string) => api.post<ChatRoomSummary>('/api/chat/rooms', { name }),
  room: (roomId: string, signal?: AbortSignal) => api.get<ChatRoomSummary>(roomPath(roomId), signal),
  messages: (roomId: string, window: MessageWindow, signal?: AbortSignal) =>
    api.get<ChatMessagePage>(`${roomPath(roomId)}/messages${windowQuery(window)}`, signal),
  send: (roomId: string, content: string) => api.post<ChatMessage>(`${roomPath(roomId)}/messages`, { content }),
  markRead: (roomId: string, seq: number) => api.post<void>(`${roomPath(roomId)}/read`, { seq }),
};
