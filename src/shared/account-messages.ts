import { ACCOUNT_DELETION_GRACE_DAYS, DATA_EXPORT_LINK_DAYS, PASSWORD_RESET_MINUTES } from './constants.ts';

/**
 * What the server and the web app say about an account's lifecycle (issue 24): recovery, e-mail, two-factor,
 * passkeys, sessions, export and deletion. Not in the spec; written in its style (decision 025).
 */
export const ACCOUNT_MESSAGES = {
  // Password reset: the same answer whether or not the address has an account.
  resetRequested: 'If an account exists for that address, we have sent it a link to reset the password.',
  resetLinkInvalid: 'This link is invalid or has expired — please ask for a new one',
  passwordReset: 'Your password has been reset — sign in with your new password',
  forgotPassword: 'Forgot password?',
  // Password change.
  currentPasswordWrong: 'Your current password is incorrect',
  passwordChanged: 'Password changed — your other sessions were signed out',
  samePassword: 'Choose a password different from your current one',
  // E-mail verification and change.
  verifyLinkInvalid: 'This link is invalid or has expired',
  emailVerified: 'Email verified — thank you!',
  emailChanged: 'Your email address has been changed',
  verificationSent: 'Verification email sent — check your inbox',
  alreadyVerified: 'Your email address is already verified',
  verifyBanner: 'Please verify your email address',
  verifyBannerDetail: 'It lets you get back in if you ever forget your password.',
  resendVerification: 'Resend email',
  emailChangeSent: 'Check your new inbox and confirm the address to finish the change',
  sameEmail: 'That is already your email address',
  emailChangeCancelled: 'The address change was cancelled — your account keeps its email address',
  cancelEmailChangeTitle: 'Cancel the address change',
  cancelEmailChangeDetail: 'Someone asked to move your account to another email address. Cancel it if it was not you, then choose a new password.',
  // Two-factor authentication.
  codeWrong: 'That code is not valid — please try again',
  twoFactorEnabled: 'Two-factor authentication is on',
  twoFactorDisabled: 'Two-factor authentication is off',
  twoFactorNotStarted: 'Start two-factor setup first',
  twoFactorAlreadyOn: 'Two-factor authentication is already on',
  twoFactorOff: 'Two-factor authentication is not on',
  twoFactorTicketExpired: 'Your sign-in took too long — please sign in again',
  twoFactorPrompt: 'Enter the 6-digit code from your authenticator app',
  recoveryCodesNew: 'New recovery codes created — the old ones no longer work',
  // Passkeys.
  passkeyAdded: 'Passkey added',
  passkeyRemoved: 'Passkey removed',
  passkeyRenamed: 'Passkey renamed',
  passkeyFailed: 'Could not verify the passkey — please try again',
  passkeyUnknown: 'This passkey is not registered with Popreel',
  passkeyNotFound: 'Passkey not found',
  passkeyNameRequired: 'Please name the passkey',
  passkeysRemovedByLink: 'Every passkey was removed from your account',
  removePasskeysTitle: 'Remove every passkey',
  removePasskeysDetail: 'Passkeys sign in without your password. If someone else added one, remove them all here, then choose a new password.',
  // Sessions.
  sessionEnded: 'Signed out of that session',
  othersEnded: 'Signed out everywhere else',
  sessionNotFound: 'Session not found',
  // Data export.
  exportRequested: 'We are preparing your data — we will email you when it is ready',
  exportReady: 'Your data export is ready',
  exportPending: 'An export is already being prepared',
  exportGone: 'This download link has expired — please request a new export',
  // Deletion.
  deletionScheduled: `Your account is deactivated and will be deleted in ${ACCOUNT_DELETION_GRACE_DAYS} days`,
  deletionCancelled: 'Welcome back! Your account will not be deleted.',
  passwordWrong: 'Your password is incorrect',
  codeRequired: 'Enter a code from your authenticator app',
} as const;

/** How a comment or chat message shows once its author deleted the account (issue 24). */
export const DELETED_USER_NAME = 'deleted user';

/** What deleting an account removes, listed before the person confirms. */
export const DELETION_CONSEQUENCES = [
  'Your profile, videos and stories disappear at once',
  'You are signed out everywhere',
  `After ${ACCOUNT_DELETION_GRACE_DAYS} days everything is erased for good: videos, stories, sounds, likes, follows, chats and your data`,
  'Your comments and chat messages stay, shown as from "deleted user"',
  `Signing in within ${ACCOUNT_DELETION_GRACE_DAYS} days cancels the deletion`,
] as const;

/** The mails' expiry lines, so a reader knows how long a link works. */
export const LINK_LIFETIMES = {
  reset: `This link works for ${PASSWORD_RESET_MINUTES} minutes and only once.`,
  export: `This link works for ${DATA_EXPORT_LINK_DAYS} days.`,
} as const;
