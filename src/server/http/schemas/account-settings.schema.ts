import { z } from 'zod';
import type { AccountOverview, RecoveryCodes, TwoFactorSetup } from '../../../shared/account-types.ts';

/** The account's e-mail, password and two-factor answers (issue 24); shapes in src/shared/account-types.ts. */

export const accountOverviewSchema = z
  .object({
    email: z.string(),
    email_verified: z.boolean(),
    pending_email: z.string().nullable().describe('An address change waiting for its confirmation link, or null'),
    two_factor_enabled: z.boolean(),
    recovery_codes_left: z.number().int(),
  })
  .meta({ id: 'AccountOverview', description: 'What the account screen shows besides sessions, passkeys and exports' });

/** What the server says when it only confirms: the page or toast shows the message as written. */
export const accountNoticeSchema = z
  .object({ message: z.string() })
  .meta({ id: 'AccountNotice', description: 'A confirmation to show as written' });

export const emailVerifiedSchema = z
  .object({ email: z.string(), message: z.string() })
  .meta({ id: 'EmailVerified', description: 'The address a mailed link verified (or changed the account to), and the note to show' });

export const emailChangePendingSchema = z
  .object({ pending_email: z.string(), message: z.string() })
  .meta({ id: 'EmailChangePending', description: 'The new address, waiting for the link mailed to it' });

export const twoFactorSetupSchema = z
  .object({
    secret: z.string(),
    otpauth_url: z.string(),
    qr_svg: z.string().describe('The otpauth URL as an SVG QR code (markup, no scripts)'),
  })
  .meta({ id: 'TwoFactorSetup', description: 'The secret to scan or type in, shown until the first code confirms it' });

export const twoFactorRecoveryCodesSchema = z
  .object({ recovery_codes: z.array(z.string()) })
  .meta({ id: 'TwoFactorRecoveryCodes', description: 'One-time recovery codes, shown this once' });

// The serializer sends only what a schema lists: the schemas and the shared types must agree both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type AccountSettingsSchemasMatchTypes = Assert<
  Same<z.infer<typeof accountOverviewSchema>, AccountOverview> &
    Same<z.infer<typeof twoFactorSetupSchema>, TwoFactorSetup> &
    Same<z.infer<typeof twoFactorRecoveryCodesSchema>, RecoveryCodes>
>;
