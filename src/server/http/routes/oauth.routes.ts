import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { authorizeDecisionSchema, authorizeQuerySchema, SCOPES } from '../../../shared/app-tokens.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';
import { oauthConsentSchema, oauthMetadataSchema, oauthRedirectSchema, oauthRevokedSchema, oauthTokensSchema } from '../../../shared/app-token-answers.schema.ts';
import { OAuthError } from '../../domain/tokens/oauth-errors.ts';
import type { ClientCredentials } from '../../domain/tokens/oauth-token.service.ts';

const field = z.string().max(600).optional();
const tokenBody = z.object({
  grant_type: field, code: field, redirect_uri: field, code_verifier: field, refresh_token: field, scope: field, client_id: field, client_secret: field,
});
const revokeBody = z.object({ token: field, token_type_hint: field, client_id: field, client_secret: field });

/** RFC 6749 §2.3.1: HTTP Basic with form-encoded id and secret, else the same two fields in the body. */
function credentialsOf(request: FastifyRequest, body: { client_id?: string; client_secret?: string }): ClientCredentials {
  const basic = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!basic) return { clientId: body.client_id, clientSecret: body.client_secret };
  const [id = '', secret = ''] = Buffer.from(basic, 'base64').toString('utf8').split(':');
  try {
    return { clientId: decodeURIComponent(id.replace(/\+/g, ' ')), clientSecret: decodeURIComponent(secret.replace(/\+/g, ' ')) };
  } catch {
    return {};
  }
}

/** Token answers are never cached (RFC 6749 §5.1); errors take RFC 6749 §5.2's shape. */
async function oauthReply(reply: FastifyReply, work: () => Promise<unknown>) {
  reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
  try {
    return reply.send((await work()) ?? {});
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    if (error.status === 401) reply.header('WWW-Authenticate', 'Basic realm="popreel"');
    return reply.status(error.status).send({ error: error.error, error_description: error.description });
  }
}

/**
 * OAuth 2 for third-party apps (decision 040): the consent screen's two API calls, the token and revocation
 * endpoints, and the RFC 8414 metadata. The token endpoint takes form bodies as RFC 6749 requires; the form
 * parser lives in this plugin alone, so no other route starts accepting cross-site form posts.
 */
export async function oauthRoutes(app: FastifyInstance, ctx: AppContext) {
  const { oauthConsent, oauthTokens } = ctx.services;
  const tags = ['oauth'];
  const issuer = (request: FastifyRequest) => ctx.config.publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;

  await app.register(async (scoped) => {
    scoped.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const r = scoped.withTypeProvider<ZodTypeProvider>();

    r.get('/api/oauth/authorize', { schema: { tags, querystring: authorizeQuerySchema, summary: 'What the consent screen shows: the app and the scopes it asks for', response: { 200: oauthConsentSchema } } }, async (request) => {
      requireViewer(request);
      return oauthConsent.consent(request.query);
    });

    r.post('/api/oauth/authorize', { ...limited('security'), schema: { tags, body: authorizeDecisionSchema, summary: 'Allow or deny an app; answers where to send the browser next', response: { 200: oauthRedirectSchema } } }, async (request) =>
      oauthConsent.decide(requireViewer(request).userId, request.body, request.body.allow),
    );

    r.post('/oauth/token', { ...limited('oauthToken', 'address'), schema: { tags, body: tokenBody, summary: 'RFC 6749 token endpoint: authorization_code (with PKCE) and refresh_token', response: { 200: oauthTokensSchema } } }, async (request, reply) =>
      oauthReply(reply, () => oauthTokens.exchange(request.body, credentialsOf(request, request.body))),
    );

    r.post('/oauth/revoke', { ...limited('oauthToken', 'address'), schema: { tags, body: revokeBody, summary: 'RFC 7009 token revocation', response: { 200: oauthRevokedSchema } } }, async (request, reply) =>
      oauthReply(reply, () => oauthTokens.revoke(request.body.token, credentialsOf(request, request.body))),
    );

    r.get('/.well-known/oauth-authorization-server', { schema: { tags, summary: 'RFC 8414 authorization server metadata', response: { 200: oauthMetadataSchema } } }, async (request) => {
      const origin = issuer(request);
      return {
        issuer: origin,
        authorization_endpoint: `${origin}/oauth/authorize`,
        token_endpoint: `${origin}/oauth/token`,
        revocation_endpoint: `${origin}/oauth/revoke`,
        scopes_supported: [...SCOPES],
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
        revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      };
    });
  });
}
