import { msg } from './i18n/msg.ts';

/**
 * Bringing videos from TikTok (issue 58, decision 078) or another Popreel (decision 080): the limits and words the server and the web app share.
 * No zod here, so the web app's screens import it without the schemas (video-import.schema.ts).
 */

/** The export as uploaded (the JSON, or the zip that holds it), and the JSON read out of a zip. */
export const IMPORT_EXPORT_MAX_BYTES = 64 * 1024 * 1024;
/** Videos one import lists; an export with more lists its newest this many. */
export const IMPORT_MAX_VIDEOS = 2_000;
/** Names of the following list kept to look up here. */
export const IMPORT_MAX_FOLLOWING = 10_000;
/** Videos one request may pick. */
export const IMPORT_PICK_MAX = 100; // the refusal below says the number in words a translator sees

export const IMPORT_ITEM_STATUSES = ['listed', 'queued', 'imported', 'failed'] as const;

/**
 * Where an import came from: a TikTok export, a portable archive (another Popreel's data export, decision 080), or
 * the public outbox of one's own account on another server.
 */
export const IMPORT_SOURCES = ['tiktok', 'archive', 'outbox'] as const;
/** A portable archive as uploaded: the account's videos are inside it. */
export const ARCHIVE_IMPORT_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/** Days an uploaded archive is kept for its videos to be picked and fetched out of it. */
export const ARCHIVE_KEEP_DAYS = 7;
/** How an archive's blocked or muted account stands: still to look up, done, or not found. */
export const ARCHIVE_ACCOUNT_STATUSES = ['listed', 'done', 'not-found'] as const;

/** Why one video did not come, as the list shows it; the server stores the key, the web app says the words. */
export const IMPORT_REASONS = {
  'not-a-video': msg('This file is not a video'),
  'dead-link': msg('The link no longer works'),
  'private-address': msg('The link points to a private address'),
  'too-large': msg('Video must be less than 50MB'),
  'too-long': msg('Videos can be at most 3 minutes long'),
  timeout: msg('The link took too long to answer'),
  failed: msg('This video could not be imported'),
  'missing-file': msg('The archive does not hold this video’s file'),
} as const;
export type ImportReason = keyof typeof IMPORT_REASONS;
export const IMPORT_REASON_KEYS = Object.keys(IMPORT_REASONS) as [ImportReason, ...ImportReason[]];

export const IMPORT_MESSAGES = {
  unreadable: msg('This is not a TikTok data export Popreel can read'),
  tooLarge: msg('The export must be less than 64MB'),
  noFile: msg('Choose your TikTok data export (the JSON file or the zip)'),
  notFound: msg('Import not found'),
  notInImport: msg('That video is not in this import'),
  archiveUnreadable: msg('This is not a Popreel account archive Popreel can read'),
  archiveTooLarge: msg('The archive must be less than 2GB'),
  archiveNoFile: msg('Choose the zip of your Popreel data export'),
  notAliased: msg('That account does not list this one under "Also known as" yet. Add this account there first, then import.'),
} as const;
