import { z } from 'zod';
import { moderationModeratorSchema } from '../../../shared/moderation-answers.schema.ts';

/**
 * The moderation screen's other answers (spec §2 admin moderation, §7 admin reads and updates; decision 016): the
 * moderators and the states after an update. The queue, the trail and the counts: src/shared/moderation-answers.schema.ts.
 */

export const moderationModeratorsSchema = z
  .object({ items: z.array(moderationModeratorSchema) })
  .meta({ id: 'ModerationModerators', description: 'Everyone with the moderator role' });

export const moderationReportStateSchema = z
  .object({ id: z.uuid(), resolved: z.boolean() })
  .meta({ id: 'ModerationReportState', description: "A report's resolved state after an update" });

export const moderationVideoStateSchema = z
  .object({ id: z.uuid(), hidden: z.boolean(), sensitive: z.boolean(), contentWarning: z.string().nullable() })
  .meta({ id: 'ModerationVideoState', description: "A video's hidden state and sensitive mark after an update" });

export const adminUserStateSchema = z
  .object({ id: z.uuid(), banned: z.boolean(), verified: z.boolean() })
  .meta({ id: 'AdminUserState', description: "A user's banned and verified flags after an update" });
