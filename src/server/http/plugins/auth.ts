import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isOwnOrigin } from './origin.ts';
import type { AppContext } from '../../context.ts';
import type { SessionViewer } from '../../domain/auth/auth.service.ts';
import { DomainError, unauthenticated } from '../../domain/errors.ts';
import { AUTH_MESSAGES } from '../../../shared/messages.ts';
import { APP_TOKEN_MESSAGES, type Scope } from '../../../shared/app-tokens.ts';
import type { TokenViewer } from '../../domain/tokens/app-token-resolver.ts';
import { scopeRefusal } from '../route-scopes.ts';

export const SESSION_COOKIE = 'popreel_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** `scopes` is null for a session (every scope), else what the personal or OAuth token carries (decision 040). */
    viewer: (SessionViewer & { token: string; via: 'cookie' | 'bearer'; scopes: Scope[] | null }) | null;
  }
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
}

const BEARER = /^Bearer (.+)$/i;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Writes a banned user may still make: leaving, and what the law gives everyone over their own data (ending
 * sessions, a copy of the data, deleting the account; decision 025), and stopping pushes to a device.
 */
const BANNED_MAY = new Set([
  'POST /api/auth/sign-out',
  'DELETE /api/push/subscriptions',
  'DELETE /api/me/sessions/:id',
  'POST /api/me/sessions/sign-out-others',
  'POST /api/me/exports',
  'POST /api/me/deletion',
]);

/**
 * Resolves the viewer from the session cookie or a bearer token on every request, refreshes the cookie when
 * the session was extended, refuses cross-site cookie writes, and refuses every write by a banned user.
 * A callback hook, not an async one: a request without a session, or with one the cache holds, goes on
 * without a promise (decision 031); only a session the cache cannot answer waits on the database.
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext) {
  const secure = ctx.config.publicUrl?.startsWith('https://') ?? false;
  const { auth, appTokens } = ctx.services;
  app.decorateRequest('viewer', null);

  /** Sets the viewer and returns the error that refuses the request, if any. */
  const admit = (request: FastifyRequest, reply: FastifyReply, token: string, bearer: boolean, viewer: SessionViewer | TokenViewer | null): DomainError | undefined => {
    if (!viewer) {
      if (!bearer) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return undefined;
    }
    const via = bearer ? 'bearer' : 'cookie';
    const scopes = 'scopes' in viewer ? viewer.scopes : null;
    request.viewer = { ...viewer, token, via, scopes };
    if (scopes) {
      const refused = tokenRefusal(request, reply, scopes);
      if (refused) return refused;
    }
    if (via === 'cookie' && viewer.refreshedUntil) setSessionCookie(reply, token, viewer.refreshedUntil, secure);
    if (READ_METHODS.has(request.method)) return undefined;
    if (via === 'cookie' && !isOwnOrigin(request, ctx.config.publicUrl)) return new DomainError('forbidden', 'Cross-site request refused', 403);
    if (viewer.banned && !BANNED_MAY.has(`${request.method} ${request.routeOptions.url}`)) return new DomainError('banned', AUTH_MESSAGES.banned, 403);
    return undefined;
  };

  app.addHook('onRequest', (request, reply, done) => {
    const authorization = request.headers.authorization;
    const bearer = authorization ? BEARER.exec(authorization)?.[1] : undefined;
    const token = bearer ?? request.cookies[SESSION_COOKIE];
    if (!token) return done();
    // Personal and OAuth tokens are looked up on every request, never cached, so revoking one is immediate.
    if (bearer && appTokens.owns(bearer)) {
      appTokens
        .resolve(bearer)
        .then((viewer) => admit(request, reply, bearer, true, viewer))
        .then(done, done);
      return;
    }
    const cached = auth.resolveCached(token);
    if (cached) return done(admit(request, reply, token, bearer !== undefined, cached));
    auth
      .resolve(token)
      .then((viewer) => admit(request, reply, token, bearer !== undefined, viewer))
      .then(done, done);
  });
}

/** A token lacking the route's scope: 403 and the RFC 6750 §3.1 challenge naming the scope it needs. */
function tokenRefusal(request: FastifyRequest, reply: FastifyReply, scopes: Scope[]): DomainError | undefined {
  const url = request.routeOptions.url;
  if (!url) return undefined;
  const refused = scopeRefusal(scopes, request.method, url);
  if (!refused) return undefined;
  if (refused.scope === 'session') {
    reply.header('WWW-Authenticate', 'Bearer error="insufficient_scope"');
    return new DomainError('session_only', APP_TOKEN_MESSAGES.sessionOnly);
  }
  reply.header('WWW-Authenticate', `Bearer error="insufficient_scope", scope="${refused.scope}"`);
  return new DomainError('insufficient_scope', APP_TOKEN_MESSAGES.insufficientScope(refused.scope));
}

export function requireViewer(request: FastifyRequest) {
  if (!request.viewer) throw unauthenticated();
  return request.viewer;
}
