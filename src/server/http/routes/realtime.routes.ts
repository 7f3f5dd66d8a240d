import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { isOwnOrigin } from '../plugins/origin.ts';
import { DomainError } from '../../domain/errors.ts';
import { clientKey } from '../client-key.ts';
import { noBodyAnswer } from '../schemas/no-body.schema.ts';

/** The error shape (ApiError) of the two refusals this route answers itself. */
const refusal = (code: z.ZodType<string>, description: string) => z.object({ error: z.object({ code, message: z.string() }) }).describe(description);

/**
 * One socket per tab; the session cookie (or a bearer token) identifies the viewer at the upgrade. A
 * browser page on another origin would carry the user's cookie too, so its upgrade is refused with 403
 * before any socket exists (cross-site WebSocket hijacking).
 */
export function realtimeRoutes(app: FastifyInstance, ctx: AppContext, hub: RealtimeHub) {
  // A route with both handlers, not `websocket: true`, so it stays in the OpenAPI document (and the fuzzer).
  app.route({
    method: 'GET',
    url: '/api/realtime',
    schema: {
      tags: ['realtime'],
      summary: 'WebSocket: subscribe to notifications:{userId}, video:{videoId} and room:{roomId}',
      description:
        'Upgrade to a WebSocket. Client frames: {"type":"subscribe"|"unsubscribe","channel":"…"} or {"type":"ping"}. ' +
        'A plain GET without the upgrade answers 426.',
      response: {
        101: noBodyAnswer('Switching Protocols: the WebSocket is open (without a session it may subscribe to no channel)', {
          Upgrade: { description: 'websocket' },
        }),
        403: refusal(z.string(), 'The upgrade came from a page on another origin (cross-site WebSocket hijacking)'),
        426: refusal(z.literal('upgrade_required'), 'Upgrade Required: a plain GET, not a WebSocket upgrade').meta({
          headers: { Upgrade: { type: 'string', description: 'websocket' } },
        } as never),
      },
    },
    preValidation: async (request) => {
      if (!isOwnOrigin(request, ctx.config.publicUrl)) throw new DomainError('forbidden', 'Cross-site WebSocket refused', 403);
    },
    handler: async (_request, reply) =>
      reply.status(426).header('Upgrade', 'websocket').send({ error: { code: 'upgrade_required', message: 'Connect to /api/realtime with a WebSocket' } }),
    wsHandler: (socket, request) => {
      // A client gone during the upgrade (a page closed or navigated away) has no address left to count.
      if (!request.ip) return void socket.terminate();
      hub.attach(socket, request.viewer ? { userId: request.viewer.userId } : null, request.viewer?.sessionId ?? null, clientKey(request.ip));
    },
  });
}
