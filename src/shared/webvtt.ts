import { CAPTION_CUE_TEXT_MAX, CAPTION_CUES_MAX, CAPTION_MESSAGES, type CaptionCue } from './captions.ts';

/**
 * WebVTT read and written (issue 41): a file from outside is reduced to plain cue text — tags, styles, regions,
 * notes and cue settings are dropped — and the WebVTT we serve is written from those cues, never passed through.
 * Shared: the captions screen checks a file before sending it, the server checks it again.
 */

export type WebVttResult = { ok: true; cues: CaptionCue[] } | { ok: false; message: string; line?: number };

const TIME = String.raw`(?:(\d{1,3}):)?([0-5]\d):([0-5]\d)\.(\d{3})`;
const TIMING = new RegExp(String.raw`^\s*${TIME}[ \t]+-->[ \t]+${TIME}(?:[ \t].*)?$`);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: ' ', quot: '"', apos: "'", lrm: '\u200e', rlm: '\u200f' };

const seconds = (h: string | undefined, m: string, s: string, ms: string) => Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isInteger(code) && code > 31 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '';
  }
  return ENTITIES[name] ?? entity;
}

/** Cue text as plain text: no tags (so no markup or script survives), entities decoded, no control characters. */
export function reduceCueText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/[<>]/g, '')
    // Control characters (all but the newline that separates lines) would reach a screen reader or a log.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Reads a WebVTT file's text into plain cues, sorted by start, or says what is wrong with it. */
export function parseWebVtt(input: string): WebVttResult {
  const lines = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) return { ok: false, message: CAPTION_MESSAGES.notWebVtt, line: 1 };
  const cues: CaptionCue[] = [];
  let index = 1;
  // The header runs to the first blank line.
  while (index < lines.length && lines[index].trim() !== '') index++;
  while (index < lines.length) {
    while (index < lines.length && lines[index].trim() === '') index++;
    if (index >= lines.length) break;
    const blockStart = index;
    const block: string[] = [];
    while (index < lines.length && lines[index].trim() !== '') block.push(lines[index++]);
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block[0])) continue;
    const timingAt = block[0].includes('-->') ? 0 : block[1]?.includes('-->') ? 1 : -1;
    if (timingAt < 0) return { ok: false, message: CAPTION_MESSAGES.noTiming, line: blockStart + 1 };
    const timing = TIMING.exec(block[timingAt]);
    if (!timing) return { ok: false, message: CAPTION_MESSAGES.badTime, line: blockStart + timingAt + 1 };
    const start = seconds(timing[1], timing[2], timing[3], timing[4]);
    const end = seconds(timing[5], timing[6], timing[7], timing[8]);
    if (end <= start) return { ok: false, message: CAPTION_MESSAGES.endsBeforeStart, line: blockStart + timingAt + 1 };
    const text = reduceCueText(block.slice(timingAt + 1).join('\n'));
    if (!text) continue;
    if (text.length > CAPTION_CUE_TEXT_MAX) return { ok: false, message: CAPTION_MESSAGES.cueTooLong, line: blockStart + 1 };
    if (cues.length === CAPTION_CUES_MAX) return { ok: false, message: CAPTION_MESSAGES.tooManyCues, line: blockStart + 1 };
    cues.push({ start, end, text });
  }
  if (cues.length === 0) return { ok: false, message: CAPTION_MESSAGES.noCues };
  return { ok: true, cues: cues.sort((a, b) => a.start - b.start || a.end - b.end) };
}

/** 83.5 → "00:01:23.500", the form WebVTT and the captions screen write. */
export function formatTimestamp(totalSeconds: number): string {
  const ms = Math.round(Math.max(0, totalSeconds) * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** Plain text escaped for a cue: WebVTT reads '<' and '&' as markup. */
const escapeCueText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The WebVTT we serve, written from reduced cues. */
export function formatWebVtt(cues: readonly CaptionCue[]): string {
  const blocks = cues.map((cue, i) => `${i + 1}\n${formatTimestamp(cue.start)} --> ${formatTimestamp(cue.end)}\n${escapeCueText(cue.text)}`);
  return ['WEBVTT', ...blocks].join('\n\n') + '\n';
}
