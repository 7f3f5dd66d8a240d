import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { signInSchema, signUpSchema } from '../../../shared/auth.schema.ts';
import { requireViewer, SESSION_COOKIE, setSessionCookie } from '../plugins/auth.ts';
import { exempt, limited } from '../write-limit-guard.ts';

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth } = ctx.services;
  const secure = ctx.config.publicUrl?.startsWith('https://') ?? false;

  r.post('/api/auth/sign-up', { ...limited('signUp', 'address'), schema: { tags: ['auth'], body: signUpSchema } }, async (request, reply) => {
    const session = await auth.signUp(request.body, request.headers['user-agent'] ?? null);
    setSessionCookie(reply, session.token, session.expiresAt, secure);
    return reply.status(201).send(session.me);
  });

  r.post('/api/auth/sign-in', { ...limited('signIn', 'address'), schema: { tags: ['auth'], body: signInSchema } }, async (request, reply) => {
    const session = await auth.signIn(request.body, request.headers['user-agent'] ?? null);
    setSessionCookie(reply, session.token, session.expiresAt, secure);
    return session.me;
  });

  /** For non-browser clients: the same sign-in, answered with a bearer token instead of a cookie. */
  r.post('/api/auth/token', { ...limited('signIn', 'address'), schema: { tags: ['auth'], body: signInSchema } }, async (request) => {
    const session = await auth.signIn(request.body, request.headers['user-agent'] ?? null);
    return { token: session.token, expires_at: session.expiresAt.toISOString(), me: session.me };
  });

  r.post('/api/auth/sign-out', { ...exempt('ends only the caller\'s own session: nothing is stored, and nothing repeats'), schema: { tags: ['auth'] } }, async (request, reply) => {
    if (request.viewer) await auth.signOut(request.viewer.token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send();
  });

  r.get('/api/me', { schema: { tags: ['auth'] } }, async (request) => auth.me(requireViewer(request).userId));
}
