import { describe, expect, it } from 'vitest';
import { splitCaptionTags, tagHref, tagName } from './hashtags.ts';

const text = (caption: string, aiTags: string[] = []) => splitCaptionTags(caption, aiTags).segments.map((segment) => segment.text).join('');

describe('splitCaptionTags', () => {
  it('moves the trailing hashtags into the chips', () => {
    expect(splitCaptionTags('Morning routine #dance #vibes', [])).toEqual({
      segments: [{ text: 'Morning routine', tag: null }],
      chips: ['dance', 'vibes'],
    });
  });

  it('links hashtags inside the caption and does not repeat them as chips', () => {
    const parts = splitCaptionTags('Best #Coffee in town #coffee #latte', ['latte', 'cafe']);
    expect(parts.segments).toEqual([
      { text: 'Best ', tag: null },
      { text: '#Coffee', tag: 'coffee' },
      { text: ' in town', tag: null },
    ]);
    expect(parts.chips).toEqual(['latte', 'cafe']);
  });

  it('adds AI tags after the caption tags, lowercased, each once', () => {
    expect(splitCaptionTags('Sunset #Beach', ['beach', '#Sky', 'SKY', 'waves']).chips).toEqual(['beach', 'sky', 'waves']);
  });

  it('leaves no text when the caption is only hashtags', () => {
    expect(splitCaptionTags('#dance #vibes #fyp', [])).toEqual({ segments: [], chips: ['dance', 'vibes', 'fyp'] });
    expect(splitCaptionTags('#dance#vibes', []).chips).toEqual(['dance', 'vibes']);
  });

  it('keeps a caption without hashtags whole, and an empty one empty', () => {
    expect(text('Just a walk, no tags.')).toBe('Just a walk, no tags.');
    expect(splitCaptionTags('', ['walk'])).toEqual({ segments: [], chips: ['walk'] });
  });

  it('does not take a hashtag glued to a word as the start of the trailing run', () => {
    expect(text('Learning C#')).toBe('Learning C#');
    expect(text('Dinner time!#food')).toBe('Dinner time!#food');
  });

  it('cuts mentions out of the caption as their own segments, the trailing hashtags still chips', () => {
    expect(splitCaptionTags('With @Maya and mail@example.com #dance', [])).toEqual({
      segments: [
        { text: 'With ', tag: null },
        { text: '@Maya', tag: null, mention: 'Maya' },
        { text: ' and mail@example.com', tag: null },
      ],
      chips: ['dance'],
    });
  });

  it('keeps tags in any script and drops AI tags that cannot be tag names', () => {
    const parts = splitCaptionTags('Festa #São_João #café', ['two words', '', 'x'.repeat(51), 'música']);
    expect(parts.chips).toEqual(['são_joão', 'café', 'música']);
  });

  it('trims the space left before the trailing run, and keeps line breaks inside the text', () => {
    expect(text('Line one\nline two   \n#a #b')).toBe('Line one\nline two');
  });
});

describe('tagName and tagHref', () => {
  it('names a tag in lowercase without its #', () => {
    expect(tagName('#Dance')).toBe('dance');
    expect(tagName('not a tag')).toBeNull();
  });

  it('links to the hashtag page', () => {
    expect(tagHref('são_joão')).toBe('/tag/s%C3%A3o_jo%C3%A3o');
  });
});
