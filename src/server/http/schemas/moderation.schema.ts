import { z } from 'zod';
import { REPORT_REASONS, REPORT_TARGET_KINDS } from '../../../shared/constants.ts';
import {
  MODERATION_ACTIONS,
  type ActionPage, type AdminReport, type ModerationAction, type ModerationOverview, type ModeratorEntry, type ReportPage,
} from '../../../shared/moderation-types.ts';
import { pageSchema } from './common.schema.ts';

/** The moderation screen's answers (spec §2 admin moderation, §7 admin reads and updates; decision 016). */

const count = z.number().int().min(0);

export const moderationReportSchema = z
  .object({
    id: z.uuid(),
    target_kind: z.enum(REPORT_TARGET_KINDS),
    reason: z.enum(REPORT_REASONS),
    details: z.string().nullable(),
    resolved: z.boolean(),
    created_at: z.iso.datetime(),
    reporter: z.object({ id: z.uuid(), username: z.string() }),
    report_count: z.number().int().describe("Reports filed on this report's target, open or not"),
    video: z
      .object({
        id: z.uuid(),
        caption: z.string().nullable().describe("The author's caption, else the AI caption"),
        thumbnail_url: z.string().nullable(),
        video_url: z.string().nullable().describe('A signed link for the hover preview'),
        hidden: z.boolean(),
        sensitive: z.boolean().describe('Shown blurred behind a warning (issue 38)'),
        status: z.string(),
      })
      .nullable()
      .describe('The reported video, or the video a reported comment is on'),
    author: z
      .object({ id: z.uuid(), username: z.string(), avatar_url: z.string().nullable(), banned: z.boolean(), verified: z.boolean() })
      .nullable()
      .describe('Who posted what is reported (a reported profile: its person); null for a library sound'),
    comment: z.object({ id: z.uuid(), content: z.string() }).nullable(),
    profile: z.object({ bio: z.string() }).nullable(),
    chat_message: z.object({ id: z.uuid(), content: z.string(), room: z.object({ id: z.uuid(), name: z.string(), is_private: z.boolean() }) }).nullable(),
    sound: z.object({ id: z.uuid(), title: z.string(), artist: z.string(), audio_url: z.string().nullable().describe('A signed link to listen') }).nullable(),
    story: z
      .object({ id: z.uuid(), media_type: z.enum(['image', 'video']), thumbnail_url: z.string().nullable(), caption: z.string().nullable(), expires_at: z.iso.datetime() })
      .nullable(),
  })
  .meta({ id: 'ModerationReport', description: 'A report in the queue, with what it is about and who posted it' });

export const moderationReportPageSchema = pageSchema(moderationReportSchema).meta({ id: 'ModerationReportPage', description: 'The report queue, newest first, keyset-paged' });

export const moderationActionSchema = z
  .object({
    id: z.uuid(),
    action: z.enum(MODERATION_ACTIONS),
    actor: z.object({ id: z.uuid(), username: z.string().nullable() }),
    video_id: z.uuid().nullable(),
    target_user: z.object({ id: z.uuid(), username: z.string().nullable() }).nullable(),
    report_id: z.uuid().nullable(),
    target_host: z.string().nullable().describe('The server, or the blocklist URL, an instance-policy action was about'),
    note: z.string().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'ModerationAction', description: 'One row of the audit trail' });

export const moderationActionPageSchema = pageSchema(moderationActionSchema).meta({ id: 'ModerationActionPage', description: 'The audit trail, newest first, keyset-paged' });

export const moderationOverviewSchema = z
  .object({
    open_reports: z.number().int(),
    // A map whose keys are data: the wire keeps 'child_safety' as it is (decision 042).
    open_by_reason: z.partialRecord(z.enum(REPORT_REASONS), count).describe('Every reason, zero when none (keys are reasons, not renamed)'),
    actions_per_day: z.array(z.object({ day: z.iso.date(), count: z.number().int() })).describe('The last 7 days, oldest first'),
  })
  .meta({ id: 'ModerationOverview', description: 'The moderation screen’s counts' });

export const moderationModeratorSchema = z
  .object({ user_id: z.uuid(), username: z.string(), avatar_url: z.string().nullable() })
  .meta({ id: 'ModerationModerator', description: 'Someone with the moderator role' });

export const moderationModeratorsSchema = z
  .object({ items: z.array(moderationModeratorSchema) })
  .meta({ id: 'ModerationModerators', description: 'Everyone with the moderator role' });

export const moderationReportStateSchema = z
  .object({ id: z.uuid(), resolved: z.boolean() })
  .meta({ id: 'ModerationReportState', description: "A report's resolved state after an update" });

export const moderationVideoStateSchema = z
  .object({ id: z.uuid(), hidden: z.boolean(), sensitive: z.boolean(), content_warning: z.string().nullable() })
  .meta({ id: 'ModerationVideoState', description: "A video's hidden state and sensitive mark after an update" });

export const adminUserStateSchema = z
  .object({ id: z.uuid(), banned: z.boolean(), verified: z.boolean() })
  .meta({ id: 'AdminUserState', description: "A user's banned and verified flags after an update" });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type ModerationSchemasMatchTypes = Assert<
  Same<z.infer<typeof moderationReportSchema>, AdminReport> &
    Same<z.infer<typeof moderationReportPageSchema>, ReportPage> &
    Same<z.infer<typeof moderationActionSchema>, ModerationAction> &
    Same<z.infer<typeof moderationActionPageSchema>, ActionPage> &
    Same<z.infer<typeof moderationOverviewSchema>, ModerationOverview> &
    Same<z.infer<typeof moderationModeratorSchema>, ModeratorEntry>
>;
