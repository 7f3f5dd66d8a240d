import { z } from 'zod';
import { msg } from './i18n/msg.ts';

/**
 * Captions and alt text (issue 41, decision 051): the bounds shared by the upload form, the captions screen and
 * the server. Bluesky allows 20 tracks of 20 KB; ours are larger, since a 3-minute talk can hold 3,000 words.
 */
export const ALT_TEXT_MAX = 1500;
export const CAPTION_TRACKS_MAX = 20;
export const CAPTION_FILE_MAX_BYTES = 64 * 1024;
export const CAPTION_CUES_MAX = 500;
export const CAPTION_CUE_TEXT_MAX = 300;
/** Signed caption links live as long as the video's own. */
export const CAPTION_SOURCES = ['upload', 'written', 'automatic'] as const;
export type CaptionSource = (typeof CAPTION_SOURCES)[number];
export const CAPTION_STATUSES = ['draft', 'published'] as const;
export type CaptionStatus = (typeof CAPTION_STATUSES)[number];

export const CAPTION_MESSAGES = {
  notWebVtt: msg('This file is not WebVTT: it must start with WEBVTT'),
  tooLarge: msg('A captions file must be at most 64 KB'),
  noTiming: msg('Every cue needs a timing line like 00:00:01.000 --> 00:00:03.500'),
  badTime: msg('Cue times must look like 00:00:01.000 --> 00:00:03.500'),
  endsBeforeStart: msg('A cue must end after it starts'),
  cueTooLong: msg('A cue must be at most 300 characters'),
  tooManyCues: msg('A track can have at most 500 cues'),
  noCues: msg('This track has no cues with text'),
  language: msg('Choose a caption language, like en, es or pt-br'),
  tooManyTracks: msg('A video can have at most 20 caption tracks'),
  oneSource: msg('Send either a WebVTT file or cues'),
  notFound: msg('No captions in this language'),
  notDraft: msg('These captions are already published'),
  ownerOnly: msg("Only the video's creator can change its captions"),
  transcriptionUnavailable: msg('Automatic captions are not available on this server'),
  transcriptionPending: msg('Captions are already being made for this video'),
  alreadyPublished: msg('This video already has published captions in this language'),
  noSpeech: msg('No speech was found in this video'),
  altTextTooLong: msg('Alt text must be at most 1500 characters'),
} as const;

/** A caption language: a lowercase BCP 47 tag (en, es, pt-br, zh-hant), as a path or a body sends it. */
export const CAPTION_LANGUAGE = /^[a-z]{2,3}(-[a-z0-9]{2,8}){0,2}$/;
export const captionLanguageField = z
  .string()
  .max(20, CAPTION_MESSAGES.language)
  .transform((tag) => tag.trim().toLowerCase().replaceAll('_', '-'))
  .refine((tag) => CAPTION_LANGUAGE.test(tag), CAPTION_MESSAGES.language);

/** Alt text as an upload form or an edit sends it: blank is none. */
export const altTextField = z
  .string()
  .trim()
  .max(ALT_TEXT_MAX, CAPTION_MESSAGES.altTextTooLong)
  .transform((text) => text || null);

/** One cue of a track, described by its schema (caption-answers.schema.ts). */
export type { CaptionCue } from './caption-answers.schema.ts';
