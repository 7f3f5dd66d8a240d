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
