import { mediaInput, runFfmpegBytes } from '../media/ffmpeg.ts';
import { normaliseTags, type CaptionContext, type CaptionProvider, type CaptionResult } from './caption-provider.ts';

/** A few frames and the upload's context to any OpenAI-compatible vision model (OpenAI, Ollama, vLLM). */
export class OpenAiCaptionProvider implements CaptionProvider {
  readonly name = 'openai-compatible';

  constructor(private readonly settings: { baseUrl: string; apiKey: string | null; model: string }) {}

  private async frames(context: CaptionContext): Promise<string[]> {
    const duration = context.duration ?? 3;
    const points = [0.15, 0.5, 0.85].map((at) => (duration * at).toFixed(2));
    return Promise.all(
      points.map(async (at) => {
        const jpeg = await runFfmpegBytes(['-ss', at, ...(await mediaInput(context.videoPath)), '-frames:v', '1', '-vf', 'scale=384:-2', '-f', 'image2', '-c:v', 'mjpeg', 'pipe:1']);
        return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
      }),
    );
  }

  async describe(context: CaptionContext): Promise<CaptionResult> {
    const facts = [
      context.caption && `The creator wrote: ${context.caption}`,
      context.placeName && `Filmed at: ${context.placeName}${context.placeType ? ` (${context.placeType})` : ''}`,
      context.soundTitle && `Sound: ${context.soundTitle}${context.soundArtist ? ` by ${context.soundArtist}` : ''}`,
    ].filter(Boolean);
    const response = await fetch(`${this.settings.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}) },
      signal: AbortSignal.timeout(60_000),
      body: JSON.stringify({
        model: this.settings.model,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: 'You caption short vertical videos. Answer only JSON: {"caption": "one sentence under 150 characters", "tags": ["up to 6 lowercase single-word tags"]}. Describe only what you can see.' },
          { role: 'user', content: [{ type: 'text', text: facts.join('\n') || 'No context given.' }, ...(await this.frames(context)).map((url) => ({ type: 'image_url', image_url: { url } }))] },
        ],
      }),
    });
    if (!response.ok) throw new Error(`AI endpoint answered ${response.status}`);
    const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    const content = body.choices?.[0]?.message?.content ?? '';
    const parsed = JSON.parse(content.slice(content.indexOf('{'), content.lastIndexOf('}') + 1)) as { caption?: unknown; tags?: unknown };
    if (typeof parsed.caption !== 'string' || !parsed.caption.trim()) throw new Error('AI endpoint gave no caption');
    return { caption: parsed.caption.trim().slice(0, 300), tags: normaliseTags(Array.isArray(parsed.tags) ? parsed.tags.map(String) : []) };
  }
}
