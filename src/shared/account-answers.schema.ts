import { z } from 'zod';

/**
 * The account's own answers (issue 24): its e-mail, password and two-factor, then sessions, data exports and
 * deletion, the signed-in person's control over the account itself.
 */

export const accountOverviewSchema = z
  .object({
    email: z.string(),
    emailVerified: z.boolean(),
    pendingEmail: z.string().nullable().describe('An address change waiting for its confirmation link, or null'),
    twoFactorEnabled: z.boolean(),
    recoveryCodesLeft: z.number().int(),
  })
  .meta({ id: 'AccountOverview', description: 'What the account screen shows besides sessions, passkeys and exports' });

export type AccountOverview = z.infer<typeof accountOverviewSchema>;

/** What the server says when it only confirms: the page or toast shows the message as written. */
export const accountNoticeSchema = z
  .object({ message: z.string() })
  .meta({ id: 'AccountNotice', description: 'A confirmation to show as written' });

export const emailVerifiedSchema = z
  .object({ email: z.string(), message: z.string() })
  .meta({ id: 'EmailVerified', description: 'The address a mailed link verified (or changed the account to), and the note to show' });

export const emailChangePendingSchema = z
  .object({ pendingEmail: z.string(), message: z.string() })
  .meta({ id: 'EmailChangePending', description: 'The new address, waiting for the link mailed to it' });

export const twoFactorSetupSchema = z
  .object({
    secret: z.string(),
    otpauthUrl: z.string(),
    qrSvg: z.string().describe('The otpauth URL as an SVG QR code (markup, no scripts)'),
  })
  .meta({ id: 'TwoFactorSetup', description: 'The secret to scan or type in, shown until the first code confirms it' });

export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorRecoveryCodesSchema = z
  .object({ recoveryCodes: z.array(z.string()) })
  .meta({ id: 'TwoFactorRecoveryCodes', description: 'One-time recovery codes, shown this once' });

export type RecoveryCodes = z.infer<typeof twoFactorRecoveryCodesSchema>;

export const accountSessionSchema = z
  .object({
    id: z.uuid(),
    device: z.string().describe("e.g. 'Chrome 156 on Linux'; 'Unknown device' without a user agent"),
    createdAt: z.iso.datetime(),
    lastSeenAt: z.iso.datetime(),
    current: z.boolean().describe('The session of this request'),
  })
  .meta({ id: 'AccountSession', description: 'A place where the account is signed in' });

export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionListSchema = z.array(accountSessionSchema);

export const sessionsEndedSchema = z
  .object({ ended: z.number().int() })
  .meta({ id: 'SessionsEnded', description: 'How many other sessions were signed out' });

export const dataExportSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(['pending', 'ready', 'failed', 'expired']),
    createdAt: z.iso.datetime(),
    readyAt: z.iso.datetime().nullable(),
    expiresAt: z.iso.datetime().nullable(),
    sizeBytes: z.number().int().nullable(),
    downloadUrl: z.string().nullable().describe('A signed link that works for its owner until expires_at; null unless ready'),
  })
  .meta({ id: 'DataExport', description: 'A zip of the account\'s data, built by a job' });

export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportListSchema = z.array(dataExportSchema);

export const deletionScheduledSchema = z
  .object({ eraseAfter: z.iso.datetime() })
  .meta({ id: 'DeletionScheduled', description: 'The account is deactivated; it is erased after this time unless signed in again' });

export type DeletionScheduled = z.infer<typeof deletionScheduledSchema>;
