import { USERNAME_MAX, USERNAME_MIN } from './constants.ts';

/**
 * @mentions (issue 37): `@username` written in a caption, a comment or a chat message. The server reads them to
 * notify the people named; the web app links them to profiles and suggests names while one is typed. One set
 * of rules for all three, so a link always names someone a notification could have reached.
 */

/** A text names at most this many people: a caption listing fifty names notifies ten, not fifty. */
export const MENTIONS_PER_TEXT_MAX = 10;

/** The sign-up rule (auth.schema.ts): 3–30 ASCII letters, digits or '_'. */
const NAME = `[A-Za-z0-9_]{${USERNAME_MIN},${USERNAME_MAX}}`;
/**
 * What may not come right before the '@': a letter or digit (a@b.com, so an address is no mention), and the
 * punctuation of addresses, paths and query strings (first.last@…, /@name, ?by=@name).
 */
const BAD_BEFORE = String.raw`[\p{L}\p{N}_@.+\-/:=&?#%!*$\\]`;
/**
 * What may not follow the name: more name characters in any script (the name would be longer than written),
 * another '@' (someone@elsewhere.social is another server's account) or '.' then a letter (@name.com is a domain).
 */
const BAD_AFTER = String.raw`[\p{L}\p{N}_@]|\.[\p{L}\p{N}_]`;
const MENTION = new RegExp(`(?<!${BAD_BEFORE})@(${NAME})(?!${BAD_AFTER})`, 'gu');
/** A mention being typed: '@' and up to a whole name, right before the caret. */
const TYPING = new RegExp(`(?<!${BAD_BEFORE})@([A-Za-z0-9_]{0,${USERNAME_MAX}})$`, 'u');
/** Links written out in a text; a mention never starts inside one (https://example.com/a,@b). */
const URL_SPAN = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;

/** A mention where it stands in the text: '@' at `index`, `length` with the '@', the name as written. */
export interface MentionMatch {
  index: number;
  length: number;
  username: string;
}

function urlSpans(text: string): Array<[start: number, end: number]> {
  return [...text.matchAll(URL_SPAN)].map((match) => [match.index, match.index + match[0].length]);
}

const inside = (spans: Array<[number, number]>, index: number) => spans.some(([start, end]) => index >= start && index < end);

/** Every mention in the text, in order, as written (repeats included): what rendering links. */
export function mentionMatches(text: string): MentionMatch[] {
  if (!text.includes('@')) return [];
  const spans = urlSpans(text);
  return [...text.matchAll(MENTION)]
    .filter((match) => !inside(spans, match.index))
    .map((match) => ({ index: match.index, length: match[0].length, username: match[1] }));
}

/**
 * The people a text names, lowercased (usernames are unique in any letter case), each once, in the order first
 * written, at most MENTIONS_PER_TEXT_MAX: what the server notifies.
 */
export function mentionsIn(text: string): string[] {
  const names = new Set<string>();
  for (const { username } of mentionMatches(text)) {
    names.add(username.toLowerCase());
    if (names.size === MENTIONS_PER_TEXT_MAX) break;
  }
  return [...names];
}

/** The mention being typed at the caret: from its '@' (`start`) to the end of the word (`end`), and the letters so far. */
export interface TypedMention {
  start: number;
  end: number;
  query: string;
}

/** What a composer suggests names for; null when the caret is not in a would-be mention (an address, a link). */
export function mentionAtCaret(text: string, caret: number): TypedMention | null {
  const typed = TYPING.exec(text.slice(0, caret));
  if (!typed || inside(urlSpans(text), typed.index)) return null;
  const rest = /^[A-Za-z0-9_]*/.exec(text.slice(caret))![0];
  // A longer run than a name can be is not a name being typed.
  if (typed[1].length + rest.length > USERNAME_MAX) return null;
  return { start: typed.index, end: caret + rest.length, query: typed[1] };
}
