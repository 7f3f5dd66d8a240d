import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';

/**
 * How ffmpeg may read a file (decision 037). Its container is sniffed from the file's own bytes, never from
 * a name, and ffmpeg is told that demuxer alone (`-f`), may use no other, nested ones included
 * (`-format_whitelist`: no HLS playlist inside an AVI, no concat script, no image sequence), and may open
 * only files and pipes (`-protocol_whitelist`: no http, no tcp, no data: URLs).
 */
const DEMUXERS: Record<string, { format: string; allowed: string }> = {
  mov: { format: 'mov', allowed: 'mov,mp4,m4a,3gp,3g2,mj2' },
  matroska: { format: 'matroska', allowed: 'matroska,webm' },
  avi: { format: 'avi', allowed: 'avi' },
  mpeg: { format: 'mpeg', allowed: 'mpeg' },
  mpegvideo: { format: 'mpegvideo', allowed: 'mpegvideo' },
  mpegts: { format: 'mpegts', allowed: 'mpegts' },
  ogg: { format: 'ogg', allowed: 'ogg' },
  mp3: { format: 'mp3', allowed: 'mp3' },
  wav: { format: 'wav', allowed: 'wav' },
  flac: { format: 'flac', allowed: 'flac' },
  aac: { format: 'aac', allowed: 'aac' },
};

/** Sniffed MIME type → demuxer. Anything else is not media Popreel reads with ffmpeg. */
const DEMUXER_BY_MIME: Record<string, keyof typeof DEMUXERS> = {
  'video/mp4': 'mov',
  'video/quicktime': 'mov',
  'video/x-m4v': 'mov',
  'video/3gpp': 'mov',
  'video/3gpp2': 'mov',
  'audio/mp4': 'mov',
  'audio/x-m4a': 'mov',
  'video/webm': 'matroska',
  'video/matroska': 'matroska',
  'video/x-matroska': 'matroska',
  'audio/webm': 'matroska',
  'video/vnd.avi': 'avi',
  'video/x-msvideo': 'avi',
  'video/MP1S': 'mpeg',
  'video/MP2P': 'mpeg',
  // file-type says video/mpeg for a program stream (00 00 01 BA) and a bare video stream (00 00 01 B3) alike.
  'video/mpeg': 'mpeg',
  'video/mp2t': 'mpegts',
  'video/ogg': 'ogg',
  'audio/ogg': 'ogg',
  'audio/opus': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/vnd.wave': 'wav',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
  'audio/aac': 'aac',
};

/** The file is not a container Popreel reads: its bytes say something else (or nothing). */
export class UnreadableMediaError extends Error {}

/** The demuxer for a sniffed type (its parameters, like Opus's `; codecs=opus`, aside), or undefined. */
function demuxerFor(mime: string, head: Buffer) {
  const base = mime.split(';')[0].trim();
  if (base === 'video/mpeg' && head.readUInt32BE(0) === 0x000001b3) return DEMUXERS.mpegvideo;
  return DEMUXERS[DEMUXER_BY_MIME[base]];
}

/** The input options for a file of a known type: files and pipes only, that demuxer alone, then its `-i`. */
export function inputOptions(path: string, demuxer: { format: string; allowed: string }): string[] {
  return ['-protocol_whitelist', 'file,pipe', '-f', demuxer.format, '-format_whitelist', demuxer.allowed, '-i', path];
}

/** The input options for one file ffmpeg will read, from the type its own bytes show, ending with its `-i`. */
export async function mediaInput(path: string): Promise<string[]> {
  const type = await fileTypeFromFile(path).catch(() => undefined);
  const head = type?.mime.startsWith('video/mpeg') ? await readHead(path) : Buffer.alloc(4);
  const demuxer = type ? demuxerFor(type.mime, head) : undefined;
  if (!demuxer) throw new UnreadableMediaError(`not a video or sound file Popreel reads (${type?.mime ?? 'unknown type'})`);
  return inputOptions(path, demuxer);
}

/** The demuxer a sniffed type names (for tests that hand ffmpeg a file as if it had sniffed as that type). */
export const demuxerOf = (mime: string) => demuxerFor(mime, Buffer.alloc(4));

async function readHead(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(4);
    await file.read(head, 0, 4, 0);
    return head;
  } finally {
    await file.close();
  }
}

/** A source ffmpeg makes itself (a test pattern, silence): a filter graph written in our own code, no file. */
export function generatedInput(graph: string): string[] {
  return ['-f', 'lavfi', '-i', graph];
}

/**
 * Every `-i` must come from mediaInput or generatedInput: a call that builds its own input options is
 * refused before ffmpeg runs, so no path to ffmpeg can skip the whitelists.
 */
export function assertBoxedInputs(args: string[]): void {
  let since = 0;
  args.forEach((arg, index) => {
    if (arg !== '-i') return;
    const options = args.slice(since, index);
    const format = options[options.lastIndexOf('-f') + 1];
    const boxed = options.includes('-protocol_whitelist') && options.includes('-format_whitelist');
    if (!boxed && !(options.includes('-f') && format === 'lavfi')) {
      throw new Error(`ffmpeg input ${args[index + 1]} is not read through mediaInput() or generatedInput()`);
    }
    since = index + 2;
  });
}
