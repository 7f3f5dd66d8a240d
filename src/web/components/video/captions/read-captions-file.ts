import { CAPTION_FILE_MAX_BYTES, CAPTION_MESSAGES } from '../../../../shared/captions.ts';
import { parseWebVtt } from '../../../../shared/webvtt.ts';
import type { CaptionCue } from '../../../../shared/captions.ts';

export type CaptionsFile = { ok: true; text: string; cues: CaptionCue[] } | { ok: false; message: string };

/**
 * A chosen .vtt file checked before any byte is sent: the size cap, then the server's own reader, so the
 * creator hears what is wrong at once (the server checks again). `message` is an English key for t().
 */
export async function readCaptionsFile(file: File): Promise<CaptionsFile> {
  if (file.size > CAPTION_FILE_MAX_BYTES) return { ok: false, message: CAPTION_MESSAGES.tooLarge };
  const text = await file.text();
  const parsed = parseWebVtt(text);
  return parsed.ok ? { ok: true, text, cues: parsed.cues } : { ok: false, message: parsed.message };
}
