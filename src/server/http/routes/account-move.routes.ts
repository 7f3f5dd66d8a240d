import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';
import { aliasesBodySchema, moveBodySchema, moveStateSchema } from '../../../shared/account-move.schema.ts';

/** Issue 58: Settings → Move account — "Also known as", and moving this account to one elsewhere. */
export function accountMoveRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { accountMoves } = ctx.services;
  const edge = ctx.federation.moves;
  const tags = ['account'];

  /** Where the account stands, named as other servers name it. */
  const stateOf = (userId: string) => accountMoves.state(userId, (username) => edge.handleOf(username));

  r.get('/api/me/move', { schema: { tags, summary: 'My "Also known as" list, where this account moved, and when it may move again', response: { 200: moveStateSchema } } }, async (request) =>
    stateOf(requireViewer(request).userId),
  );

  r.put(
    '/api/me/also-known-as',
    { ...limited('accountMove'), schema: { tags, summary: 'Replace "Also known as": accounts elsewhere that are also mine (each fetched; one that is not found is refused)', body: aliasesBodySchema, response: { 200: moveStateSchema } } },
    async (request) => {
      const { userId } = requireViewer(request);
      await edge.setAliases(userId, request.body.handles);
      return stateOf(userId);
    },
  );

  r.post(
    '/api/me/move',
    {
      ...limited('accountMove'),
      schema: { tags, summary: 'Move this account to one elsewhere that lists it under "Also known as": followers are moved, and it stops posting', body: moveBodySchema, response: { 202: moveStateSchema } },
    },
    async (request, reply) => {
      const { userId } = requireViewer(request);
      await edge.moveTo(userId, request.body.target);
      return reply.status(202).send(await stateOf(userId));
    },
  );
}
