import { HASHTAG, TAG_NAME } from '../../shared/search-types.ts';

/**
 * Hashtags as the web app shows them (issue 23): each tag once on a card, inline ones as links, the rest as
 * chips. The patterns are the server's (src/shared), so a link always opens a tag it indexed.
 */
/** Hashtags separated only by spaces at the very end of a caption, after a space or from its start. */
const TRAILING_RUN = /(?:^|\s)#[\p{L}\p{N}_]+(?:\s*#[\p{L}\p{N}_]+)*\s*$/u;

/** '#Dance' or 'Dance' → 'dance'; null for anything that cannot be a tag. */
export function tagName(text: string): string | null {
  const name = text.trim().replace(/^#/, '').toLowerCase();
  return TAG_NAME.test(name) ? name : null;
}

export const tagHref = (name: string) => `/tag/${encodeURIComponent(name)}`;

/** A run of caption text, or a hashtag written in it (`tag` is its lowercase name, `text` as written). */
export interface CaptionSegment {
  text: string;
  tag: string | null;
}

export interface CaptionParts {
  /** The caption without its trailing hashtags, cut into text and inline hashtags. Empty when nothing is left. */
  segments: CaptionSegment[];
  /** Every other tag once: the caption's trailing ones, then AI tags not already shown. */
  chips: string[];
}

function segmentsOf(text: string): CaptionSegment[] {
  const segments: CaptionSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(HASHTAG)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index), tag: null });
    segments.push({ text: match[0], tag: match[1].toLowerCase() });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), tag: null });
  return segments;
}

/**
 * 'Morning #coffee routine #dance #vibes' with AI tags ['vibes', 'sunrise'] shows 'Morning #coffee routine'
 * (with #coffee a link) and the chips dance, vibes, sunrise: no tag twice, the caption still readable.
 */
export function splitCaptionTags(caption: string, aiTags: readonly string[]): CaptionParts {
  const trailing = TRAILING_RUN.exec(caption);
  const body = (trailing ? caption.slice(0, trailing.index) : caption).trim();
  const segments = segmentsOf(body);

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
