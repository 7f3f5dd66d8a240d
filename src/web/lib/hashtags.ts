import { mentionMatches } from '../../shared/mentions.ts';
import { HASHTAG, TAG_NAME } from '../../shared/search-types.ts';

/**
 * Hashtags and @mentions as the web app shows them (issues 23 and 37): each tag once on a card, inline ones as
 * links, the rest as chips; a mention as a link to whoever goes by that name. The patterns are the server's
 * (src/shared), so a link always opens a tag it indexed, or a person it would notify.
 */
/** Hashtags separated only by spaces at the very end of a caption, after a space or from its start. */
const TRAILING_RUN = /(?:^|\s)#[\p{L}\p{N}_]+(?:\s*#[\p{L}\p{N}_]+)*\s*$/u;

/** '#Dance' or 'Dance' → 'dance'; null for anything that cannot be a tag. */
export function tagName(text: string): string | null {
  const name = text.trim().replace(/^#/, '').toLowerCase();
  return TAG_NAME.test(name) ? name : null;
}

export const tagHref = (name: string) => `/tag/${encodeURIComponent(name)}`;
/** '/@maya': the web route that finds maya's id and opens /profile/{id} (routes/profile/username-route.tsx). */
export const mentionHref = (username: string) => `/@${username}`;

/**
 * A run of text, or a hashtag written in it (`tag` is its lowercase name, `text` as written), or a mention
 * (`mention` is the username as written; absent on the others).
 */
export interface CaptionSegment {
  text: string;
  tag: string | null;
  mention?: string;
}

export interface CaptionParts {
  /** The caption without its trailing hashtags, cut into text, inline hashtags and mentions. Empty when nothing is left. */
  segments: CaptionSegment[];
  /** Every other tag once: the caption's trailing ones, then AI tags not already shown. */
  chips: string[];
}

interface Found {
  index: number;
  segment: CaptionSegment;
}

const hashtagsFound = (text: string): Found[] =>
  [...text.matchAll(HASHTAG)].map((match) => ({ index: match.index, segment: { text: match[0], tag: match[1].toLowerCase() } }));
const mentionsFound = (text: string): Found[] =>
  mentionMatches(text).map(({ index, length, username }) => ({ index, segment: { text: text.slice(index, index + length), tag: null, mention: username } }));

/** The text cut into plain runs and links, in order; '#' and '@' never overlap (neither is in the other's names). */
function segmentsOf(text: string, found: Found[]): CaptionSegment[] {
  const segments: CaptionSegment[] = [];
  let last = 0;
  for (const { index, segment } of found.sort((a, b) => a.index - b.index)) {
    if (index < last) continue;
    if (index > last) segments.push({ text: text.slice(last, index), tag: null });
    segments.push(segment);
    last = index + segment.text.length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), tag: null });
  return segments;
}

/** A comment or chat message: its mentions as links, the rest (hashtags included) as written. */
export const mentionSegments = (text: string): CaptionSegment[] => segmentsOf(text, mentionsFound(text));

/**
 * 'Morning #coffee routine #dance #vibes' with AI tags ['vibes', 'sunrise'] shows 'Morning #coffee routine'
 * (with #coffee a link) and the chips dance, vibes, sunrise: no tag twice, the caption still readable.
 */
export function splitCaptionTags(caption: string, aiTags: readonly string[]): CaptionParts {
  const trailing = TRAILING_RUN.exec(caption);
  const body = (trailing ? caption.slice(0, trailing.index) : caption).trim();
  const segments = segmentsOf(body, [...hashtagsFound(body), ...mentionsFound(body)]);

  const shown = new Set(segments.flatMap((segment) => (segment.tag ? [segment.tag] : [])));
  const chips: string[] = [];
  const trailingTags = trailing ? [...trailing[0].matchAll(HASHTAG)].map((match) => match[1]) : [];
  for (const candidate of [...trailingTags, ...aiTags]) {
    const name = tagName(candidate);
    if (!name || shown.has(name)) continue;
    shown.add(name);
    chips.push(name);
  }
  return { segments, chips };
}
