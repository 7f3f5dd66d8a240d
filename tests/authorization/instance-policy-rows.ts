import { randomBytes } from 'node:crypto';
import type { RouteRow } from './route-rows.ts';

/**
 * Issue 40 item 5: the instance policy is the admins' alone; moderators, like everyone else, get 403. The
 * settings row is written back as it starts (federating, videos from any server), so other rows see no change.
 */
const settings = { enabled: true, remote_videos: 'any' };
// Columns:                                                                                     visitor user owner  mod admin banned
export const INSTANCE_POLICY_ROWS: RouteRow[] = [
  { route: 'GET /api/admin/federation', expect: [401, 403, 403, 403, 200, 403], request: () => ({ path: '/api/admin/federation' }) },
  { route: 'PUT /api/admin/federation', expect: [401, 403, 403, 403, 200, 403], request: () => ({ path: '/api/admin/federation', body: settings }) },
  { route: 'GET /api/admin/federation/instances', expect: [401, 403, 403, 403, 200, 403], request: () => ({ path: '/api/admin/federation/instances' }) },
  {
    route: 'PUT /api/admin/federation/instances/:host', expect: [401, 403, 403, 403, 200, 403],
    request: () => ({ path: `/api/admin/federation/instances/matrix-${randomBytes(3).toString('hex')}.example`, body: { limited: true, note: 'matrix' } }),
  },
];
