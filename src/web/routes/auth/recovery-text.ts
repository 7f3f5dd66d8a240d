import { ACCOUNT_MESSAGES } from '../../../shared/account-messages.ts';

/** Web-only words of the sign-in steps and the mailed-link pages (issue 24); the shared messages stay the source. */
export const RECOVERY_TEXT = {
  backToSignIn: 'Back to sign in',
  // The code step after a password, for accounts with two-factor on.
  twoFactorTitle: 'Two-factor authentication',
  codeLabel: 'Authentication code',
  codeHint: ACCOUNT_MESSAGES.twoFactorPrompt,
  recoveryCodeNote: 'Lost your phone? Type one of your recovery codes instead.',
  verify: 'Verify',
  verifying: 'Verifying...',
  // Passkeys.
  passkey: 'Sign in with a passkey',
  passkeyBusy: 'Waiting for your passkey...',
  or: 'or',
  // Forgotten password.
  forgotTitle: 'Reset your password',
  forgotSubtitle: "Enter your account's email and we will send you a link to choose a new password.",
  sendLink: 'Send reset link',
  sending: 'Sending...',
  // The mailed reset link.
  resetTitle: 'Choose a new password',
  resetSubtitle: 'Pick one you do not use anywhere else.',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  passwordsDiffer: 'The passwords do not match',
  setPassword: 'Set new password',
  saving: 'Saving...',
  resetFailed: 'Could not reset your password',
  askAgain: 'Ask for a new link',
  // The mailed verification (or address change) link.
  checkingLink: 'Checking your link...',
  goHome: 'Go to Popreel',
  // Mailed links that change something, on a press (issue 35).
  removePasskeys: 'Remove all passkeys',
  removing: 'Removing...',
  cancelChange: 'Cancel the change',
  cancelling: 'Cancelling...',
} as const;
