import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ENCODER_THREADS, mediaInput, runFfmpeg, type MediaInfo } from './ffmpeg.ts';

/**
 * The streaming ladder (issue 57, decision 083): HLS with CMAF (fMP4) segments of SEGMENT_SECONDS, one rung
 * per short edge below the playable MP4's (360 and 540), the MP4 itself as a rung with its stream copied, not
 * encoded again, and 1080 when the upload has it. Every rung shares the MP4's keyframe times, so a player can
 * switch at any segment boundary.
 */
export const SEGMENT_SECONDS = 2;
/** Forced keyframes every segment, for the MP4 and every rung alike: rungs switch on the same instants. */
export const SEGMENT_KEYFRAMES = ['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`];

interface EncodedRung {
  shortEdge: number;
  /** Peak video bitrate: the smallest rung must fit a 400 kbit/s network with its sound. */
  maxrate: string;
  crf: number;
  audio: string;
}
const SMALL_RUNGS: EncodedRung[] = [
  { shortEdge: 360, maxrate: '300k', crf: 28, audio: '64k' },
  { shortEdge: 540, maxrate: '900k', crf: 27, audio: '96k' },
];
const FULL_HD: EncodedRung = { shortEdge: 1080, maxrate: '4500k', crf: 25, audio: '128k' };

const shortEdge = (info: MediaInfo) => Math.min(info.width ?? 0, info.height ?? 0);
/** Scales the short edge to `edge`, portrait or landscape, keeping the other even. */
const scaleTo = (edge: number) => `scale='if(lt(iw,ih),${edge},-2)':'if(lt(iw,ih),-2,${edge})',format=yuv420p`;

export interface Ladder {
  /** Every file the ladder is made of, by name, in the folder it was written to. */
  files: string[];
  /** The rungs' names, smallest first (`360p`, …). */
  rungs: string[];
}

/**
 * Writes the ladder of `playable` (the transcoded MP4) into `folder`: `master.m3u8`, one `{rung}.m3u8` per
 * rung, their init segments and media segments. `source` is the upload, read only for a 1080 rung.
 */
export async function buildLadder(playable: { path: string; info: MediaInfo }, source: { path: string; info: MediaInfo } | null, folder: string): Promise<Ladder> {
  const edge = shortEdge(playable.info);
  const encoded = SMALL_RUNGS.filter((rung) => rung.shortEdge < edge);
  const fullHd = source && shortEdge(source.info) >= FULL_HD.shortEdge && edge < FULL_HD.shortEdge;
  const names = [...encoded.map((rung) => `${rung.shortEdge}p`), `${edge}p`, ...(fullHd ? [`${FULL_HD.shortEdge}p`] : [])];
  const split = encoded.length ? [`[0:v]split=${encoded.length}${encoded.map((_, i) => `[s${i}]`).join('')}`, ...encoded.map((rung, i) => `[s${i}]${scaleTo(rung.shortEdge)}[v${i}]`)] : [];
  const filters = [...split, ...(fullHd ? [`[1:v]${scaleTo(FULL_HD.shortEdge)}[vhd]`] : [])];
  const videoMaps = [...encoded.map((_, i) => ['-map', `[v${i}]`]), ['-map', '0:v:0'], ...(fullHd ? [['-map', '[vhd]']] : [])].flat();
  const audioMaps = names.flatMap(() => ['-map', '0:a:0']);
  const perRung = [...encoded, null, ...(fullHd ? [FULL_HD] : [])].flatMap((rung, i) =>
    rung
      ? [
          `-c:v:${i}`, 'libx264', `-profile:v:${i}`, 'high', `-crf:v:${i}`, String(rung.crf),
          `-maxrate:v:${i}`, rung.maxrate, `-bufsize:v:${i}`, `${parseInt(rung.maxrate, 10) * 2}k`,
          `-c:a:${i}`, 'aac', `-b:a:${i}`, rung.audio, `-ac:a:${i}`, '2',
        ]
      : [`-c:v:${i}`, 'copy', `-c:a:${i}`, 'copy'],
  );
  await runFfmpeg([
    '-y',
    ...(await mediaInput(playable.path)),
    ...(fullHd ? await mediaInput(source.path) : []),
    ...(filters.length ? ['-filter_complex', filters.join(';')] : []),
    ...videoMaps,
    ...audioMaps,
    ...perRung,
    '-preset', 'veryfast',
    ...SEGMENT_KEYFRAMES,
    '-map_metadata', '-1', '-map_chapters', '-1',
    '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod', '-hls_segment_type', 'fmp4',
    '-hls_flags', 'independent_segments', '-hls_fmp4_init_filename', 'init.mp4',
    '-hls_segment_filename', join(folder, '%v-%d.m4s'),
    '-var_stream_map', names.map((name, i) => `v:${i},a:${i},name:${name}`).join(' '),
    ...ENCODER_THREADS,
    join(folder, '%v.m3u8'),
  ]);
  await writeFile(join(folder, 'master.m3u8'), await masterPlaylist(folder, names));
  return { files: await readdir(folder), rungs: names };
}

/**
 * The master playlist, written here rather than by ffmpeg: ffmpeg cannot know a constant-quality rung's
 * bitrate before it is encoded (it writes 70 kbit/s for a 300 kbit/s rung, and no codecs for a copied one),
 * and a player picks its rung by BANDWIDTH. Each rung's is measured from its segments: the peak and the mean.
 */
async function masterPlaylist(folder: string, names: string[]): Promise<string> {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const name of names) {
    const media = await readFile(join(folder, `${name}.m3u8`), 'utf8');
    const segments = [...media.matchAll(/#EXTINF:([\d.]+),\s*\n([^\n#]+)/g)];
    let peak = 0;
    let bytes = 0;
    let seconds = 0;
    for (const [, duration, file] of segments) {
      const size = (await stat(join(folder, file.trim()))).size;
      bytes += size;
      seconds += Number(duration);
      if (Number(duration) >= 0.5) peak = Math.max(peak, (size * 8) / Number(duration));
    }
    const average = seconds > 0 ? (bytes * 8) / seconds : 0;
    const { width, height, codec } = await initTrack(folder, media);
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${Math.ceil(Math.max(peak, average))},AVERAGE-BANDWIDTH=${Math.ceil(average)},RESOLUTION=${width}x${height},CODECS="${codec},mp4a.40.2"`,
      `${name}.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A rung's picture size and codec from its init segment: the video track header (tkhd ends with width and
 * height, 16.16 fixed point) and the AVC configuration (avcC: profile, compatibility and level bytes).
 */
async function initTrack(folder: string, media: string): Promise<{ width: number; height: number; codec: string }> {
  const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(media)?.[1];
  const bytes = init ? await readFile(join(folder, init)) : Buffer.alloc(0);
  let width = 0;
  let height = 0;
  for (let at = bytes.indexOf('tkhd'); at >= 4 && !width; at = bytes.indexOf('tkhd', at + 4)) {
    const end = at - 4 + bytes.readUInt32BE(at - 4);
    width = bytes.readUInt32BE(end - 8) >>> 16;
    height = bytes.readUInt32BE(end - 4) >>> 16;
  }
  const avcC = bytes.indexOf('avcC');
  const codec = avcC >= 0 ? `avc1.${bytes.subarray(avcC + 5, avcC + 8).toString('hex')}` : 'avc1.640028';
  return { width, height, codec };
}
