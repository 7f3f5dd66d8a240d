import type { Me } from './api-types.ts';

/** Response shapes of the account lifecycle (issue 24); zod-free, so the main bundle can import them. */

/** Password sign-in of an account with two-factor on: no session yet, a ticket for the code step. */
export interface TwoFactorChallenge {
  two_factor_required: true;
  ticket: string;
}

/** A sign-in that ended a pending deletion says so, for the welcome-back message. */
export type SignedIn = Me & { deletion_cancelled?: boolean };
export type SignInResult = SignedIn | TwoFactorChallenge;

export const needsTwoFactor = (result: SignInResult): result is TwoFactorChallenge => 'two_factor_required' in result;

/** GET /api/me/account: what the account screen shows besides sessions, passkeys and exports. */
export interface AccountOverview {
  email: string;
  email_verified: boolean;
  /** An address change waiting for its confirmation link, or null. */
  pending_email: string | null;
  two_factor_enabled: boolean;
  recovery_codes_left: number;
}

/** POST /api/me/two-factor/setup: the secret to scan or type in, shown until the first code confirms it. */
export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
  /** The otpauth URL as an SVG QR code (markup, no scripts). */
  qr_svg: string;
}

export interface RecoveryCodes {
  recovery_codes: string[];
}

export interface AccountSession {
  id: string;
  /** e.g. 'Chrome 156 on Linux'; 'Unknown device' without a user agent. */
  device: string;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}

export interface Passkey {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
  /** Synced by the platform (iCloud Keychain, Google Password Manager) rather than bound to one device. */
  backed_up: boolean;
}

export type DataExportStatus = 'pending' | 'ready' | 'failed' | 'expired';
export interface DataExport {
  id: string;
  status: DataExportStatus;
  created_at: string;
  ready_at: string | null;
  expires_at: string | null;
  size_bytes: number | null;
  /** A signed link that works for its owner until expires_at; null unless ready. */
  download_url: string | null;
}

export interface DeletionScheduled {
  erase_after: string;
}
