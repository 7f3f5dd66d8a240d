import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import type { SessionProbe } from '../../../shared/api-types.ts';
import { noContent } from '../schemas/common.schema.ts';
import {
  meSchema,
  sessionProbeSchema,
  signInResultSchema,
  signInSessionSchema,
  tokenSignInResultSchema,
  twoFactorSignInResultSchema,
} from '../../../shared/session-answers.schema.ts';
import { passkeyRequestOptionsSchema } from '../../../shared/passkey-answers.schema.ts';
import { signInSchema, signUpSchema } from '../../../shared/auth.schema.ts';
import { passkeySignInSchema, twoFactorSignInSchema } from '../../../shared/account.schema.ts';
import { requireViewer, SESSION_COOKIE, setSessionCookie } from '../plugins/auth.ts';
import { exempt, limited } from '../write-limit-guard.ts';
import { relyingParty, replyWithSession, userAgentOf } from '../session-reply.ts';
import { browserLocale } from '../request-locale.ts';

/** 2026-12-04, when decision 040 deprecated the password grant for third parties (RFC 9745: @ and epoch seconds). */
const PASSWORD_GRANT_DEPRECATED = '@1796342400';

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth, twoFactor, passkeys, language } = ctx.services;
  const secure = ctx.config.publicUrl?.startsWith('https://') ?? false;
  const tags = ['auth'];

  r.post('/api/auth/sign-up', { ...limited('signUp', 'address'), schema: { tags, body: signUpSchema, summary: 'Create an account and sign in (the session cookie)', response: { 201: meSchema } } }, async (request, reply) => {
    const session = await auth.signUp(request.body, userAgentOf(request), browserLocale(request));
    setSessionCookie(reply, session.token, session.expiresAt, secure);
    return reply.status(201).send(session.me);
  });

  const signInDescription = 'With two-factor on, answers { two_factor_required: true, ticket } and no session: send the code to /api/auth/two-factor.';
  r.post('/api/auth/sign-in', { ...limited('signIn', 'address'), schema: { tags, body: signInSchema, summary: 'Sign in with e-mail and password (the session cookie)', description: signInDescription, response: { 200: signInResultSchema } } }, async (request, reply) => {
    const outcome = await auth.signIn(request.body, userAgentOf(request), 'cookie');
    if ('ticket' in outcome) return { twoFactorRequired: true as const, ticket: outcome.ticket };
    await language.rememberBrowser(outcome.session.me.user.id, browserLocale(request));
    return replyWithSession(reply, outcome.session, 'cookie', ctx.config);
  });

  /**
   * For Popreel's own non-browser clients: the same sign-in, answered with a bearer session instead of a cookie.
   * Deprecated for third parties since decision 040 (RFC 9745's header): they use OAuth, whose tokens carry scopes.
   */
  r.post('/api/auth/token', { ...limited('signIn', 'address'), schema: { tags, body: signInSchema, summary: 'Sign in with e-mail and password for a bearer token (first-party clients)', response: { 200: tokenSignInResultSchema }, description: `${signInDescription} Deprecated for third-party apps: use OAuth (/.well-known/oauth-authorization-server).` } }, async (request, reply) => {
    reply.header('Deprecation', PASSWORD_GRANT_DEPRECATED).header('Link', '</.well-known/oauth-authorization-server>; rel="alternate"');
    const outcome = await auth.signIn(request.body, userAgentOf(request), 'token');
    if ('ticket' in outcome) return { twoFactorRequired: true as const, ticket: outcome.ticket };
    await language.rememberBrowser(outcome.session.me.user.id, browserLocale(request));
    return replyWithSession(reply, outcome.session, 'token', ctx.config);
  });

  r.post('/api/auth/two-factor', { ...limited('twoFactor', 'address'), schema: { tags, body: twoFactorSignInSchema, summary: 'The second sign-in step: the ticket and a TOTP or recovery code', description: 'Answers as the first step asked: the account with the session cookie, or a bearer token.', response: { 200: twoFactorSignInResultSchema } } }, async (request, reply) => {
    const { mode, session } = await twoFactor.signIn(request.body.ticket, request.body.code, userAgentOf(request));
    await language.rememberBrowser(session.me.user.id, browserLocale(request));
    return replyWithSession(reply, session, mode, ctx.config);
  });

  r.post('/api/auth/passkey/options', { ...limited('signIn', 'address'), schema: { tags, summary: 'WebAuthn options for signing in with a passkey', response: { 200: passkeyRequestOptionsSchema } } }, async (request) =>
    passkeys.authenticationOptions(relyingParty(ctx.config, request)),
  );

  r.post('/api/auth/passkey', { ...limited('signIn', 'address'), schema: { tags, body: passkeySignInSchema, summary: 'Sign in with a passkey alone', response: { 200: signInSessionSchema } } }, async (request, reply) => {
    const session = await passkeys.signIn(request.body, relyingParty(ctx.config, request), userAgentOf(request));
    await language.rememberBrowser(session.me.user.id, browserLocale(request));
    return replyWithSession(reply, session, 'cookie', ctx.config);
  });

  r.post('/api/auth/sign-out', { ...exempt('ends only the caller\'s own session: nothing is stored, and nothing repeats'), schema: { tags, summary: 'Sign out: this session ends and its cookie is cleared', response: { 204: noContent } } }, async (request, reply) => {
    if (request.viewer) await auth.signOut(request.viewer.token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send(null);
  });

  r.get('/api/me', { schema: { tags, summary: 'The signed-in account', description: 'The signed-in account; 401 without a session (API clients rely on it).', response: { 200: meSchema } } }, async (request) =>
    auth.me(requireViewer(request).userId),
  );

  /** The web app's probe: a visitor is an answer, not an error, so a signed-out page load logs nothing (decision 028). */
  r.get('/api/session', { schema: { tags, summary: 'The caller\'s session: { session: Me } signed in, { session: null } for a visitor', response: { 200: sessionProbeSchema } } }, async (request): Promise<SessionProbe> => ({
    session: request.viewer ? await auth.me(request.viewer.userId) : null,
  }));
}
