import { ACCOUNT_MESSAGES } from '../../../shared/account-messages.ts';
import { msg } from '../../i18n/i18n.ts';

/**
 * Web-only words of the sign-in steps and the mailed-link pages (issue 24); the shared messages stay the source.
 * Marked msg() and shown with t() under useTranslation('auth').
 */
export const RECOVERY_TEXT = {
  backToSignIn: msg('Back to sign in'),
  // The code step after a password, for accounts with two-factor on.
  twoFactorTitle: msg('Two-factor authentication'),
  codeLabel: msg('Authentication code'),
  codeHint: ACCOUNT_MESSAGES.twoFactorPrompt,
  recoveryCodeNote: msg('Lost your phone? Type one of your recovery codes instead.'),
  verify: msg('Verify'),
  verifying: msg('Verifying...'),
  // Passkeys.
  passkey: msg('Sign in with a passkey'),
  passkeyBusy: msg('Waiting for your passkey...'),
  or: msg('or'),
  // Forgotten password.
  forgotTitle: msg('Reset your password'),
  forgotSubtitle: msg("Enter your account's email and we will send you a link to choose a new password."),
  sendLink: msg('Send reset link'),
  sending: msg('Sending...'),
  // The mailed reset link.
  resetTitle: msg('Choose a new password'),
  resetSubtitle: msg('Pick one you do not use anywhere else.'),
  newPassword: msg('New password'),
  confirmPassword: msg('Confirm new password'),
  passwordsDiffer: msg('The passwords do not match'),
  setPassword: msg('Set new password'),
  saving: msg('Saving...'),
  resetFailed: msg('Could not reset your password'),
  askAgain: msg('Ask for a new link'),
  // The mailed verification (or address change) link.
  checkingLink: msg('Checking your link...'),
  goHome: msg('Go to Popreel'),
  // Mailed links that change something, on a press (issue 35).
  removePasskeys: msg('Remove all passkeys'),
  removing: msg('Removing...'),
  cancelChange: msg('Cancel the change'),
  cancelling: msg('Cancelling...'),
} as const;
