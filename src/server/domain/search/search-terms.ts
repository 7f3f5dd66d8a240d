import { SEARCH_QUERY_MAX, SEARCH_WORDS_MAX } from '../../../shared/constants.ts';

/**
 * What a typed query becomes before it reaches SQL. Only letters and digits survive into words, so the text
 * handed to to_tsquery can carry no operators of its own: '#dance' and 'dance!' are the word 'dance'.
 */
export interface SearchTerms {
  /** The query as typed, trimmed and lowercased, without a leading '@' or '#': usernames, tags, sounds, places. */
  text: string;
  /** Its words (letters and digits, at most 30 characters each, at most SEARCH_WORDS_MAX, once each). */
  words: string[];
}

const WORD = /[\p{L}\p{N}]+/gu;
/** Words this short are matched whole: as a prefix they would match a large part of the vocabulary. */
const PREFIX_MIN = 3;

export function searchTerms(query: string): SearchTerms {
  const text = query.trim().slice(0, SEARCH_QUERY_MAX).toLowerCase().replace(/^[@#]+/, '');
  const words = [...new Set([...text.matchAll(WORD)].map((match) => match[0].slice(0, 30)))].slice(0, SEARCH_WORDS_MAX);
  return { text, words };
}

/**
 * to_tsquery text: every word must match (&), each as a prefix ('danc:*' finds 'dance' and 'dancing' once
 * stemmed) or as one of its spelling corrections from the word list.
 */
export function tsqueryText(words: string[], corrections: Map<string, string[]> = new Map()): string {
  return words
    .map((word) => {
      const forms = [word.length >= PREFIX_MIN ? `${word}:*` : word, ...(corrections.get(word) ?? [])];
      return forms.length === 1 ? forms[0] : `(${forms.join(' | ')})`;
    })
    .join(' & ');
}

/** The pattern for "starts with": LIKE's own wildcards in the query are matched literally. */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
