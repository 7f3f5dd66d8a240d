import { z } from 'zod';
import { COMMENT_POLICIES, CONTENT_WARNING_MAX, VIDEO_SETTINGS_MESSAGES, VIDEO_VISIBILITIES } from './audience.ts';
import { VIDEO_LANGUAGES } from './video-language.ts';

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

/**
 * What every answer about a video carries of its settings (issue 38): cards, tiles, profile tiles, and the
 * upload and edit answers, so a client can blur a sensitive video and show who may comment without asking again.
 */
export const videoSettingsShape = {
  visibility: z.enum(VIDEO_VISIBILITIES).describe('Who may watch: public, followers, only_me or unlisted'),
  sensitive: z.boolean().describe('Shown blurred behind its warning until the viewer chooses to see it'),
  contentWarning: z.string().nullable().describe('The warning over a sensitive video; null: say "Sensitive content"'),
  commentPolicy: z.enum(COMMENT_POLICIES).describe('Who may comment: everyone, followers or off'),
  language: z.enum(VIDEO_LANGUAGES).nullable().describe('What the caption is written in: en, es or ar; null when unknown. Search stems the caption in it'),
  altText: z.string().nullable().describe("What the video shows, for people who cannot see it: the player's accessible name; null when not written"),
};
