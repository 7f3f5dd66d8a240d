import { HASHTAG } from '../../shared/search-types.ts';
import { mentionMatches } from '../../shared/mentions.ts';
import { escapeHtml } from '../../shared/html-escape.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };


function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * A remote post's HTML as Popreel's plain text (issue 40): every tag dropped (nothing of the markup reaches a
 * page), paragraphs and line breaks kept as new lines, entities decoded, mentions left as the `@name` text
 * they show, and the result cut to `max` characters.
 */
export function htmlToText(html: string, max: number): string {
  const text = decodeEntities(
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/p\s*>\s*<p[^>]*>/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  );
  // Trailing blanks go first, so a paragraph of only &nbsp; (Loops' blank line) folds like an empty one.
  return [...text.replace(/\r/g, '').replace(/[^\S\n]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim()].slice(0, max).join('');
}

export interface CaptionLinks {
  /** Local usernames (lowercase) → actor URI, for the mentions the text names. */
  mentions: Map<string, URL>;
  tagUrl: (tag: string) => URL;
  profileUrl: (username: string) => URL | null;
}

/** A caption or comment as the HTML peers show: escaped text, hashtags and mentions as links, lines as <br>. */
export function textToHtml(text: string, links: CaptionLinks): string {
  const marks: Array<{ index: number; length: number; html: string }> = [];
  for (const match of text.matchAll(HASHTAG)) {
    const href = links.tagUrl(match[1].toLowerCase()).href;
    marks.push({ index: match.index, length: match[0].length, html: `<a href="${escapeHtml(href)}" class="mention hashtag" rel="tag">#<span>${escapeHtml(match[1])}</span></a>` });
  }
  for (const mention of mentionMatches(text)) {
    const profile = links.mentions.has(mention.username.toLowerCase()) ? links.profileUrl(mention.username) : null;
    if (!profile) continue;
    marks.push({ index: mention.index, length: mention.length, html: `<span class="h-card"><a href="${escapeHtml(profile.href)}" class="u-url mention">@<span>${escapeHtml(mention.username)}</span></a></span>` });
  }
  marks.sort((a, b) => a.index - b.index);
  let html = '';
  let at = 0;
  for (const mark of marks) {
    if (mark.index < at) continue;
    html += escapeHtml(text.slice(at, mark.index)) + mark.html;
    at = mark.index + mark.length;
  }
  html += escapeHtml(text.slice(at));
  return `<p>${html.replace(/\n/g, '<br>')}</p>`;
}

/** Hashtags of a text, lowercased, once each. */
export function hashtags(text: string): string[] {
  return [...new Set([...text.matchAll(HASHTAG)].map((match) => match[1].toLowerCase()))];
}
