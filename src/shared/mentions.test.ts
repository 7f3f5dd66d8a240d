import { describe, expect, it } from 'vitest';
import { mentionAtCaret, mentionMatches, mentionsIn, MENTIONS_PER_TEXT_MAX } from './mentions.ts';

describe('mentionsIn', () => {
  it('finds @usernames anywhere in a text, lowercased, in the order written', () => {
    expect(mentionsIn('@Maya_Moves dancing with @sofia_travels')).toEqual(['maya_moves', 'sofia_travels']);
    expect(mentionsIn('Line one\n@first\n(with @second), thanks @third!')).toEqual(['first', 'second', 'third']);
  });

  it('names each person once whatever the letter case', () => {
    expect(mentionsIn('@maya @MAYA @Maya and @maya')).toEqual(['maya']);
  });

  it('keeps to the sign-up rules: 3 to 30 letters, digits and underscores', () => {
    expect(mentionsIn('@ab is too short, @abc is not')).toEqual(['abc']);
    expect(mentionsIn(`@${'a'.repeat(30)} fits, @${'b'.repeat(31)} does not`)).toEqual(['a'.repeat(30)]);
    expect(mentionsIn('@user_01 @_under_')).toEqual(['user_01', '_under_']);
  });

  it('does not take a name in another script for a shorter ASCII one', () => {
    expect(mentionsIn('@andré and @chloé')).toEqual([]);
  });

  it('ends a mention at punctuation that cannot be in a name', () => {
    expect(mentionsIn('Thanks @maya. And @sofia, @leo! @kim? @ana: "@ben" @bob\'s @cat-friend')).toEqual([
      'maya', 'sofia', 'leo', 'kim', 'ana', 'ben', 'bob', 'cat',
    ]);
  });

  it('finds nothing in an email address', () => {
    expect(mentionsIn('write to maya@example.com or first.last@mail.co.uk')).toEqual([]);
    expect(mentionsIn('a@b.com')).toEqual([]);
    expect(mentionsIn('bob+tag@gmail.com, x_y@host')).toEqual([]);
  });

  it('finds nothing in a link', () => {
    expect(mentionsIn('see https://example.com/@maya and www.site.com/u/@sofia')).toEqual([]);
    expect(mentionsIn('https://example.com/path?a=1,@leo')).toEqual([]);
    expect(mentionsIn('?by=@kim and /@ana')).toEqual([]);
  });

  it('is no mention of ours when it names a domain or another server', () => {
    expect(mentionsIn('@maya.com and @sofia@mastodon.social')).toEqual([]);
  });

  it('names at most MENTIONS_PER_TEXT_MAX people', () => {
    const names = Array.from({ length: 25 }, (_, i) => `person_${i}`);
    expect(mentionsIn(names.map((name) => `@${name}`).join(' '))).toEqual(names.slice(0, MENTIONS_PER_TEXT_MAX));
  });

  it('finds nothing in a text without an @', () => {
    expect(mentionsIn('')).toEqual([]);
    expect(mentionsIn('Morning #coffee')).toEqual([]);
  });
});

describe('mentionMatches', () => {
  it('gives where each mention stands, repeats included, with the name as written', () => {
    expect(mentionMatches('hi @Maya and @maya')).toEqual([
      { index: 3, length: 5, username: 'Maya' },
      { index: 13, length: 5, username: 'maya' },
    ]);
  });

  it('sits beside hashtags without swallowing them', () => {
    expect(mentionMatches('@maya#dance')).toEqual([{ index: 0, length: 5, username: 'maya' }]);
    expect(mentionMatches('#dance@maya')).toEqual([]);
  });
});

describe('mentionAtCaret', () => {
  const at = (text: string) => mentionAtCaret(text.replace('|', ''), text.indexOf('|'));

  it('reads the letters typed after an @ up to the caret', () => {
    expect(at('hello @ma|')).toEqual({ start: 6, end: 9, query: 'ma' });
    expect(at('@|')).toEqual({ start: 0, end: 1, query: '' });
  });

  it('takes the rest of the word into what a suggestion replaces', () => {
    expect(at('hi @ma|ya there')).toEqual({ start: 3, end: 8, query: 'ma' });
  });

  it('is nothing outside a mention', () => {
    expect(at('hello @maya |')).toBeNull();
    expect(at('maya@exa|')).toBeNull();
    expect(at('https://example.com/@ma|')).toBeNull();
    expect(at('no at sign|')).toBeNull();
  });

  it('is nothing past the longest name', () => {
    expect(at(`@${'a'.repeat(31)}|`)).toBeNull();
  });
});
