import type { RouteRow } from './route-rows.ts';

/**
 * The matrix's scoped-token role (decision 040): the `user` account calling with a `read` personal access
 * token instead of its session. Its column is derived, not typed into every row: a read answers as it does
 * for the user's session, anything else is refused 403. Written here independently of route-scopes.ts, as
 * the rule a reader of the decision would expect, so a mistake in either shows up as a violation.
 */
export const SCOPED_ROLE = 'read token';

/** Reads a `read` token may not make: account security and the token machinery, chat, and moderation. */
const REFUSED_READS = [
  '/api/me/tokens', '/api/me/apps', '/api/me/authorized-apps', '/api/oauth', '/api/me/account', '/api/me/sessions',
  '/api/me/passkeys', '/api/me/exports', '/api/chat', '/api/admin', '/api/realtime',
];
/** Routes that need no scope at all: the OAuth endpoints and metadata, health and config, and ActivityPub's (other servers sign, they hold no token). */
const OPEN = ['/oauth', '/.well-known', '/api/health', '/api/config', '/ap', '/nodeinfo', '/metrics'];

const under = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

/** Status the read token gets on a row: the user's on an allowed read, 403 for everything else. */
export function scopedTokenExpect(row: RouteRow): number {
  const [method, url] = row.route.split(' ');
  const userStatus = row.expect[1];
  if (OPEN.some((prefix) => under(url, prefix))) return userStatus;
  if ((method !== 'GET' && method !== 'HEAD') || REFUSED_READS.some((prefix) => under(url, prefix))) return 403;
  return userStatus;
}
