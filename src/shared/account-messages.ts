import { ACCOUNT_DELETION_GRACE_DAYS } from './constants.ts';
import { msg } from './i18n/msg.ts';

/**
 * What the server and the web app say about an account's lifecycle (issue 24): recovery, e-mail, two-factor,
 * passkeys, sessions, export and deletion. Not in the spec; written in its style (decision 025).
 */
export const ACCOUNT_MESSAGES = {
  // Password reset: the same answer whether or not the address has an account.
  resetRequested: msg('If an account exists for that address, we have sent it a link to reset the password.'),
  resetLinkInvalid: msg('This link is invalid or has expired — please ask for a new one'),
  passwordReset: msg('Your password has been reset — sign in with your new password'),
  forgotPassword: msg('Forgot password?'),
  // Password change.
  currentPasswordWrong: msg('Your current password is incorrect'),
  passwordChanged: msg('Password changed — your other sessions were signed out'),
  samePassword: msg('Choose a password different from your current one'),
  // E-mail verification and change.
  verifyLinkInvalid: msg('This link is invalid or has expired'),
  emailVerified: msg('Email verified — thank you!'),
  emailChanged: msg('Your email address has been changed'),
  verificationSent: msg('Verification email sent — check your inbox'),
  alreadyVerified: msg('Your email address is already verified'),
  verifyBanner: msg('Please verify your email address'),
  verifyBannerDetail: msg('It lets you get back in if you ever forget your password.'),
  resendVerification: msg('Resend email'),
  emailChangeSent: msg('Check your new inbox and confirm the address to finish the change'),
  sameEmail: msg('That is already your email address'),
  emailChangeCancelled: msg('The address change was cancelled — your account keeps its email address'),
  cancelEmailChangeTitle: msg('Cancel the address change'),
  cancelEmailChangeDetail: msg('Someone asked to move your account to another email address. Cancel it if it was not you, then choose a new password.'),
  // Two-factor authentication.
  codeWrong: msg('That code is not valid — please try again'),
  twoFactorEnabled: msg('Two-factor authentication is on'),
  twoFactorDisabled: msg('Two-factor authentication is off'),
  twoFactorNotStarted: msg('Start two-factor setup first'),
  twoFactorAlreadyOn: msg('Two-factor authentication is already on'),
  twoFactorOff: msg('Two-factor authentication is not on'),
  twoFactorTicketExpired: msg('Your sign-in took too long — please sign in again'),
  twoFactorPrompt: msg('Enter the 6-digit code from your authenticator app'),
  recoveryCodesNew: msg('New recovery codes created — the old ones no longer work'),
  // Passkeys.
  passkeyAdded: msg('Passkey added'),
  passkeyRemoved: msg('Passkey removed'),
  passkeyRenamed: msg('Passkey renamed'),
  passkeyFailed: msg('Could not verify the passkey — please try again'),
  passkeyUnknown: msg('This passkey is not registered with Popreel'),
  passkeyNotFound: msg('Passkey not found'),
  passkeyNameRequired: msg('Please name the passkey'),
  passkeysRemovedByLink: msg('Every passkey was removed from your account'),
  removePasskeysTitle: msg('Remove every passkey'),
  removePasskeysDetail: msg('Passkeys sign in without your password. If someone else added one, remove them all here, then choose a new password.'),
  // Sessions.
  sessionEnded: msg('Signed out of that session'),
  othersEnded: msg('Signed out everywhere else'),
  sessionNotFound: msg('Session not found'),
  // Data export.
  exportRequested: msg('We are preparing your data — we will email you when it is ready'),
  exportReady: msg('Your data export is ready'),
  exportPending: msg('An export is already being prepared'),
  exportGone: msg('This download link has expired — please request a new export'),
  // Deletion.
  deletionScheduled: `Your account is deactivated and will be deleted in ${ACCOUNT_DELETION_GRACE_DAYS} days`,
  deletionCancelled: msg('Welcome back! Your account will not be deleted.'),
  passwordWrong: msg('Your password is incorrect'),
  codeRequired: msg('Enter a code from your authenticator app'),
} as const;

/** How a comment or chat message shows once its author deleted the account (issue 24). */
export const DELETED_USER_NAME = 'deleted user';

/** What deleting an account removes, listed before the person confirms. */
export const DELETION_CONSEQUENCES = [
  msg('Your profile, videos and stories disappear at once'),
  msg('You are signed out everywhere'),
  `After ${ACCOUNT_DELETION_GRACE_DAYS} days everything is erased for good: videos, stories, sounds, likes, follows, chats and your data`,
  msg('Your comments and chat messages stay, shown as from "deleted user"'),
  `Signing in within ${ACCOUNT_DELETION_GRACE_DAYS} days cancels the deletion`,
] as const;

/**
 * The texts above that hold the grace period, as catalog keys: the web shows them with
 * `t(text, { days: ACCOUNT_DELETION_GRACE_DAYS })`. Each reads in English exactly as the text it stands for.
 */
export const ACCOUNT_TEMPLATES = {
  deletionScheduled: msg('Your account is deactivated and will be deleted in {{days}} days'),
} as const;

/** DELETION_CONSEQUENCES as catalog keys, in the same order ({{days}}: ACCOUNT_DELETION_GRACE_DAYS). */
export const DELETION_CONSEQUENCE_TEMPLATES = [
  DELETION_CONSEQUENCES[0],
  DELETION_CONSEQUENCES[1],
  msg('After {{days}} days everything is erased for good: videos, stories, sounds, likes, follows, chats and your data'),
  DELETION_CONSEQUENCES[3],
  msg('Signing in within {{days}} days cancels the deletion'),
] as const;
