import { z } from 'zod';
import { REPORT_REASONS, REPORT_TARGET_KINDS } from './constants.ts';
import { contentWarningField, sensitiveField } from './video-settings.schema.ts';
import { MODERATION_NOTE_MAX, REPORT_STATUSES } from './moderation-types.ts';
import { msg } from './i18n/msg.ts';

/** Request shapes of the moderation routes, checked by the server and typed for the web client. */

const note = z
  .string()
  .trim()
  .max(MODERATION_NOTE_MAX, `Notes must be at most ${MODERATION_NOTE_MAX} characters`)
  .transform((text) => text || null)
  .nullish();

/** Every action may name the report it was taken from, so the report's trail shows it, and a note. */
const context = { reportId: z.uuid(msg('Invalid report id')).nullish(), note };

export const reportQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).default('unresolved'),
  reason: z.enum(REPORT_REASONS).optional(),
  kind: z.enum(REPORT_TARGET_KINDS).optional(),
  /** Inclusive calendar days (YYYY-MM-DD, UTC). */
  from: z.iso.date(msg('Dates look like 2026-11-24')).optional(),
  to: z.iso.date(msg('Dates look like 2026-11-24')).optional(),
  cursor: z.string().max(400).optional(),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const reportUpdateSchema = z.object({ resolved: z.boolean(), note });
export const videoModerationSchema = z
  .object({ hidden: z.boolean().optional(), sensitive: sensitiveField.optional(), contentWarning: contentWarningField.optional(), ...context })
  .refine((body) => body.hidden !== undefined || body.sensitive !== undefined || body.contentWarning !== undefined, msg('Say what to change: hidden, sensitive or content_warning'));
export const userModerationSchema = z
  .object({ banned: z.boolean().optional(), verified: z.boolean().optional(), ...context })
  .refine((body) => body.banned !== undefined || body.verified !== undefined, msg('Say what to change: banned or verified'));
export const moderatorGrantSchema = z.object({ username: z.string().trim().min(1, msg('Enter a username')).max(30) });
export const actionQuerySchema = z.object({ reportId: z.uuid(msg('Invalid report id')).optional(), cursor: z.string().max(400).optional() });

