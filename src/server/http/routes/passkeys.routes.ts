import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { passkeyOptionsSchema, passkeyRegistrationSchema, passkeyRenameSchema } from '../../../shared/account.schema.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';
import { relyingParty } from '../session-reply.ts';
import { noContent } from '../schemas/common.schema.ts';
import { passkeyCreationOptionsSchema, passkeyListSchema, passkeySchema } from '../../../shared/passkey-answers.schema.ts';

const passkeyParams = z.object({ id: z.uuid('Invalid id') });

/** The signed-in account's passkeys: add (a WebAuthn ceremony), name, remove. Signing in with one: auth.routes.ts. */
export function passkeyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { passkeys } = ctx.services;
  const tags = ['account'];

  r.get('/api/me/passkeys', { schema: { tags, summary: 'My passkeys, oldest first', response: { 200: passkeyListSchema } } }, async (request) => passkeys.list(requireViewer(request).userId));

  r.post(
    '/api/me/passkeys/options',
    { ...limited('security'), schema: { tags, body: passkeyOptionsSchema, summary: 'WebAuthn options for adding a passkey, after the password (and a code with two-factor on)', response: { 200: passkeyCreationOptionsSchema } } },
    async (request) => passkeys.registrationOptions(requireViewer(request).userId, relyingParty(ctx.config, request), request.body),
  );

  r.post('/api/me/passkeys', { ...limited('security'), schema: { tags, body: passkeyRegistrationSchema, summary: 'Add a passkey: the browser\'s answer to the options, and its name', response: { 201: passkeySchema } } }, async (request, reply) =>
    reply.status(201).send(await passkeys.register(requireViewer(request).userId, request.body, relyingParty(ctx.config, request))),
  );

  r.patch('/api/me/passkeys/:id', { ...limited('security'), schema: { tags, params: passkeyParams, body: passkeyRenameSchema, summary: 'Rename a passkey', response: { 200: passkeySchema } } }, async (request) =>
    passkeys.rename(requireViewer(request).userId, request.params.id, request.body.name),
  );

  r.delete('/api/me/passkeys/:id', { ...limited('security'), schema: { tags, params: passkeyParams, summary: 'Remove a passkey', response: { 204: noContent } } }, async (request, reply) => {
    await passkeys.remove(requireViewer(request).userId, request.params.id);
    return reply.status(204).send(null);
  });
}
