import { createECDH, randomBytes } from 'node:crypto';
import type { Role, World } from './world.ts';
import type { RouteRow } from './route-rows.ts';

/** A browser's subscription on a public push service; its endpoint is new each time, so no cell takes another's over. */
function subscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.com/matrix/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** A browser of `role`'s (the user's, for a visitor) taking pushes, made through the service as the route would. */
async function endpointOf(w: World, role: Role) {
  const browser = subscription();
  await w.app.ctx.services.push.subscribe(w.accounts[role === 'visitor' ? 'user' : role].id, browser, null);
  return browser.endpoint;
}

/**
 * Issue 37's Web Push routes (decision 044): the key is public; a subscription is its subscriber's, and a banned
 * person may still stop pushes to a device (not start them).
 */
// Columns:                                                                                   visitor user owner  mod admin banned
export const PUSH_ROWS: RouteRow[] = [
  { route: 'GET /api/push/key', expect: [200, 200, 200, 200, 200, 200], request: () => ({ path: '/api/push/key' }) },
  { route: 'POST /api/push/subscriptions', expect: [401, 201, 201, 201, 201, 403], request: () => ({ path: '/api/push/subscriptions', body: subscription() }) },
  {
    route: 'DELETE /api/push/subscriptions', variant: "the owner's browser", expect: [401, 404, 204, 404, 404, 404],
    request: async (w) => ({ path: '/api/push/subscriptions', body: { endpoint: await endpointOf(w, 'owner') } }),
  },
  {
    route: 'DELETE /api/push/subscriptions', variant: "one's own browser", expect: [401, 204, 204, 204, 204, 204],
    request: async (w, role) => ({ path: '/api/push/subscriptions', body: { endpoint: await endpointOf(w, role) } }),
  },
];
