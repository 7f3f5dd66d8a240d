import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import type { SessionProbe } from '../../../shared/api-types.ts';
import { signInSchema, signUpSchema } from '../../../shared/auth.schema.ts';
import { passkeySignInSchema, twoFactorSignInSchema } from '../../../shared/account.schema.ts';
import { requireViewer, SESSION_COOKIE, setSessionCookie } from '../plugins/auth.ts';
import { exempt, limited } from '../write-limit-guard.ts';
import { relyingParty, replyWithSession, userAgentOf } from '../session-reply.ts';

/** 2026-12-04, when decision 040 deprecated the password grant for third parties (RFC 9745: @ and epoch seconds). */
const PASSWORD_GRANT_DEPRECATED = '@1796342400';

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth, twoFactor, passkeys } = ctx.services;
  const secure = ctx.config.publicUrl?.startsWith('https://') ?? false;
  const tags = ['auth'];

  r.post('/api/auth/sign-up', { ...limited('signUp', 'address'), schema: { tags, body: signUpSchema } }, async (request, reply) => {
    const session = await auth.signUp(request.body, userAgentOf(request));
    setSessionCookie(reply, session.token, session.expiresAt, secure);
    return reply.status(201).send(session.me);
  });

  const signInDescription = 'With two-factor on, answers { two_factor_required: true, ticket } and no session: send the code to /api/auth/two-factor.';
  r.post('/api/auth/sign-in', { ...limited('signIn', 'address'), schema: { tags, body: signInSchema, description: signInDescription } }, async (request, reply) => {
    const outcome = await auth.signIn(request.body, userAgentOf(request), 'cookie');
    if ('ticket' in outcome) return { two_factor_required: true, ticket: outcome.ticket };
    return replyWithSession(reply, outcome.session, 'cookie', ctx.config);
  });

  /**
   * For Popreel's own non-browser clients: the same sign-in, answered with a bearer session instead of a cookie.
   * Deprecated for third parties since decision 040 (RFC 9745's header): they use OAuth, whose tokens carry scopes.
   */
  r.post('/api/auth/token', { ...limited('signIn', 'address'), schema: { tags, body: signInSchema, description: `${signInDescription} Deprecated for third-party apps: use OAuth (/.well-known/oauth-authorization-server).` } }, async (request, reply) => {
    reply.header('Deprecation', PASSWORD_GRANT_DEPRECATED).header('Link', '</.well-known/oauth-authorization-server>; rel="alternate"');
    const outcome = await auth.signIn(request.body, userAgentOf(request), 'token');
    if ('ticket' in outcome) return { two_factor_required: true, ticket: outcome.ticket };
    return replyWithSession(reply, outcome.session, 'token', ctx.config);
  });

  r.post('/api/auth/two-factor', { ...limited('twoFactor', 'address'), schema: { tags, body: twoFactorSignInSchema, summary: 'The second sign-in step: the ticket and a TOTP or recovery code' } }, async (request, reply) => {
    const { mode, session } = await twoFactor.signIn(request.body.ticket, request.body.code, userAgentOf(request));
    return replyWithSession(reply, session, mode, ctx.config);
  });

  r.post('/api/auth/passkey/options', { ...limited('signIn', 'address'), schema: { tags, summary: 'WebAuthn options for signing in with a passkey' } }, async (request) =>
    passkeys.authenticationOptions(relyingParty(ctx.config, request)),
  );

  r.post('/api/auth/passkey', { ...limited('signIn', 'address'), schema: { tags, body: passkeySignInSchema, summary: 'Sign in with a passkey alone' } }, async (request, reply) => {
    const session = await passkeys.signIn(request.body, relyingParty(ctx.config, request), userAgentOf(request));
    return replyWithSession(reply, session, 'cookie', ctx.config);
  });

  r.post('/api/auth/sign-out', { ...exempt('ends only the caller\'s own session: nothing is stored, and nothing repeats'), schema: { tags } }, async (request, reply) => {
    if (request.viewer) await auth.signOut(request.viewer.token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send();
  });

  r.get('/api/me', { schema: { tags, description: 'The signed-in account; 401 without a session (API clients rely on it).' } }, async (request) =>
    auth.me(requireViewer(request).userId),
  );

  /** The web app's probe: a visitor is an answer, not an error, so a signed-out page load logs nothing (decision 028). */
  r.get('/api/session', { schema: { tags, summary: 'The caller\'s session: { session: Me } signed in, { session: null } for a visitor' } }, async (request): Promise<SessionProbe> => ({
    session: request.viewer ? await auth.me(request.viewer.userId) : null,
  }));
}
