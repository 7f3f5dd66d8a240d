import { z } from 'zod';
import { COMMENT_POLICIES, CONTENT_WARNING_MAX, VIDEO_SETTINGS_MESSAGES, VIDEO_VISIBILITIES } from './audience.ts';

/**
 * Who may watch a video, whether it is sensitive (with its optional warning) and who may comment (issue 38),
 * as the upload form, the edit dialog and the moderators' mark send them. Shared by form and server.
 */

export const visibilityField = z.enum(VIDEO_VISIBILITIES, { error: VIDEO_SETTINGS_MESSAGES.visibility });
export const commentPolicyField = z.enum(COMMENT_POLICIES, { error: VIDEO_SETTINGS_MESSAGES.commentPolicy });

/** Trimmed; blank means no warning (null). */
export const contentWarningField = z
  .string()
  .trim()
  .max(CONTENT_WARNING_MAX, VIDEO_SETTINGS_MESSAGES.contentWarningTooLong)
  .nullable()
  .transform((text) => text || null);

/** A JSON body's mark: a real boolean. */
export const sensitiveField = z.boolean({ error: VIDEO_SETTINGS_MESSAGES.sensitive });

/** A multipart form's mark: its fields are text, so 'true' or 'false'. */
export const sensitiveFormField = z.enum(['true', 'false'], { error: VIDEO_SETTINGS_MESSAGES.sensitive }).transform((text) => text === 'true');

