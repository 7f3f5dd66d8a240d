import { msg } from './i18n/msg.ts';

/**
 * Bringing videos from TikTok (issue 58, decision 078): the limits and words the server and the web app share.
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

/** Why one video did not come, as the list shows it; the server stores the key, the web app says the words. */
export const IMPORT_REASONS = {
  'not-a-video': msg('This file is not a video'),
  'dead-link': msg('The link no longer works'),
  'private-address': msg('The link points to a private address'),
  'too-large': msg('Video must be less than 50MB'),
  'too-long': msg('Videos can be at most 3 minutes long'),
  timeout: msg('The link took too long to answer'),
  failed: msg('This video could not be imported'),
} as const;
export type ImportReason = keyof typeof IMPORT_REASONS;
export const IMPORT_REASON_KEYS = Object.keys(IMPORT_REASONS) as [ImportReason, ...ImportReason[]];

export const IMPORT_MESSAGES = {
  unreadable: msg('This is not a TikTok data export Popreel can read'),
  tooLarge: msg('The export must be less than 64MB'),
  noFile: msg('Choose your TikTok data export (the JSON file or the zip)'),
  notFound: msg('Import not found'),
  notInImport: msg('That video is not in this import'),
} as const;
