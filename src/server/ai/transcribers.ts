import type { Config } from '../config.ts';
import { HttpTranscriber } from './http-transcriber.ts';
import type { Transcriber } from './transcriber.ts';

/** The endpoint when TRANSCRIBE_URL is set; null when this server has no way to transcribe. */
export function createTranscriber(settings: Config['transcribe']): Transcriber | null {
  return settings ? new HttpTranscriber(settings) : null;
}
