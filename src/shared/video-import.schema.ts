import { z } from 'zod';
import { msg } from './i18n/msg.ts';

/**
 * Bringing videos from TikTok (issue 58, decision 078): a data export read once into an import, the videos it
 * lists picked one by one, each fetched by a job and made a draft here, or failed with a reason.
 */

/** The export as uploaded (the JSON, or the zip that holds it), and the JSON read out of a zip. */
export const IMPORT_EXPORT_MAX_BYTES = 64 * 1024 * 1024;
/** Videos one import lists; an export with more lists its newest this many. */
export const IMPORT_MAX_VIDEOS = 2_000;
/** Names of the following list kept to look up here. */
export const IMPORT_MAX_FOLLOWING = 10_000;
/** Videos one request may pick. */
export const IMPORT_PICK_MAX = 100;

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

export const importItemSchema = z.object({
  id: z.uuid(),
  caption: z.string(),
  postedAt: z.iso.datetime().nullable().describe('When it was posted on TikTok, as the export says'),
  link: z.string(),
  status: z.enum(IMPORT_ITEM_STATUSES),
  reason: z.enum(IMPORT_REASON_KEYS).nullable().describe('Why it failed (the web app words it)'),
  videoId: z.uuid().nullable().describe('The draft it became'),
});
export type ImportItem = z.infer<typeof importItemSchema>;

export const importFollowingSchema = z.object({
  name: z.string().describe('The name as the export spells it'),
  match: z.object({ userId: z.uuid(), username: z.string(), avatarUrl: z.string().nullable() }).nullable().describe('The account here with that username'),
});

export const videoImportSchema = z.object({
  id: z.uuid(),
  source: z.literal('tiktok'),
  createdAt: z.iso.datetime(),
  items: z.array(importItemSchema),
  following: z.array(importFollowingSchema),
});
export type VideoImport = z.infer<typeof videoImportSchema>;

export const videoImportListSchema = z.object({
  imports: z.array(z.object({ id: z.uuid(), source: z.literal('tiktok'), createdAt: z.iso.datetime(), videos: z.number().int().min(0), imported: z.number().int().min(0), failed: z.number().int().min(0) })),
});

export const importPickSchema = z.object({
  itemIds: z.array(z.uuid('Invalid id')).min(1, 'Pick at least one video').max(IMPORT_PICK_MAX, `Pick at most ${IMPORT_PICK_MAX} videos at a time`),
});
