import { z } from 'zod';
import { msg } from './i18n/msg.ts';
import { ARCHIVE_ACCOUNT_STATUSES, IMPORT_ITEM_STATUSES, IMPORT_PICK_MAX, IMPORT_REASON_KEYS, IMPORT_SOURCES } from './video-import.ts';

/**
 * Bringing videos from TikTok (issue 58, decision 078): the answers and the pick's body. A data export is read once
 * into an import; the videos it lists are picked, each fetched by a job and made a draft here, or failed with a reason.
 */
export const importItemSchema = z.object({
  id: z.uuid(),
  caption: z.string(),
  postedAt: z.iso.datetime().nullable().describe('When it was first posted, as the export says'),
  link: z.string().describe('Its link on TikTok, or its ActivityPub id where the archive was made'),
  status: z.enum(IMPORT_ITEM_STATUSES),
  reason: z.enum(IMPORT_REASON_KEYS).nullable().describe('Why it failed (the web app words it)'),
  videoId: z.uuid().nullable().describe('The draft it became'),
});
export type ImportItem = z.infer<typeof importItemSchema>;

export const importFollowingSchema = z.object({
  name: z.string().describe('The name as the export spells it (name@server in an archive)'),
  match: z
    .object({ userId: z.uuid(), username: z.string(), avatarUrl: z.string().nullable(), isFollowing: z.boolean().describe('The viewer follows them already') })
    .nullable()
    .describe('The account here with that username (never the viewer, a banned account or one blocked either way)'),
});

export const importSourceSchema = z.enum(IMPORT_SOURCES).describe('A TikTok export, a portable archive of another Popreel, or the outbox of an account elsewhere');

export const archiveAccountSchema = z.object({
  handle: z.string().describe('name@server'),
  list: z.enum(['block', 'mute']),
  status: z.enum(ARCHIVE_ACCOUNT_STATUSES),
});

export const videoImportSchema = z.object({
  id: z.uuid(),
  source: importSourceSchema,
  fromAccount: z.string().nullable().describe('The account elsewhere whose outbox this is (name@server); null for an export'),
  createdAt: z.iso.datetime(),
  items: z.array(importItemSchema),
  following: z.array(importFollowingSchema),
  profile: z
    .object({ bio: z.string().nullable(), avatar: z.boolean().describe('The archive holds a profile picture'), applied: z.boolean() })
    .nullable()
    .describe('An archive’s profile, applied to this account by a job; null for a TikTok export'),
  accounts: z.array(archiveAccountSchema).describe('An archive’s blocked and muted accounts, each looked up and blocked or muted here'),
});
export type VideoImport = z.infer<typeof videoImportSchema>;

export const videoImportListSchema = z.object({
  imports: z.array(z.object({ id: z.uuid(), source: importSourceSchema, fromAccount: z.string().nullable(), createdAt: z.iso.datetime(), videos: z.number().int().min(0), imported: z.number().int().min(0), failed: z.number().int().min(0) })),
});

export const importPickSchema = z.object({
  itemIds: z.array(z.uuid('Invalid id')).min(1, msg('Pick at least one video')).max(IMPORT_PICK_MAX, msg('Pick at most 100 videos at a time')),
});

export const outboxImportSchema = z.object({
  handle: z.string().trim().min(1, msg('Enter an account like name@server.example')).max(300, msg('Enter an account like name@server.example')),
});
