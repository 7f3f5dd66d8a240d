import { describe, expect, it } from 'vitest';
import { nextReaction } from './reaction-state.ts';

describe('nextReaction', () => {
  it('adds a reaction from none', () => {
    expect(nextReaction({ reaction: null, popCount: 0, unpopCount: 2 }, 'pop')).toEqual({ reaction: 'pop', popCount: 1, unpopCount: 2 });
  });

  it('switches to the other reaction', () => {
    expect(nextReaction({ reaction: 'pop', popCount: 1, unpopCount: 0 }, 'unpop')).toEqual({ reaction: 'unpop', popCount: 0, unpopCount: 1 });
  });

  it('removes the current reaction, never below 0', () => {
    expect(nextReaction({ reaction: 'unpop', popCount: 0, unpopCount: 1 }, 'unpop')).toEqual({ reaction: null, popCount: 0, unpopCount: 0 });
    expect(nextReaction({ reaction: 'pop', popCount: 0, unpopCount: 0 }, 'pop')).toEqual({ reaction: null, popCount: 0, unpopCount: 0 });
  });
});
