import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/**
 * What @fastify/websocket does with a socket's error. A frame over the size limit, or one that breaks the
 * protocol, is the client's doing: ws has already closed the socket (1009, 1002…), so it is a warning naming the
 * socket's user, without a stack. Anything else is ours, and stays an error.
 */
export function realtimeSocketError(error: Error & { code?: string }, _socket: WebSocket, request: FastifyRequest) {
  if (error.code?.startsWith('WS_ERR_')) {
    request.log.warn({ userId: request.viewer?.userId ?? null, code: error.code, reason: error.message }, 'realtime socket closed: the client broke the protocol');
    return;
  }
  request.log.error({ err: error, userId: request.viewer?.userId ?? null }, 'realtime socket error');
}
