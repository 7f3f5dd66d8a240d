import { describe, expect, it } from 'vitest';
import { CAPTIONS_OFF, captionChoiceKey, parseCaptionChoice, pickCaptionTrack } from './caption-choice.ts';

const track = (language: string) => ({ language, url: `/captions/${language}.vtt` });

describe('caption choice', () => {
  it('is kept per account, or for the visitor', () => {
    expect(captionChoiceKey('a1')).toBe('popreel:captions:a1');
    expect(captionChoiceKey(null)).toBe('popreel:captions:visitor');
  });

  it('reads what storage held defensively, off by default', () => {
    expect(parseCaptionChoice(null)).toEqual(CAPTIONS_OFF);
    expect(parseCaptionChoice('not json')).toEqual(CAPTIONS_OFF);
    expect(parseCaptionChoice('[1]')).toEqual(CAPTIONS_OFF);
    expect(parseCaptionChoice('{"on":"yes","language":3}')).toEqual(CAPTIONS_OFF);
    expect(parseCaptionChoice('{"on":true,"language":"es"}')).toEqual({ on: true, language: 'es' });
  });

  it('shows the preferred language, else the video’s own, else the first track; nothing while off', () => {
    const tracks = [track('fr'), track('en'), track('es')];
    expect(pickCaptionTrack(tracks, { on: false, language: 'es' }, 'en')).toBeNull();
    expect(pickCaptionTrack([], { on: true, language: 'es' }, 'en')).toBeNull();
    expect(pickCaptionTrack(tracks, { on: true, language: 'es' }, 'en')?.language).toBe('es');
    expect(pickCaptionTrack(tracks, { on: true, language: 'ar' }, 'en')?.language).toBe('en');
    expect(pickCaptionTrack(tracks, { on: true, language: null }, null)?.language).toBe('fr');
  });
});
