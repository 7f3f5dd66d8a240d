import { z } from 'zod';
import { PASSKEY_NAME_MAX } from './constants.ts';
import { deliverableEmailSchema, emailSchema, passwordSchema } from './auth.schema.ts';
import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { msg } from './i18n/msg.ts';

/** Inputs of the account lifecycle (issue 24), checked by the web forms and again by the server. */

/** A token from a mailed link: base64url, as the server made it. */
const linkToken = z
  .string({ error: ACCOUNT_MESSAGES.resetLinkInvalid })
  .trim()
  .min(16, ACCOUNT_MESSAGES.resetLinkInvalid)
  .max(200, ACCOUNT_MESSAGES.resetLinkInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, ACCOUNT_MESSAGES.resetLinkInvalid);

/** The password someone already has: only checked against the stored hash, so any non-empty text. */
const currentPassword = z.string({ error: msg('Password is required') }).min(1, msg('Password is required')).max(200);

/** A 6-digit authenticator code or a recovery code (xxxxx-xxxxx); spaces and dashes are forgiven. */
export const twoFactorCode = z
  .string({ error: ACCOUNT_MESSAGES.codeRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.codeRequired)
  .max(20, ACCOUNT_MESSAGES.codeWrong);

export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({ token: linkToken, password: passwordSchema });
export const emailTokenSchema = z.object({ token: linkToken.clone() });
export const changeEmailSchema = z.object({ email: deliverableEmailSchema, password: currentPassword });
export const changePasswordSchema = z.object({ currentPassword: currentPassword, newPassword: passwordSchema });

export const twoFactorSetupSchema = z.object({ password: currentPassword });
export const twoFactorCodeSchema = z.object({ code: twoFactorCode });
export const twoFactorSignInSchema = z.object({ ticket: linkToken.clone(), code: twoFactorCode });

export const passkeyNameSchema = z
  .string({ error: ACCOUNT_MESSAGES.passkeyNameRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.passkeyNameRequired)
  .max(PASSKEY_NAME_MAX, `A passkey name can be at most ${PASSKEY_NAME_MAX} characters`);

/**
 * A WebAuthn credential as @simplewebauthn/browser returns it; only its outline is checked here, the
 * library verifies the rest (and any malformed part is a 400, never a 500).
 */
const b64url = z.string().max(100_000).regex(/^[A-Za-z0-9_-]*$/, msg('Invalid credential encoding'));
const credentialResponse = z.object({
  id: b64url.min(1).max(1400),
  rawId: b64url.min(1).max(1400),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: b64url.min(1) }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});
export const passkeyRegistrationSchema = z.object({
  name: passkeyNameSchema,
  response: credentialResponse.extend({
    response: z.looseObject({ clientDataJSON: b64url.min(1), attestationObject: b64url.min(1), transports: z.array(z.string().max(20)).max(10).optional() }),
  }),
});
export const passkeyRenameSchema = z.object({ name: passkeyNameSchema });
export const passkeySignInSchema = z.object({
  response: credentialResponse.extend({
    response: z.looseObject({
      clientDataJSON: b64url.min(1),
      authenticatorData: b64url.min(1),
      signature: b64url.min(1),
      userHandle: b64url.optional(),
    }),
  }),
});

/** The owner proving it is them before a change that could lock them out: the password, and a code with two-factor on. */
export const ownerConfirmationSchema = z.object({ password: currentPassword, code: twoFactorCode.optional() });
export const deleteAccountSchema = ownerConfirmationSchema;
/** Adding a passkey asks for the same as deleting the account (issue 35, M2): a session alone is not enough. */
export const passkeyOptionsSchema = ownerConfirmationSchema;
export const passkeysRemovalSchema = z.object({ token: linkToken.clone() });

export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type PasskeyRegistrationInput = z.infer<typeof passkeyRegistrationSchema>;
export type PasskeySignInInput = z.infer<typeof passkeySignInSchema>;
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
export type OwnerConfirmation = z.infer<typeof ownerConfirmationSchema>;
