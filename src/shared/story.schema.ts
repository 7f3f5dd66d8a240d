import { z } from 'zod';
import { EMOJI_STICKERS, STORY_CAPTION_MAX, STORY_TRIM_MAX_SECONDS, TRIM_STEP_SECONDS } from './constants.ts';
import { msg } from './i18n/msg.ts';
import { altTextField } from './captions.ts';

/** A 0–1 fraction of the story's width or height; multipart sends it as text, the web client as a number. */
const fraction = z.coerce.number(msg('Sticker position must be a number')).min(0, msg('Sticker position must be between 0 and 1')).max(1, msg('Sticker position must be between 0 and 1'));
const seconds = z.coerce.number(msg('Trim must be a number')).min(0, msg('Trim cannot be negative')).max(3600, msg('Trim is past the end of the video'));
/** Trim points land on the trimmer's 0.1 s steps. */
const toStep = (value: number) => Number((Math.round(value / TRIM_STEP_SECONDS) * TRIM_STEP_SECONDS).toFixed(1));

/**
 * What Create Story sends besides the file (spec §5 Story), checked by the web form and again by the server.
 * Empty strings from a form count as absent.
 */
export const storyFieldsSchema = z.object({
  caption: z
    .string()
    .trim()
    .max(STORY_CAPTION_MAX, msg('Caption must be at most 120 characters'))
    .nullish()
    .transform((value) => (value ? value : null)),
  visibility: z.enum(['public', 'followers'], { error: msg('Visibility must be public or followers') }).default('public'),
  sticker: z
    .enum([...EMOJI_STICKERS, ''], { error: msg('Choose one of the stickers') })
    .nullish()
    .transform((value) => (value ? value : null)),
  stickerX: fraction.default(0.5),
  stickerY: fraction.default(0.5),
  /** Videos only: the chosen range, at most STORY_TRIM_MAX_SECONDS long; absent means from the start. */
  trimStart: seconds.optional(),
  trimEnd: seconds.optional(),
  /** Issue 41: what the story shows, for people who cannot see it; blank is none. */
  altText: altTextField.nullish().transform((value) => value ?? null),
});

export const storySchema = storyFieldsSchema
  .transform((story) => ({
    ...story,
    trimStart: story.trimStart === undefined ? null : toStep(story.trimStart),
    trimEnd: story.trimEnd === undefined ? null : toStep(story.trimEnd),
  }))
  .refine((story) => story.trimEnd === null || story.trimEnd > (story.trimStart ?? 0), { message: msg('Trim end must be after its start'), path: ['trim_end'] })
  .refine((story) => story.trimEnd === null || story.trimEnd - (story.trimStart ?? 0) <= STORY_TRIM_MAX_SECONDS + 1e-9, {
    message: `A story can be at most ${STORY_TRIM_MAX_SECONDS} seconds`,
    path: ['trim_end'],
  });

export type StoryInput = z.infer<typeof storySchema>;

/** The stickers as people see them; the stored value is the name. */
export const STICKER_EMOJI: Record<(typeof EMOJI_STICKERS)[number], string> = {
  heart: '❤️',
  fire: '🔥',
  laughing: '😂',
  'heart-eyes': '😍',
  party: '🎉',
  clap: '👏',
  '100': '💯',
  sparkles: '✨',
};
