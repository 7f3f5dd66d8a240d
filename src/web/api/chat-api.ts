import { answer, contract, type Schemas } from './contract.ts';

export type ChatRoomSummary = Schemas['ChatRoomSummary'];
export type ChatRoomPage = Schemas['ChatRoomPage'];
export type ChatMessage = Schemas['ChatMessage'];
export type ChatMessagePage = Schemas['ChatMessagePage'];
/** The other person of a private match room. */
export type ChatPerson = NonNullable<ChatRoomSummary['partner']>;

/** Which slice of a room's history to read: the latest page, older than a seq, or newer than a seq. */
export type MessageWindow = { before: number } | { after: number } | Record<string, never>;

/** Spec §7 "Chat": rooms newest first (keyset-paged), a room's messages by seq, sending and read marks. */
export const chatApi = {
  rooms: (cursor: string | null, signal?: AbortSignal) =>
    answer(contract.GET('/api/chat/rooms', { params: { query: { cursor: cursor ?? undefined } }, signal })),
  createRoom: (name: string) => answer(contract.POST('/api/chat/rooms', { body: { name } })),
  room: (roomId: string, signal?: AbortSignal) => answer(contract.GET('/api/chat/rooms/{id}', { params: { path: { id: roomId } }, signal })),
  messages: (roomId: string, window: MessageWindow, signal?: AbortSignal) =>
    answer(contract.GET('/api/chat/rooms/{id}/messages', { params: { path: { id: roomId }, query: window }, signal })),
  send: (roomId: string, content: string) => answer(contract.POST('/api/chat/rooms/{id}/messages', { params: { path: { id: roomId } }, body: { content } })),
  markRead: (roomId: string, seq: number) => answer(contract.POST('/api/chat/rooms/{id}/read', { params: { path: { id: roomId } }, body: { seq } })),
};
