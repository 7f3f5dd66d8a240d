import { z } from 'zod';
import { BIO_MAX, MATCHING_MIN_AGE, MINIMUM_AGE, PLACE_TYPES, REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_TARGET_KINDS, type ReportReason } from './constants.ts';
import { usernameSchema } from './auth.schema.ts';
import { commentPolicyField, contentWarningField, sensitiveField, sensitiveFormField, visibilityField } from './video-settings.schema.ts';
import { videoLanguageField } from './video-language.ts';
import { msg } from './i18n/msg.ts';
import { altTextField } from './captions.ts';
import { STUDIO_MESSAGES } from './studio.ts';
import { STUDIO_ANALYTICS_MESSAGES, VIEW_SOURCES, WATCH_MAX_MS } from './studio-analytics.ts';

/** Our own bounds where the spec says "not shown" (see docs/decisions/004-input-bounds.md). */
export const COMMENT_MAX = 1000;
export const CAPTION_MAX = 2200;
export const TITLE_MAX = 100;
export const CHAT_MESSAGE_MAX = 2000;
export const ROOM_NAME_MAX = 60;
export const PLACE_NAME_MAX = 120;
export const PLACE_FIELD_MAX = 200;
export const INTERESTS_MAX = 10;
export const INTEREST_MAX = 30;
export const GENDER_MAX = 30;
export const LOCATION_MAX = 80;

const uuid = z.uuid(msg('Invalid id'));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** The reason as sent: 'unsafe', the spec's old reason, is still taken from old clients and filed as 'violence'. */
const reportReason = z
  .enum([...REPORT_REASONS, 'unsafe'], { error: msg('Please select a reason') })
  .transform((reason): ReportReason => (reason === 'unsafe' ? 'violence' : reason));

/**
 * A report (decision 047): `target_kind` and `target_id` name what it is about. `video_id` alone is the old
 * body, still what older clients send, and means a video.
 */
export const reportSchema = z
  .object({
    targetKind: z.enum(REPORT_TARGET_KINDS, { error: msg('Say what you are reporting') }).optional(),
    targetId: uuid.optional(),
    videoId: uuid.optional().describe('Deprecated: a video by its id, the same as a video target kind with this target id'),
    reason: reportReason,
    details: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, msg('Details must be at most 500 characters'))
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .refine((body) => (body.targetKind && body.targetId) || (body.videoId && !body.targetKind && !body.targetId), {
    message: msg('Say what you are reporting: target_kind and target_id'),
  })
  .transform(({ targetKind, targetId, videoId, reason, details }) => ({
    targetKind: targetKind ?? 'video',
    targetId: (targetId ?? videoId)!,
    reason,
    details,
  }))
  .meta({ id: 'ReportRequest', description: 'What is reported, why, and optional details' });
export type ReportInput = z.infer<typeof reportSchema>;

export const commentSchema = z.object({
  videoId: uuid,
  content: z.string().trim().min(1, msg('Comment cannot be empty')).max(COMMENT_MAX, msg('Comment must be at most 1000 characters')),
  parentId: uuid.nullish().transform((value) => value ?? null),
});

export const videoMetadataSchema = z.object({
  title: z.string().trim().max(TITLE_MAX, msg('Title must be at most 100 characters')).optional().transform((t) => t || 'Untitled Video'),
  caption: z.string().trim().max(CAPTION_MAX, msg('Caption must be at most 2200 characters')).default(''),
  placeId: uuid.nullish().transform((value) => value ?? null),
  /** The library sound the video uses (spec §1 "an optional sound"). */
  musicTrackId: uuid.nullish().transform((value) => value || null),
  /** Issue 38: public unless chosen; comments follow the uploader's default unless chosen (the service reads it). */
  visibility: visibilityField.default('public'),
  sensitive: sensitiveFormField.default(false),
  contentWarning: contentWarningField.optional(),
  commentPolicy: commentPolicyField.optional(),
  /** Issue 39: en, es or ar; when absent the server detects it from the caption (null when it cannot tell). */
  language: videoLanguageField.optional(),
  /** Issue 41: what the video shows, for people who cannot see it; blank is none. */
  altText: altTextField.optional(),
  /** Issue 42: 'true' saves it as a draft, posted later from the Drafts tab. */
  draft: z.enum(['true', 'false'], { error: msg('draft must be true or false') }).default('false').transform((text) => text === 'true'),
  /** Issue 42: when to post it (ISO 8601 with its offset, the creator's time zone); absent: now. */
  publishAt: z.iso.datetime({ offset: true, error: STUDIO_MESSAGES.scheduleInvalid }).optional(),
});

/** A time to post an unposted video at (PUT /api/videos/{id}/schedule). */
export const scheduleSchema = z.object({ publishAt: z.iso.datetime({ offset: true, error: STUDIO_MESSAGES.scheduleInvalid }) });

/** The same details as JSON (a resumable upload made a post, issue 42): `sensitive` is a boolean there. */
export const videoDetailsSchema = videoMetadataSchema.extend({
  sensitive: sensitiveField.default(false),
  draft: z.boolean({ error: msg('draft must be true or false') }).default(false),
});
export type VideoDetails = z.output<typeof videoDetailsSchema>;

/** An edit changes only the fields it sends; a blank title becomes the default, as on upload. */
export const videoUpdateSchema = z.object({
  title: z.string().trim().max(TITLE_MAX, msg('Title must be at most 100 characters')).transform((t) => t || 'Untitled Video').optional(),
  caption: z.string().trim().max(CAPTION_MAX, msg('Caption must be at most 2200 characters')).optional(),
  placeId: uuid.nullable().optional(),
  visibility: visibilityField.optional(),
  sensitive: sensitiveField.optional(),
  contentWarning: contentWarningField.optional(),
  commentPolicy: commentPolicyField.optional(),
  /** Issue 39: null says the language is unknown (the caption is then not stemmed). */
  language: videoLanguageField.nullable().optional(),
  /** Issue 41: null or blank clears it. */
  altText: altTextField.nullable().optional(),
});

export const placeSchema = z.object({
  name: z.string().trim().min(1, msg('Place name is required')).max(PLACE_NAME_MAX, msg('Place name must be at most 120 characters')),
  type: z.enum(PLACE_TYPES).default('restaurant'),
  address: optionalText(PLACE_FIELD_MAX),
  city: optionalText(PLACE_FIELD_MAX),
  country: optionalText(PLACE_FIELD_MAX),
  lat: z.number().min(-90).max(90).nullish().transform((v) => v ?? null),
  lng: z.number().min(-180).max(180).nullish().transform((v) => v ?? null),
});

export const profileUpdateSchema = z.object({
  username: usernameSchema.optional(),
  bio: z.string().trim().max(BIO_MAX, msg('Bio must be less than 200 characters')).optional(),
  verified: z.boolean().optional(),
});

export const chatMessageSchema = z.object({
  roomId: uuid,
  content: z.string().trim().min(1, msg('Message cannot be empty')).max(CHAT_MESSAGE_MAX, msg('Message must be at most 2000 characters')),
});

export const roomSchema = z.object({
  name: z.string().trim().min(1, msg('Room name is required')).max(ROOM_NAME_MAX, msg('Room name must be at most 60 characters')),
});

/** A chat message as the composer sends it; the room comes from the URL. */
export const chatMessageBodySchema = chatMessageSchema.pick({ content: true });

/** The dating profile behind /match: matching is for adults who opted in (decision 013). */
export const datingProfileSchema = z
  .object({
    gender: optionalText(GENDER_MAX),
    age: z
      .number(msg('Age must be a number'))
      .int(msg('Age must be a whole number'))
      .min(MINIMUM_AGE, `You must be at least ${MINIMUM_AGE}`)
      .max(120, msg('Age must be at most 120'))
      .nullish()
      .transform((value) => value ?? null),
    interests: z
      .array(z.string().trim().min(1, msg('Interests cannot be empty')).max(INTEREST_MAX, `Each interest must be at most ${INTEREST_MAX} characters`))
      .max(INTERESTS_MAX, `Choose at most ${INTERESTS_MAX} interests`)
      .transform((list) => [...new Set(list.map((interest) => interest.toLowerCase()))]),
    location: optionalText(LOCATION_MAX),
    optedIn: z.boolean(),
  })
  .refine((profile) => !profile.optedIn || (profile.age ?? 0) >= MATCHING_MIN_AGE, {
    message: msg('You must be 18 or older to use matching'),
    path: ['age'],
  });

export const swipeSchema = z.object({
  swipedId: uuid,
  direction: z.enum(['left', 'right'], { error: msg('Direction must be left or right') }),
});

/** The first message of a failed parse, as the spec's forms show it. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? msg('Invalid input');
}

/** One watch as the player sends it (sendBeacon, JSON): its own id, how long it played, and where it was opened. */
export const watchSchema = z.object({
  watchId: z.uuid('Invalid id'),
  watchedMs: z.number({ error: STUDIO_ANALYTICS_MESSAGES.badWatch }).int(STUDIO_ANALYTICS_MESSAGES.badWatch).min(0, STUDIO_ANALYTICS_MESSAGES.badWatch).max(WATCH_MAX_MS, STUDIO_ANALYTICS_MESSAGES.badWatch),
  completed: z.boolean().default(false),
  followed: z.boolean().default(false),
  source: z.enum(VIEW_SOURCES, { error: STUDIO_ANALYTICS_MESSAGES.badSource }),
});
export type WatchReport = z.infer<typeof watchSchema>;
