import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { isOwnOrigin } from '../plugins/origin.ts';
import { DomainError } from '../../domain/errors.ts';

/**
 * One socket per tab; the session cookie (or a bearer token) identifies the viewer at the upgrade. A
 * browser page on another origin would carry the user's cookie too, so its upgrade is refused with 403
 * before any socket exists (cross-site WebSocket hijacking).
 */
export function realtimeRoutes(app: FastifyInstance, ctx: AppContext, hub: RealtimeHub) {
  app.get(
    '/api/realtime',
    {
      websocket: true,
      schema: {
        tags: ['realtime'],
        summary: 'WebSocket: subscribe to notifications:{userId}, video:{videoId} and room:{roomId}',
        description:
          'Upgrade to a WebSocket. Client frames: {"type":"subscribe"|"unsubscribe","channel":"…"} or {"type":"ping"}. ' +
          'A plain GET without the upgrade is refused.',
      },
      preValidation: async (request) => {
        if (!isOwnOrigin(request, ctx.config.publicUrl)) throw new DomainError('forbidden', 'Cross-site WebSocket refused', 403);
      },
    },
    (socket, request) => {
      hub.attach(socket, request.viewer ? { userId: request.viewer.userId } : null);
    },
  );
}
