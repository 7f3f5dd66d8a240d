import { describe, expect, it } from 'vitest';
import { cuesFromSegments } from './transcriber.ts';

describe('cuesFromSegments', () => {
  it('keeps timed speech as plain cues and drops model noise and empty or reversed segments', () => {
    expect(
      cuesFromSegments([
        { start: 1.5, end: 2, text: ' second <i>one</i> ' },
        { start: 0, end: 1.2, text: 'First.' },
        { start: 2, end: 3, text: ' [BLANK_AUDIO] (music) ' },
        { start: 4, end: 3, text: 'backwards' },
      ]),
    ).toEqual([
      { start: 0, end: 1.2, text: 'First.' },
      { start: 1.5, end: 2, text: 'second one' },
    ]);
  });

  it('splits a long segment at words into cues of at most 300 characters, sharing its time', () => {
    const words = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ');
    const cues = cuesFromSegments([{ start: 10, end: 16, text: words }]);
    expect(cues.length).toBe(3);
    expect(cues.every((cue) => cue.text.length <= 300)).toBe(true);
    expect(cues.map((cue) => cue.text).join(' ')).toBe(words);
    expect(cues.map((cue) => [cue.start, cue.end])).toEqual([[10, 12], [12, 14], [14, 16]]);
  });
});
