import { measureVideo, type VideoSignals } from './video-signals.ts';
import { normaliseTags, type CaptionContext, type CaptionProvider, type CaptionResult } from './caption-provider.ts';

/** Words for what was measured; only what the numbers support. */
export function describeSignals(signals: VideoSignals) {
  const light = signals.brightness > 170 ? 'bright' : signals.brightness < 70 ? 'dim' : null;
  const colour = signals.saturation > 60 ? 'vivid' : signals.saturation < 20 ? 'muted' : null;
  const pace = signals.motion > 0.5 ? 'fast-moving' : signals.motion > 0.12 ? 'lively' : 'calm';
  const tone = ['white', 'black', 'grey'].includes(signals.hue) ? `${signals.hue}-toned` : `${signals.hue}-tinted`;
  return { light, colour, pace, tone };
}

const hashtags = (text: string) => [...text.matchAll(/#([\p{L}\p{N}_]+)/gu)].map((m) => m[1]);

/**
 * The default provider: describes the video from what ffmpeg measures (light, colour, motion) and what the
 * upload says about itself (hashtags, place, sound). Deterministic: the same video always gets the same words.
 */
export class LocalCaptionProvider implements CaptionProvider {
  readonly name = 'local';

  async describe(context: CaptionContext): Promise<CaptionResult> {
    const words = describeSignals(await measureVideo(context.videoPath));
    const adjectives = [words.light, words.colour, words.pace].filter(Boolean).join(', ');
    const length = context.duration ? `${Math.max(1, Math.round(context.duration))}-second ` : '';
    let caption = `A ${adjectives} ${length}clip with ${words.tone} scenes`;
    if (context.placeName) caption += ` at ${context.placeName}`;
    if (context.soundTitle) caption += `, set to "${context.soundTitle}"${context.soundArtist ? ` by ${context.soundArtist}` : ''}`;
    caption += '.';
    const tags = normaliseTags([
      ...hashtags(context.caption),
      words.tone.split('-')[0],
      ...(words.light ? [words.light] : []),
      ...(words.colour ? [words.colour] : []),
      words.pace === 'fast-moving' ? 'action' : words.pace,
      ...(context.placeType ? [context.placeType] : []),
      ...(context.soundTitle ? ['music'] : []),
    ]);
    return { caption: caption.charAt(0).toUpperCase() + caption.slice(1), tags };
  }
}
