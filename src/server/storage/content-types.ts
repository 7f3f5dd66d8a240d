/**
 * The only types media is ever served as. Anything else is sent as an attachment, so a stored file can
 * never render as HTML or SVG in our origin (and nosniff stops the browser from guessing).
 */
const MEDIA_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  // A streaming ladder's media segment (issue 57).
  m4s: 'video/iso.segment',
  mov: 'video/quicktime',
  webm: 'video/webm',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
};

export function contentTypeForKey(key: string): { type: string; inline: boolean } {
  const ext = key.split('.').pop()?.toLowerCase() ?? '';
  const type = MEDIA_TYPES[ext];
  return type ? { type, inline: true } : { type: 'application/octet-stream', inline: false };
}

/** Parses a single `bytes=` range against a file size; null when unsatisfiable, undefined when absent. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    start = Math.max(size - suffix, 0);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return null;
  return { start, end };
}

/** A streaming ladder's files never change (an edit makes a new ladder in a new folder): cached without asking again. */
export const LADDER_CACHING = 'private, max-age=31536000, immutable';
