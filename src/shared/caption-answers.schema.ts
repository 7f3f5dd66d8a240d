import { z } from 'zod';
import { CAPTION_SOURCES, CAPTION_STATUSES } from './captions.ts';

/** The answers of a video's caption routes (issue 41). */

export const captionCueSchema = z
  .object({ start: z.number().describe('Seconds from the start'), end: z.number().describe('Seconds from the start'), text: z.string().describe('Plain text; lines separated by \\n') })
  .meta({ id: 'CaptionCue' });
export type CaptionCue = z.infer<typeof captionCueSchema>;

export const captionTrackSchema = z
  .object({
    language: z.string().describe('A lowercase BCP 47 tag: en, es, pt-br…'),
    status: z.enum(CAPTION_STATUSES).describe('A draft is seen only by the creator until published'),
    source: z.enum(CAPTION_SOURCES).describe('An uploaded WebVTT file, cues written on the captions screen, or automatic captions'),
    cues: z.array(captionCueSchema),
    url: z.string().nullable().describe('A signed, expiring WebVTT link on this origin; null for a draft'),
    updatedAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'CaptionTrack' });

export const captionListSchema = z
  .object({
    items: z.array(captionTrackSchema),
    transcription: z
      .object({
        available: z.boolean().describe('Whether this server can make automatic captions'),
        status: z.enum(['none', 'pending', 'done', 'failed']).describe("The latest automatic captions' state (the creator's view; none for others)"),
        error: z.string().nullable(),
      })
      .meta({ id: 'TranscriptionState' }),
  })
  .meta({ id: 'CaptionList', description: "A video's caption tracks: every one for its creator, the published ones for viewers" });

export const transcriptionQueuedSchema = z
  .object({ status: z.literal('pending'), language: z.string() })
  .meta({ id: 'TranscriptionQueued', description: 'Automatic captions asked for: they arrive as a draft track' });
