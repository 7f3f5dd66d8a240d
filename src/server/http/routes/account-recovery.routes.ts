import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { emailTokenSchema, forgotPasswordSchema, passkeysRemovalSchema, resetPasswordSchema } from '../../../shared/account.schema.ts';
import { limited } from '../write-limit-guard.ts';
import { accountNoticeSchema, emailVerifiedSchema } from '../../../shared/account-answers.schema.ts';
import { passkeysRemovedSchema } from '../../../shared/passkey-answers.schema.ts';

/** What a signed-out person can do with their account: ask for a reset link, use it, and open mailed links. */
export function accountRecoveryRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { passwords, email, passkeys } = ctx.services;
  const tags = ['account'];

  r.post(
    '/api/auth/password/forgot',
    { ...limited('passwordReset', 'address'), schema: { tags, body: forgotPasswordSchema, summary: 'Mail a reset link; the same answer whether or not the address has an account', response: { 202: accountNoticeSchema } } },
    async (request, reply) => reply.status(202).send(await passwords.forgot(request.body.email)),
  );

  r.post(
    '/api/auth/password/reset',
    { ...limited('accountLink', 'address'), schema: { tags, body: resetPasswordSchema, summary: 'Set a new password with a reset link; every other session ends', response: { 200: accountNoticeSchema } } },
    async (request) => {
      const viewer = request.viewer ? { userId: request.viewer.userId, sessionId: request.viewer.sessionId } : null;
      return passwords.reset(request.body.token, request.body.password, viewer);
    },
  );

  r.post(
    '/api/auth/passkeys/remove',
    { ...limited('accountLink', 'address'), schema: { tags, body: passkeysRemovalSchema, summary: "Open the link in a password-reset mail that removes every passkey of the account", response: { 200: passkeysRemovedSchema } } },
    async (request) => passkeys.removeAllByLink(request.body.token),
  );

  r.post(
    '/api/auth/email/cancel',
    { ...limited('accountLink', 'address'), schema: { tags, body: emailTokenSchema, summary: 'Open the link in an address-change notice: the change waiting is cancelled', response: { 200: accountNoticeSchema } } },
    async (request) => email.cancelChange(request.body.token),
  );

  r.post(
    '/api/auth/email/verify',
    { ...limited('accountLink', 'address'), schema: { tags, body: emailTokenSchema, summary: 'Open a mailed link: verify the address, or confirm an address change', response: { 200: emailVerifiedSchema } } },
    async (request) => email.verify(request.body.token),
  );
}
