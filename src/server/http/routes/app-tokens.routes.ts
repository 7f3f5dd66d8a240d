import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { createTokenSchema, registerAppSchema } from '../../../shared/app-tokens.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';

const idParams = z.object({ id: z.uuid('Invalid id') });

/**
 * Settings → Apps and tokens (decision 040): personal access tokens, the apps a person registered, and the
 * apps a person allowed. Session-only (route-scopes.ts): no token can mint or revoke tokens.
 */
export function appTokenRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { personalTokens, oauthApps } = ctx.services;
  const tags = ['apps and tokens'];

  r.get('/api/me/tokens', { schema: { tags, summary: 'My personal access tokens (never the tokens themselves)' } }, async (request) =>
    personalTokens.list(requireViewer(request).userId),
  );

  r.post('/api/me/tokens', { ...limited('security'), schema: { tags, body: createTokenSchema, summary: 'Create a personal access token; the answer is the only time it is shown' } }, async (request, reply) =>
    reply.status(201).send(await personalTokens.create(requireViewer(request).userId, request.body)),
  );

  r.delete('/api/me/tokens/:id', { ...limited('security'), schema: { tags, params: idParams, summary: 'Revoke a personal access token (refused from the next request on)' } }, async (request, reply) => {
    await personalTokens.revoke(requireViewer(request).userId, request.params.id);
    return reply.status(204).send();
  });

  r.get('/api/me/apps', { schema: { tags, summary: 'The OAuth apps I registered' } }, async (request) => oauthApps.list(requireViewer(request).userId));

  r.post('/api/me/apps', { ...limited('security'), schema: { tags, body: registerAppSchema, summary: 'Register an OAuth app; a confidential app\'s client secret is shown once' } }, async (request, reply) =>
    reply.status(201).send(await oauthApps.register(requireViewer(request).userId, request.body)),
  );

  r.delete('/api/me/apps/:id', { ...limited('security'), schema: { tags, params: idParams, summary: 'Delete an app I registered, with every grant and token issued to it' } }, async (request, reply) => {
    await oauthApps.remove(requireViewer(request).userId, request.params.id);
    return reply.status(204).send();
  });

  r.get('/api/me/authorized-apps', { schema: { tags, summary: 'The apps I allowed to use my account' } }, async (request) =>
    oauthApps.authorized(requireViewer(request).userId),
  );

  r.delete('/api/me/authorized-apps/:id', { ...limited('security'), schema: { tags, params: idParams, summary: 'Revoke an app\'s access and every token it holds' } }, async (request, reply) => {
    await oauthApps.revokeAuthorization(requireViewer(request).userId, request.params.id);
    return reply.status(204).send();
  });
}
