import type { FastifyInstance } from 'fastify';
import type { RealtimeHub } from '../../realtime/hub.ts';

/** One socket per tab; the session cookie (or a bearer token) identifies the viewer at the upgrade. */
export function realtimeRoutes(app: FastifyInstance, hub: RealtimeHub) {
  app.get('/api/realtime', { websocket: true, schema: { hide: true } }, (socket, request) => {
    hub.attach(socket, request.viewer ? { userId: request.viewer.userId } : null);
  });
}
