/**
 * The moderation screen's words, types and role rules. Zod-free on purpose: the banned banner and the header
 * bring it into the main bundle, and zod's eval probe would trip the CSP there (schemas: moderation.schema.ts).
 */
import type { ReportReason, ReportTargetKind } from './constants.ts';
import type { Page } from './api-types.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { msg } from './i18n/msg.ts';

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

/**
 * A report in the queue with the context a moderator judges it by (decision 047): exactly the field of its
 * `target_kind` is set (`video` also for a comment, the video it is on), and `author` is whoever posted what
 * is reported (for a profile, its person; null for a library sound nobody uploaded).
 */
export interface AdminReport {
  id: string;
  target_kind: ReportTargetKind;
  reason: ReportReason;
  details: string | null;
  resolved: boolean;
  created_at: string;
  reporter: { id: string; username: string };
  /** Reports filed on this report's target, open or not. */
  report_count: number;
  /** Deprecated (videos were the only target): the same as report_count. */
  video: {
    id: string;
    /** What the author wrote (moderators judge the author's words), else the AI caption. */
    caption: string | null;
    thumbnail_url: string | null;
    /** A signed link for the hover preview; null when the file cannot be signed. */
    video_url: string | null;
    hidden: boolean;
    /** Marked sensitive by its creator or a moderator (issue 38). */
    sensitive: boolean;
    status: string;
  } | null;
  author: { id: string; username: string; avatar_url: string | null; banned: boolean; verified: boolean } | null;
  comment: { id: string; content: string } | null;
  profile: { bio: string } | null;
  chat_message: { id: string; content: string; room: { id: string; name: string; is_private: boolean } } | null;
  sound: { id: string; title: string; artist: string; audio_url: string | null } | null;
  story: { id: string; media_type: 'image' | 'video'; thumbnail_url: string | null; caption: string | null; expires_at: string } | null;
}

export type ReportPage = Page<AdminReport>;

export interface ModerationAction {
  id: string;
  action: ModerationActionKind;
  actor: { id: string; username: string | null };
  video_id: string | null;
  target_user: { id: string; username: string | null } | null;
  report_id: string | null;
  /** The server, or the blocklist's URL, an instance-policy action was about (issue 52); null otherwise. */
  target_host: string | null;
  note: string | null;
  created_at: string;
}

export type ActionPage = Page<ModerationAction>;

export interface ModerationOverview {
  open_reports: number;
  /** Open reports by reason; every reason present, zero when none. */
  open_by_reason: Record<ReportReason, number>;
  /** The last 7 days, oldest first, days without actions included as 0. */
  actions_per_day: { day: string; count: number }[];
}

export interface ModeratorEntry {
  user_id: string;
  username: string;
  avatar_url: string | null;
}

/** What the signed-in moderator may do; the server enforces the same rule (domain/moderation). */
export const canBan = (roles: readonly string[]) => roles.includes('admin');
export const canModerate = (roles: readonly string[]) => roles.includes('admin') || roles.includes('moderator');
