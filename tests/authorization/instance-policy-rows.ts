import { randomBytes } from 'node:crypto';
import type { RouteRow } from './route-rows.ts';
import type { World } from './world.ts';

/**
 * Issue 40 item 5: the instance policy is the admins' alone; moderators, like everyone else, get 403. The
 * settings row is written back as it starts (federating, videos from any server), so other rows see no change.
 */
const settings = { enabled: true, remoteVideos: 'any' };
const admins: RouteRow['expect'] = [401, 403, 403, 403, 200, 403];
const unique = () => randomBytes(4).toString('hex');

/** A subscribed list for the cell, with changes waiting (a random domain to limit) so apply has work. */
async function blocklist(w: World) {
  const pending = JSON.stringify([{ domain: `matrix-${unique()}.example`, severity: 'limit', comment: null }]);
  const row = await w.app.ctx.db
    .insertInto('federationBlocklists')
    .values({ url: `https://blocklists.invalid/${unique()}.csv`, pending })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
// Columns:                                                                                     visitor user owner  mod admin banned
export const INSTANCE_POLICY_ROWS: RouteRow[] = [
  { route: 'GET /api/admin/federation', expect: [401, 403, 403, 403, 200, 403], request: () => ({ path: '/api/admin/federation' }) },
  { route: 'PUT /api/admin/federation', expect: [401, 403, 403, 403, 200, 403], request: () => ({ path: '/api/admin/federation', body: settings }) },
  // Issue 57: which sites may embed videos, admins only.
  { route: 'GET /api/admin/embeds', expect: [401, 403, 403, 403, 200, 403], request: () => ({ path: '/api/admin/embeds' }) },
  { route: 'PUT /api/admin/embeds', expect: [401, 403, 403, 403, 200, 403], request: () => ({ path: '/api/admin/embeds', body: { allowAll: true, sites: [] } }) },
  { route: 'GET /api/admin/federation/instances', expect: [401, 403, 403, 403, 200, 403], request: () => ({ path: '/api/admin/federation/instances' }) },
  {
    route: 'PUT /api/admin/federation/instances/:host', expect: [401, 403, 403, 403, 200, 403],
    request: () => ({ path: `/api/admin/federation/instances/matrix-${randomBytes(3).toString('hex')}.example`, body: { limited: true, note: 'matrix' } }),
  },
  // Issue 52 item 7: blocklists, the admins' alone too.
  { route: 'POST /api/admin/federation/blocklist/import', expect: admins, request: () => ({ path: '/api/admin/federation/blocklist/import', body: { csv: `matrix-${unique()}.example,silence`, dryRun: true } }) },
  { route: 'GET /api/admin/federation/blocklist/export', expect: admins, request: () => ({ path: '/api/admin/federation/blocklist/export' }) },
  { route: 'GET /api/admin/federation/blocklists', expect: admins, request: () => ({ path: '/api/admin/federation/blocklists' }) },
  {
    route: 'POST /api/admin/federation/blocklists', expect: [401, 403, 403, 403, 201, 403],
    request: () => ({ path: '/api/admin/federation/blocklists', body: { url: `https://blocklists.invalid/${unique()}.csv` } }),
  },
  { route: 'DELETE /api/admin/federation/blocklists/:id', expect: [401, 403, 403, 403, 204, 403], request: async (w) => ({ path: `/api/admin/federation/blocklists/${await blocklist(w)}` }) },
  // The list's host does not resolve: the fetch fails at once and the answer says so (fetch_error).
  { route: 'POST /api/admin/federation/blocklists/:id/refresh', expect: admins, request: async (w) => ({ path: `/api/admin/federation/blocklists/${await blocklist(w)}/refresh` }) },
  { route: 'POST /api/admin/federation/blocklists/:id/apply', expect: admins, request: async (w) => ({ path: `/api/admin/federation/blocklists/${await blocklist(w)}/apply` }) },
];
