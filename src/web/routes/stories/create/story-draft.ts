import { formatClock } from '../../../lib/format.ts';
import { STORY_RECORDING_MAX_SECONDS, STORY_TRIM_MAX_SECONDS, TRIM_STEP_SECONDS, type EMOJI_STICKERS } from '../../../../shared/constants.ts';

/** What step 1 hands to the editor: a picked or recorded file, already known to decode. */
export type ChosenMedia = { kind: 'image'; file: File; /** width ÷ height */ aspect: number } | { kind: 'video'; file: File; duration: number };

/** The part of a video that becomes the story, in seconds on the trimmer's 0.1 s steps. */
export interface TrimRange {
  start: number;
  end: number;
}

/** What step 2 hands to the details step: the cropped 1080×1920 JPEG, or the video with its trim. */
export type StoryDraft = { kind: 'image'; file: File } | { kind: 'video'; file: File; trim: TrimRange };

export type StickerName = (typeof EMOJI_STICKERS)[number];

/** Step 3's fields; kept by the page so stepping back to the editor and forward again loses nothing. */
export interface StoryDetails {
  caption: string;
  sticker: StickerName | null;
  /** Where the sticker's centre sits, as 0–1 fractions of the story's width and height. */
  position: { x: number; y: number };
  visibility: 'public' | 'followers';
  /** Issue 41: what the story shows, for people who cannot see it; blank is none. */
  altText: string;
}

export const initialDetails: StoryDetails = { caption: '', sticker: null, position: { x: 0.5, y: 0.5 }, visibility: 'public', altText: '' };

/** The recording timer and the trimmer read in whole seconds like other camera apps. */
export const RECORDING_LIMIT_LABEL = formatClock(STORY_RECORDING_MAX_SECONDS);

const perStep = 1 / TRIM_STEP_SECONDS;
/** Snaps to the 0.1 s grid the server also rounds to, so what is shown is what gets cut. */
export const toStep = (seconds: number) => Math.round(seconds * perStep) / perStep;
/** The last trim point inside the video: rounded down so the end never lies past the last frame. */
export const lastPoint = (duration: number) => Math.max(TRIM_STEP_SECONDS, Math.floor(duration * perStep + 1e-6) / perStep);

export function initialTrim(duration: number): TrimRange {
  return { start: 0, end: Math.min(STORY_TRIM_MAX_SECONDS, lastPoint(duration)) };
}

/** Moving the start drags the end along when the range would pass 15 s or close up. */
export function moveStart(range: TrimRange, value: number, duration: number): TrimRange {
  const last = lastPoint(duration);
  const start = toStep(Math.min(Math.max(0, value), last - TRIM_STEP_SECONDS));
  let end = range.end;
  if (end - start > STORY_TRIM_MAX_SECONDS) end = start + STORY_TRIM_MAX_SECONDS;
  if (end <= start) end = start + TRIM_STEP_SECONDS;
  return { start, end: toStep(Math.min(end, last)) };
}

/** Moving the end drags the start along, the mirror of moveStart. */
export function moveEnd(range: TrimRange, value: number, duration: number): TrimRange {
  const end = toStep(Math.min(Math.max(TRIM_STEP_SECONDS, value), lastPoint(duration)));
  let start = range.start;
  if (end - start > STORY_TRIM_MAX_SECONDS) start = end - STORY_TRIM_MAX_SECONDS;
  if (start >= end) start = end - TRIM_STEP_SECONDS;
  return { start: toStep(Math.max(0, start)), end };
}
