import type { Scope } from '../../shared/app-tokens.ts';

/**
 * What a personal or OAuth access token needs to call a route (decision 040), in one place so no route file
 * has to say it. Cookie sessions (the web app, and the first-party password grant) hold every scope.
 * - a scope: the token must carry it;
 * - `session`: account security and the token machinery itself; no token reaches it, whatever its scopes,
 *   so a leaked token can never change the password, add a passkey, mint more tokens or delete the account;
 * - `none`: the OAuth endpoints, the metadata, health and the API document, which any caller may use.
 */
export type RouteScope = Scope | 'session' | 'none';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Exact routes whose class the prefix rules below would get wrong. */
const OVERRIDES: Record<string, RouteScope> = {
  // Unmatching deletes the match's chat room.
  'DELETE /api/match/matches/:id': 'messages',
  // A socket carries chat and every other live event; the web app's session alone opens one.
  'GET /api/realtime': 'session',
  'GET /api/me/account': 'session',
  // Which notifications arrive (decision 043): an app that reads notifications may read them, one that
  // writes may mute them; neither is account security.
  'GET /api/me/notification-settings': 'read',
  'PUT /api/me/notification-settings': 'write',
  // Whether sensitive videos show unblurred (decision 046): a viewing preference, like the notification settings.
  'GET /api/me/sensitive-content': 'read',
  'PUT /api/me/sensitive-content': 'write',
  // Which languages For You shows (decision 048): a viewing preference too.
  'GET /api/me/feed-languages': 'read',
  'PUT /api/me/feed-languages': 'write',
  // The account's language (issue 39): a preference, like the ones above.
  'GET /api/me/language': 'read',
  'PUT /api/me/language': 'write',
  // The public half of the server's push key: anyone may read it.
  'GET /api/push/key': 'none',
};

/** Prefix rules, first match wins; a prefix matches the path itself or anything under it after a '/'. */
const PREFIXES: Array<[prefix: string, scope: RouteScope]> = [
  ['/.well-known', 'none'],
  // ActivityPub (issue 40): other servers, which hold no token; inboxes check HTTP signatures instead.
  ['/ap', 'none'],
  ['/nodeinfo', 'none'],
  ['/oauth', 'none'],
  ['/api/docs', 'none'],
  ['/api/health', 'none'],
  // The scraper's own METRICS_TOKEN, not an app's (issue 60).
  ['/metrics', 'none'],
  ['/api/config', 'none'],
  ['/api/oauth', 'session'],
  ['/api/auth', 'session'],
  ['/api/me/tokens', 'session'],
  ['/api/me/apps', 'session'],
  ['/api/me/authorized-apps', 'session'],
  ['/api/me/password', 'session'],
  ['/api/me/email', 'session'],
  ['/api/me/two-factor', 'session'],
  ['/api/me/passkeys', 'session'],
  ['/api/me/sessions', 'session'],
  ['/api/me/exports', 'session'],
  ['/api/me/deletion', 'session'],
  // Where my notifications are pushed: a token must not be able to send them to an endpoint of its own.
  ['/api/push', 'session'],
  ['/api/admin', 'admin'],
  ['/api/moderation', 'admin'],
  ['/api/chat', 'messages'],
];

const under = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

/** The class of a route as Fastify registers it (method and URL pattern, e.g. `POST /api/comments`). */
export function routeScope(method: string, url: string): RouteScope {
  const override = OVERRIDES[`${method === 'HEAD' ? 'GET' : method} ${url}`];
  if (override) return override;
  const prefixed = PREFIXES.find(([prefix]) => under(url, prefix));
  if (prefixed) return prefixed[1];
  return READ_METHODS.has(method) ? 'read' : 'write';
}

/** Why a token may not call a route, or undefined when it may. */
export function scopeRefusal(scopes: readonly Scope[], method: string, url: string): { scope: RouteScope } | undefined {
  const needed = routeScope(method, url);
  if (needed === 'none') return undefined;
  if (needed !== 'session' && scopes.includes(needed)) return undefined;
  return { scope: needed };
}
