import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { federationSettingsUpdateSchema, instanceHostParams, instancePolicyUpdateSchema } from '../../../shared/federation-policy.schema.ts';
import { cursorQuerySchema } from '../schemas/common.schema.ts';
import { federationSettingsSchema, knownInstancePageSchema, knownInstanceSchema } from '../../../shared/federation-instance-answers.schema.ts';
import { limited } from '../write-limit-guard.ts';

const tags = ['admin'];

/** The instance policy (issue 40 item 5), admins only: the service checks the role, as moderation's do. */
export function federationInstancesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { instancePolicy } = ctx.services;

  r.get('/api/admin/federation', { schema: { tags, summary: 'Whether this server federates, and whose remote videos it takes (admins only)', response: { 200: federationSettingsSchema } } }, async (request) =>
    instancePolicy.settings(requireViewer(request).userId),
  );
  r.put(
    '/api/admin/federation',
    { ...limited('moderation'), schema: { tags, summary: 'Turn federation on or off, and take remote videos from any server or only allowed ones (admins only)', body: federationSettingsUpdateSchema, response: { 200: federationSettingsSchema } } },
    async (request) => instancePolicy.updateSettings(requireViewer(request).userId, request.body),
  );
  r.get(
    '/api/admin/federation/instances',
    { schema: { tags, summary: 'Known servers with their policy and counts, most recently seen first (admins only)', querystring: cursorQuerySchema, response: { 200: knownInstancePageSchema } } },
    async (request) => instancePolicy.instances(requireViewer(request).userId, request.query),
  );
  r.put(
    '/api/admin/federation/instances/:host',
    {
      ...limited('moderation'),
      schema: {
        tags,
        summary: "Allow, limit or suspend a server, or undo it, and keep a note; names a server before it was seen (admins only)",
        params: instanceHostParams,
        body: instancePolicyUpdateSchema,
        response: { 200: knownInstanceSchema },
      },
    },
    async (request) => instancePolicy.setInstance(requireViewer(request).userId, request.params.host, request.body),
  );
}
