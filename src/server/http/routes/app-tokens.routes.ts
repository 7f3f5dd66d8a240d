import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { createTokenSchema, registerAppSchema } from '../../../shared/app-tokens.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';
import { noContent } from '../schemas/common.schema.ts';
import { authorizedAppSchema, createdPersonalTokenSchema, oauthAppSchema, personalTokenSchema, registeredOAuthAppSchema } from '../../../shared/app-token-answers.schema.ts';

const idParams = z.object({ id: z.uuid('Invalid id') });

/**
 * Settings → Apps and tokens (decision 040): personal access tokens, the apps a person registered, and the
 * apps a person allowed. Session-only (route-scopes.ts): no token can mint or revoke tokens.
 */
export function appTokenRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { personalTokens, oauthApps } = ctx.services;
  const tags = ['apps and tokens'];

  r.get('/api/me/tokens', { schema: { tags, summary: 'My personal access tokens (never the tokens themselves)', response: { 200: z.array(personalTokenSchema) } } }, async (request) =>
    personalTokens.list(requireViewer(request).userId),
  );

  r.post('/api/me/tokens', { ...limited('security'), schema: { tags, body: createTokenSchema, summary: 'Create a personal access token; the answer is the only time it is shown', response: { 201: createdPersonalTokenSchema } } }, async (request, reply) =>
    reply.status(201).send(await personalTokens.create(requireViewer(request).userId, request.body)),
  );

  r.delete('/api/me/tokens/:id', { ...limited('security'), schema: { tags, params: idParams, summary: 'Revoke a personal access token (refused from the next request on)', response: { 204: noContent } } }, async (request, reply) => {
    await personalTokens.revoke(requireViewer(request).userId, request.params.id);
    return reply.status(204).send(null);
  });

  r.get('/api/me/apps', { schema: { tags, summary: 'The OAuth apps I registered', response: { 200: z.array(oauthAppSchema) } } }, async (request) => oauthApps.list(requireViewer(request).userId));

  r.post('/api/me/apps', { ...limited('security'), schema: { tags, body: registerAppSchema, summary: 'Register an OAuth app; a confidential app\'s client secret is shown once', response: { 201: registeredOAuthAppSchema } } }, async (request, reply) =>
    reply.status(201).send(await oauthApps.register(requireViewer(request).userId, request.body)),
  );

  r.delete('/api/me/apps/:id', { ...limited('security'), schema: { tags, params: idParams, summary: 'Delete an app I registered, with every grant and token issued to it', response: { 204: noContent } } }, async (request, reply) => {
    await oauthApps.remove(requireViewer(request).userId, request.params.id);
    return reply.status(204).send(null);
  });

  r.get('/api/me/authorized-apps', { schema: { tags, summary: 'The apps I allowed to use my account', response: { 200: z.array(authorizedAppSchema) } } }, async (request) =>
    oauthApps.authorized(requireViewer(request).userId),
  );

  r.delete('/api/me/authorized-apps/:id', { ...limited('security'), schema: { tags, params: idParams, summary: 'Revoke an app\'s access and every token it holds', response: { 204: noContent } } }, async (request, reply) => {
    await oauthApps.revokeAuthorization(requireViewer(request).userId, request.params.id);
    return reply.status(204).send(null);
  });
}
