import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isOwnOrigin } from './origin.ts';
import type { AppContext } from '../../context.ts';
import type { SessionViewer } from '../../domain/auth/auth.service.ts';
import { DomainError, unauthenticated } from '../../domain/errors.ts';
import { AUTH_MESSAGES } from '../../../shared/messages.ts';

export const SESSION_COOKIE = 'popreel_session';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: (SessionViewer & { token: string; via: 'cookie' | 'bearer' }) | null;
  }
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Writes a banned user may still make: leaving, and what the law gives everyone over their own data (ending
 * sessions, a copy of the data, deleting the account; decision 025).
 */
const BANNED_MAY = new Set([
  'POST /api/auth/sign-out',
  'DELETE /api/me/sessions/:id',
  'POST /api/me/sessions/sign-out-others',
  'POST /api/me/exports',
  'POST /api/me/deletion',
]);

/**
 * Resolves the viewer from the session cookie or a bearer token on every request, refreshes the cookie when
 * the session was extended, refuses cross-site cookie writes, and refuses every write by a banned user.
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext) {
  const secure = ctx.config.publicUrl?.startsWith('https://') ?? false;
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request, reply) => {
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const cookie = request.cookies[SESSION_COOKIE];
    const token = bearer ?? cookie;
    if (!token) return;
    const viewer = await ctx.services.auth.resolve(token);
    if (!viewer) {
      if (!bearer) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return;
    }
    const via = bearer ? 'bearer' : 'cookie';
    request.viewer = { ...viewer, token, via };
    if (via === 'cookie' && viewer.refreshedUntil) setSessionCookie(reply, token, viewer.refreshedUntil, secure);
    if (READ_METHODS.has(request.method)) return;
    if (via === 'cookie' && !isOwnOrigin(request, ctx.config.publicUrl)) throw new DomainError('forbidden', 'Cross-site request refused', 403);
    if (viewer.banned && !BANNED_MAY.has(`${request.method} ${request.routeOptions.url}`)) throw new DomainError('banned', AUTH_MESSAGES.banned, 403);
  });
}

export function requireViewer(request: FastifyRequest) {
  if (!request.viewer) throw unauthenticated();
  return request.viewer;
}
