import { describe, expect, it } from 'vitest';
import { addRecentSearch, parseRecentSearches, removeRecentSearch, RECENT_SEARCHES_MAX } from './recent-searches.ts';

describe('recent searches', () => {
  it('puts the newest first and keeps each search once, whatever its case', () => {
    expect(addRecentSearch(['cats', 'Dance'], '  dance ')).toEqual(['dance', 'cats']);
  });

  it('ignores blank searches', () => {
    expect(addRecentSearch(['cats'], '   ')).toEqual(['cats']);
  });

  it(`keeps at most ${RECENT_SEARCHES_MAX}`, () => {
    let recent: string[] = [];
    for (let i = 0; i < 15; i++) recent = addRecentSearch(recent, `search ${i}`);
    expect(recent).toHaveLength(RECENT_SEARCHES_MAX);
    expect(recent[0]).toBe('search 14');
    expect(recent.at(-1)).toBe('search 5');
  });

  it('removes one search', () => {
    expect(removeRecentSearch(['cats', 'Dance'], 'dance')).toEqual(['cats']);
  });

  it('reads only a list of non-empty strings from storage', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('["cats", 3, "", "dance"]')).toEqual(['cats', 'dance']);
  });
});
