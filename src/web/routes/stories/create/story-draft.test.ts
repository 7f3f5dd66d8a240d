import { describe, expect, it } from 'vitest';
import { initialTrim, lastPoint, moveEnd, moveStart } from './story-draft.ts';
import { formatClock } from '../../../lib/format.ts';

describe('formatClock', () => {
  it('reads whole seconds as m:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(7.9)).toBe('0:07');
    expect(formatClock(15)).toBe('0:15');
    expect(formatClock(75)).toBe('1:15');
  });
});

describe('story trim', () => {
  it('starts with the first 15 s, or the whole of a shorter clip, on 0.1 s steps', () => {
    expect(initialTrim(42.37)).toEqual({ start: 0, end: 15 });
    expect(initialTrim(6.38)).toEqual({ start: 0, end: 6.3 });
    expect(lastPoint(15.02)).toBe(15);
  });

  it('drags the end along when the start would make the range longer than 15 s or empty', () => {
    expect(moveStart({ start: 0, end: 15 }, 2, 40)).toEqual({ start: 2, end: 15 });
    expect(moveStart({ start: 0, end: 20 }, 2, 40)).toEqual({ start: 2, end: 17 });
    expect(moveStart({ start: 0, end: 5 }, 5, 40)).toEqual({ start: 5, end: 5.1 });
    expect(moveStart({ start: 0, end: 10 }, 10, 10)).toEqual({ start: 9.9, end: 10 });
  });

  it('drags the start along when the end would pass 15 s from it or meet it', () => {
    expect(moveEnd({ start: 0, end: 15 }, 8, 40)).toEqual({ start: 0, end: 8 });
    expect(moveEnd({ start: 2, end: 15 }, 30, 40)).toEqual({ start: 15, end: 30 });
    expect(moveEnd({ start: 4, end: 8 }, 3, 40)).toEqual({ start: 2.9, end: 3 });
    expect(moveEnd({ start: 0, end: 5 }, 0, 40)).toEqual({ start: 0, end: 0.1 });
    expect(moveEnd({ start: 0, end: 5 }, 99, 6.05)).toEqual({ start: 0, end: 6 });
  });
});
