import { describe, expect, it } from 'vitest';
import { likePrefix, searchTerms, tsqueryText } from './search-terms.ts';

describe('searchTerms', () => {
  it('keeps letters and digits only, lowercased, once each', () => {
    expect(searchTerms('  #Dance DANCE & rain!! ')).toEqual({ text: 'dance dance & rain!!', words: ['dance', 'rain'] });
    expect(searchTerms('@Maya_Moves')).toEqual({ text: 'maya_moves', words: ['maya', 'moves'] });
    expect(searchTerms("')&|:*")).toEqual({ text: "')&|:*", words: [] });
    expect(searchTerms('Über café 2026')).toEqual({ text: 'über café 2026', words: ['über', 'café', '2026'] });
  });

  it('keeps at most six words of at most 30 characters', () => {
    expect(searchTerms('a b c d e f g h').words).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(searchTerms('x'.repeat(40)).words).toEqual(['x'.repeat(30)]);
  });
});

describe('tsqueryText', () => {
  it('makes each word of three letters or more a prefix, with its corrections as alternatives', () => {
    expect(tsqueryText(['dnace', 'in', 'rain'], new Map([['dnace', ['dance', 'dancer']]]))).toBe('(dnace:* | dance | dancer) & in & rain:*');
    expect(tsqueryText([])).toBe('');
  });
});

describe('likePrefix', () => {
  it("escapes LIKE's wildcards so they match themselves", () => {
    expect(likePrefix('maya_m')).toBe('maya\\_m%');
    expect(likePrefix('100%')).toBe('100\\%%');
  });
});
