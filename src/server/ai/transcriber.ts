import { z } from 'zod';
import { CAPTION_CUE_TEXT_MAX, CAPTION_CUES_MAX, type CaptionCue } from '../../shared/captions.ts';
import { reduceCueText } from '../../shared/webvtt.ts';

/** Speech to timed text (issue 41): a 16 kHz mono WAV in, plain cues out. */
export interface Transcriber {
  readonly name: string;
  transcribe(wavPath: string, language: string): Promise<CaptionCue[]>;
}

/** A segment as speech models give it: Whisper's verbose_json, whisper.cpp's and the built-in model's. */
export const segmentSchema = z.object({ start: z.number().min(0), end: z.number().min(0), text: z.string() });

/**
 * Segments made cues a creator can review: text reduced to plain text, empty ones and model noise ("[BLANK_AUDIO]",
 * "(music)") dropped, long ones split at a word, at most CAPTION_CUES_MAX. Whatever a model or an endpoint answers,
 * nothing but plain cues within our bounds gets through.
 */
export function cuesFromSegments(segments: z.infer<typeof segmentSchema>[]): CaptionCue[] {
  const cues: CaptionCue[] = [];
  for (const segment of segments) {
    const text = reduceCueText(segment.text.replace(/\[[^\]]*\]|\([^)]*\)/g, ' '));
    if (!text || !(segment.end > segment.start)) continue;
    const parts = splitText(text);
    const step = (segment.end - segment.start) / parts.length;
    parts.forEach((part, i) => cues.push({ start: round(segment.start + i * step), end: round(segment.start + (i + 1) * step), text: part }));
  }
  return cues.sort((a, b) => a.start - b.start).slice(0, CAPTION_CUES_MAX);
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

function splitText(text: string): string[] {
  const parts: string[] = [];
  let rest = text.replace(/\n/g, ' ');
  while (rest.length > CAPTION_CUE_TEXT_MAX) {
    const cut = rest.lastIndexOf(' ', CAPTION_CUE_TEXT_MAX);
    const at = cut > 0 ? cut : CAPTION_CUE_TEXT_MAX;
    parts.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}
