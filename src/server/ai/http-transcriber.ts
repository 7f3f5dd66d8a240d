import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { cuesFromSegments, segmentSchema, type Transcriber } from './transcriber.ts';

/** An endpoint's answer is read up to this size: a 3-minute clip's segments are a few kilobytes. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
const answerSchema = z.object({ segments: z.array(segmentSchema).max(10_000) });

/**
 * Any OpenAI-compatible speech-to-text endpoint (TRANSCRIBE_URL): OpenAI's whisper-1, a whisper.cpp server,
 * faster-whisper-server. The WAV goes up as multipart; `verbose_json` answers with timed segments.
 */
export class HttpTranscriber implements Transcriber {
  readonly name = 'openai-compatible';

  constructor(private readonly settings: { baseUrl: string; apiKey: string | null; model: string }) {}

  async transcribe(wavPath: string, language: string) {
    const form = new FormData();
    form.append('file', new Blob([await readFile(wavPath)], { type: 'audio/wav' }), 'audio.wav');
    form.append('model', this.settings.model);
    // Whisper takes ISO 639-1: the primary subtag of ours.
    form.append('language', language.split('-')[0]);
    form.append('response_format', 'verbose_json');
    const response = await fetch(`${this.settings.baseUrl.replace(/\/$/, '')}/audio/transcriptions`, {
      method: 'POST',
      headers: this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {},
      body: form,
      redirect: 'error',
      signal: AbortSignal.timeout(5 * 60_000),
    });
    if (!response.ok) throw new Error(`The speech-to-text endpoint answered ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_ANSWER_BYTES) throw new Error('The speech-to-text answer is too large');
    const text = await response.text();
    if (text.length > MAX_ANSWER_BYTES) throw new Error('The speech-to-text answer is too large');
    const parsed = answerSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error('The speech-to-text endpoint gave no timed segments');
    return cuesFromSegments(parsed.data.segments);
  }
}
