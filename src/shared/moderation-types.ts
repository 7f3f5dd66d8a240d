/**
 * The moderation screen's words, types and role rules. Zod-free on purpose: the banned banner and the header
 * bring it into the main bundle, and zod's eval probe would trip the CSP there (schemas: moderation.schema.ts).
 */
import { AUTH_MESSAGES } from './messages.ts';
import { msg } from './i18n/msg.ts';

/** The screen's answers, described by their schemas (moderation-answers.schema.ts): types only, so no zod here. */
export type { ActionPage, AdminReport, ModerationAction, ModerationOverview, ModeratorEntry, ReportPage } from './moderation-answers.schema.ts';

/** Spec §8 "Admin": the moderation screen's words, shown by the server and the web app alike. */
export const ADMIN_MESSAGES = {
  signInRequired: AUTH_MESSAGES.signInRequired,
  accessDenied: msg('Access denied. Admin only.'),
  loadFailed: msg('Failed to load reports'),
  videoFailed: msg('Failed to update video'),
  userFailed: msg('Failed to update user'),
  reportFailed: msg('Failed to update report'),
  videoHidden: msg('Video hidden'),
  videoUnhidden: msg('Video unhidden'),
  videoMarkedSensitive: msg('Video marked sensitive'),
  videoUnmarkedSensitive: msg('Sensitive mark removed'),
  userBanned: msg('User banned'),
  userUnbanned: msg('User unbanned'),
  reportResolved: msg('Marked as resolved'),
  reportUnresolved: msg('Marked as unresolved'),
  // Not in the spec; decision 016.
  adminOnlyAction: msg('Only admins can ban users or set verified'),
  moderatorGranted: msg('Moderator added'),
  moderatorRevoked: msg('Moderator removed'),
  moderatorFailed: msg('Failed to update moderators'),
  userNotFound: msg('User not found'),
  reportNotFound: msg('Report not found'),
  videoNotFound: msg('Video not found'),
  cannotModerateSelf: msg('You cannot ban yourself'),
  bannedBanner: msg('Your account has been banned'),
  bannedBannerDetail: msg('You can still watch, but you can no longer post, comment, like, follow or message.'),
  hiddenByModerators: msg('Hidden by moderators'),
} as const;

/** How many reports one page of the queue holds. */
export const REPORT_PAGE_SIZE = 20;
/** How many audit rows one page of the trail holds. */
export const ACTION_PAGE_SIZE = 30;
/** The longest note a moderator may attach to an action. */
export const MODERATION_NOTE_MAX = 500;

export const REPORT_STATUSES = ['unresolved', 'resolved', 'all'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const MODERATION_ACTIONS = [
  'video.hide', 'video.unhide', 'user.ban', 'user.unban', 'user.verify', 'user.unverify',
  'report.resolve', 'report.unresolve', 'moderator.grant', 'moderator.revoke',
  // Issue 38: a moderator marks a video sensitive (or changes its warning), or takes the mark off.
  'video.mark_sensitive', 'video.unmark_sensitive',
  // Issue 52: every instance-policy change — a server's rule, the federation settings, blocklists imported,
  // subscribed to, applied or dropped — with the server (or list URL) it was about in `target_host`.
  'server.suspend', 'server.unsuspend', 'server.limit', 'server.unlimit', 'server.allow', 'server.disallow',
  'federation.settings', 'blocklist.import', 'blocklist.subscribe', 'blocklist.unsubscribe', 'blocklist.apply',
] as const;
export type ModerationActionKind = (typeof MODERATION_ACTIONS)[number];

/** What the signed-in moderator may do; the server enforces the same rule (domain/moderation). */
export const canBan = (roles: readonly string[]) => roles.includes('admin');
export const canModerate = (roles: readonly string[]) => roles.includes('admin') || roles.includes('moderator');
