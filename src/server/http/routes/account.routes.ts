import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { changeEmailSchema, changePasswordSchema, twoFactorCodeSchema, twoFactorSetupSchema } from '../../../shared/account.schema.ts';
import { requireViewer } from '../plugins/auth.ts';
import { limited } from '../write-limit-guard.ts';
import { noContent } from '../schemas/common.schema.ts';
import {
  accountNoticeSchema,
  accountOverviewSchema,
  emailChangePendingSchema,
  twoFactorRecoveryCodesSchema,
  twoFactorSetupSchema as twoFactorSetupAnswer,
} from '../../../shared/account-answers.schema.ts';

/** The signed-in account's e-mail, password and two-factor settings (issue 24). */
export function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { accountOverview, email, passwords, twoFactor } = ctx.services;
  const tags = ['account'];

  r.get('/api/me/account', { schema: { tags, summary: 'My account: address, pending change, two-factor', response: { 200: accountOverviewSchema } } }, async (request) => accountOverview.overview(requireViewer(request).userId));

  r.post('/api/me/email/verification', { ...limited('accountMail'), schema: { tags, summary: 'Mail the verification link again', response: { 202: accountNoticeSchema } } }, async (request, reply) =>
    reply.status(202).send(await email.resend(requireViewer(request).userId)),
  );

  r.post('/api/me/email', { ...limited('accountMail'), schema: { tags, body: changeEmailSchema, summary: 'Change the address: confirmed by a link to the new one', response: { 202: emailChangePendingSchema } } }, async (request, reply) =>
    reply.status(202).send(await email.requestChange(requireViewer(request).userId, request.body.email, request.body.password)),
  );

  r.post('/api/me/password', { ...limited('security'), schema: { tags, body: changePasswordSchema, summary: 'Change the password; every other session ends', response: { 200: accountNoticeSchema } } }, async (request) => {
    const viewer = requireViewer(request);
    return passwords.change(viewer.userId, viewer.sessionId, request.body.currentPassword, request.body.newPassword);
  });

  r.post('/api/me/two-factor/setup', { ...limited('security'), schema: { tags, body: twoFactorSetupSchema, summary: 'A new TOTP secret (QR code and key), off until a code confirms it', response: { 200: twoFactorSetupAnswer } } }, async (request) =>
    twoFactor.setup(requireViewer(request).userId, request.body.password),
  );

  r.post('/api/me/two-factor/enable', { ...limited('security'), schema: { tags, body: twoFactorCodeSchema, summary: 'Turn two-factor on with a first code; answers the recovery codes, once', response: { 200: twoFactorRecoveryCodesSchema } } }, async (request) =>
    twoFactor.enable(requireViewer(request).userId, request.body.code),
  );

  r.post('/api/me/two-factor/disable', { ...limited('security'), schema: { tags, body: twoFactorCodeSchema, summary: 'Turn two-factor off with a code', response: { 204: noContent } } }, async (request, reply) => {
    await twoFactor.disable(requireViewer(request).userId, request.body.code);
    return reply.status(204).send(null);
  });

  r.post('/api/me/two-factor/recovery-codes', { ...limited('security'), schema: { tags, body: twoFactorCodeSchema, summary: 'Replace the recovery codes', response: { 200: twoFactorRecoveryCodesSchema } } }, async (request) =>
    twoFactor.newRecoveryCodes(requireViewer(request).userId, request.body.code),
  );
}
