import { z } from 'zod';
import { REPORT_REASONS, REPORT_TARGET_KINDS } from './constants.ts';
import { MODERATION_ACTIONS } from './moderation-types.ts';
import { pageSchema } from './page.schema.ts';

/** The moderation screen's answers (spec §2 admin moderation, §7 admin reads; decision 016): the queue, the trail, the counts. */

const count = z.number().int().min(0);

/**
 * A report in the queue with the context a moderator judges it by (decision 047): exactly the field of its
 * `target_kind` is set (`video` also for a comment, the video it is on), and `author` is whoever posted what
 * is reported (for a profile, its person; null for a library sound nobody uploaded).
 */
export const moderationReportSchema = z
  .object({
    id: z.uuid(),
    targetKind: z.enum(REPORT_TARGET_KINDS),
    reason: z.enum(REPORT_REASONS),
    details: z.string().nullable(),
    resolved: z.boolean(),
    createdAt: z.iso.datetime(),
    reporter: z.object({ id: z.uuid(), username: z.string() }),
    reportCount: z.number().int().describe("Reports filed on this report's target, open or not"),
    video: z
      .object({
        id: z.uuid(),
        /** Moderators judge the author's words. */
        caption: z.string().nullable().describe("The author's caption, else the AI caption"),
        thumbnailUrl: z.string().nullable(),
        /** Null when the file cannot be signed. */
        videoUrl: z.string().nullable().describe('A signed link for the hover preview'),
        hidden: z.boolean(),
        sensitive: z.boolean().describe('Shown blurred behind a warning (issue 38)'),
        status: z.string(),
      })
      .nullable()
      .describe('The reported video, or the video a reported comment is on'),
    author: z
      .object({ id: z.uuid(), username: z.string(), avatarUrl: z.string().nullable(), banned: z.boolean(), verified: z.boolean() })
      .nullable()
      .describe('Who posted what is reported (a reported profile: its person); null for a library sound'),
    comment: z.object({ id: z.uuid(), content: z.string() }).nullable(),
    profile: z.object({ bio: z.string() }).nullable(),
    chatMessage: z.object({ id: z.uuid(), content: z.string(), room: z.object({ id: z.uuid(), name: z.string(), isPrivate: z.boolean() }) }).nullable(),
    sound: z.object({ id: z.uuid(), title: z.string(), artist: z.string(), audioUrl: z.string().nullable().describe('A signed link to listen') }).nullable(),
    story: z
      .object({ id: z.uuid(), mediaType: z.enum(['image', 'video']), thumbnailUrl: z.string().nullable(), caption: z.string().nullable(), expiresAt: z.iso.datetime() })
      .nullable(),
  })
  .meta({ id: 'ModerationReport', description: 'A report in the queue, with what it is about and who posted it' });

export type AdminReport = z.infer<typeof moderationReportSchema>;

export const moderationReportPageSchema = pageSchema(moderationReportSchema).meta({ id: 'ModerationReportPage', description: 'The report queue, newest first, keyset-paged' });

export type ReportPage = z.infer<typeof moderationReportPageSchema>;

export const moderationActionSchema = z
  .object({
    id: z.uuid(),
    action: z.enum(MODERATION_ACTIONS),
    actor: z.object({ id: z.uuid(), username: z.string().nullable() }),
    videoId: z.uuid().nullable(),
    targetUser: z.object({ id: z.uuid(), username: z.string().nullable() }).nullable(),
    reportId: z.uuid().nullable(),
    /** Issue 52; null for any other action. */
    targetHost: z.string().nullable().describe('The server, or the blocklist URL, an instance-policy action was about'),
    note: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ModerationAction', description: 'One row of the audit trail' });

export type ModerationAction = z.infer<typeof moderationActionSchema>;

export const moderationActionPageSchema = pageSchema(moderationActionSchema).meta({ id: 'ModerationActionPage', description: 'The audit trail, newest first, keyset-paged' });

export type ActionPage = z.infer<typeof moderationActionPageSchema>;

export const moderationOverviewSchema = z
  .object({
    openReports: z.number().int(),
    // Open reports by reason. A map whose keys are data: 'child_safety' is a reason, not a field name.
    openByReason: z.partialRecord(z.enum(REPORT_REASONS), count).describe('Every reason, zero when none (keys are reasons, not renamed)'),
    /** Days without actions included as 0. */
    actionsPerDay: z.array(z.object({ day: z.iso.date(), count: z.number().int() })).describe('The last 7 days, oldest first'),
  })
  .meta({ id: 'ModerationOverview', description: 'The moderation screen’s counts' });

export type ModerationOverview = z.infer<typeof moderationOverviewSchema>;

export const moderationModeratorSchema = z
  .object({ userId: z.uuid(), username: z.string(), avatarUrl: z.string().nullable() })
  .meta({ id: 'ModerationModerator', description: 'Someone with the moderator role' });

export type ModeratorEntry = z.infer<typeof moderationModeratorSchema>;
