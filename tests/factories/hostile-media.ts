import { writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';

/**
 * Uploads that try to make ffmpeg open a local file (issue 35): each writes one file into `dir` naming
 * `canary`, a harmless file the test made, and returns its path. Nothing here reaches the network.
 * - aviWithHlsPlaylist: a real AVI (it sniffs as video/vnd.avi) whose GAB2 subtitle chunk carries an HLS
 *   playlist (the 2017 technique). ffmpeg 5.1's AVI demuxer runs only srt and ass inside GAB2; older builds ran
 *   any demuxer there.
 * - playlistAsMp4: an HLS playlist saved as .mp4.
 * - concatScript: an ffconcat script saved as .mp4, naming the canary relative to itself (ffmpeg's safe mode
 *   refuses absolute names, not neighbours).
 * HLS opens only segments with a media extension that matches what they contain: the canary is a real MPEG-TS
 * named .ts.
 */
function playlistFor(canary: string): string {
  return ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:10', '#EXT-X-MEDIA-SEQUENCE:0', '#EXTINF:10.0,', `file://${resolve(canary)}`, '#EXT-X-ENDLIST', ''].join('\n');
}

const u16 = (n: number) => Buffer.from(Uint16Array.of(n).buffer);
const u32 = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(n >>> 0);
  return bytes;
};
const fourcc = (text: string) => Buffer.from(text, 'latin1');
/** A RIFF chunk: its id, size and data, padded to an even length. */
const chunk = (id: string, data: Buffer) => Buffer.concat([fourcc(id), u32(data.length), data, Buffer.alloc(data.length & 1)]);
const list = (type: string, ...children: Buffer[]) => chunk('LIST', Buffer.concat([fourcc(type), ...children]));

/** AVISTREAMHEADER, 56 bytes. */
function streamHeader(type: string, handler: string) {
  return chunk('strh', Buffer.concat([
    fourcc(type), fourcc(handler), u32(0), u16(0), u16(0), u32(0),
    u32(1), u32(1), u32(0), u32(1), u32(0x10000), u32(0xffffffff), u32(0), u16(0), u16(0), u16(0), u16(0),
  ]));
}

/** Stream 0: one 16×16 raw BGR24 frame; stream 1: a text stream whose only chunk is GAB2 carrying `payload`. */
function gab2Avi(payload: Buffer): Buffer {
  const [width, height] = [16, 16];
  const frame = Buffer.alloc(width * height * 3);
  // As libavformat's read_gab2_sub() reads it: "GAB2\0", version 2, a UTF-16 name, flags, size, data.
  const name = Buffer.from('English\0', 'utf16le');
  const gab2 = Buffer.concat([fourcc('GAB2\0'), u16(2), u32(name.length), name, u16(4), u32(payload.length), payload]);
  const headers = list(
    'hdrl',
    chunk('avih', Buffer.concat([u32(1_000_000), u32(0), u32(0), u32(0x10), u32(1), u32(0), u32(2), u32(0), u32(width), u32(height), Buffer.alloc(16)])),
    list('strl', streamHeader('vids', 'DIB '), chunk('strf', Buffer.concat([u32(40), u32(width), u32(height), u16(1), u16(24), u32(0), u32(frame.length), Buffer.alloc(16)]))),
    list('strl', streamHeader('txts', '\0\0\0\0'), chunk('strf', Buffer.alloc(0))),
  );
  const video = chunk('00db', frame);
  const subtitle = chunk('01tx', gab2);
  // idx1 offsets count from the 'movi' fourcc.
  const index = chunk('idx1', Buffer.concat([fourcc('00db'), u32(0x10), u32(4), u32(frame.length), fourcc('01tx'), u32(0x10), u32(4 + video.length), u32(gab2.length)]));
  const body = Buffer.concat([fourcc('AVI '), headers, list('movi', video, subtitle), index]);
  return Buffer.concat([fourcc('RIFF'), u32(body.length), body]);
}

export async function aviWithHlsPlaylist(dir: string, canary: string, name = 'hostile.avi'): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, gab2Avi(Buffer.from(playlistFor(canary))));
  return file;
}

export async function playlistAsMp4(dir: string, canary: string, name = 'playlist.mp4'): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, playlistFor(canary));
  return file;
}

export async function concatScript(dir: string, canary: string, name = 'concat.mp4'): Promise<string> {
  const relativeName = relative(resolve(dir), resolve(canary));
  const named = relativeName && !relativeName.startsWith('..') && !relativeName.includes(`${sep}.`) ? relativeName : resolve(canary);
  const file = join(dir, name);
  await writeFile(file, `ffconcat version 1.0\nfile '${named}'\n`);
  return file;
}
