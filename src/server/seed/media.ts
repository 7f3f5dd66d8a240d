import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generatedInput, mediaInput, runFfmpeg } from '../media/ffmpeg.ts';
import { renderSong, toWav, type SongSpec } from './synth.ts';

/**
 * ffmpeg work of the seed: MP3 sounds from synthesised PCM, vertical H.264/AAC clips from lavfi sources,
 * and JPEG thumbnails. Everything is written to a scratch directory first; index.ts uploads the results.
 */

export const VIDEO_WIDTH = 720;
export const VIDEO_HEIGHT = 1280;
const FPS = 30;

/** A lavfi picture recipe: sources (each a `-f lavfi -i` argument) and a graph that ends in `[bg]`. */
export interface Visual {
  inputs: string[];
  /** May read `[viz]`, a copy of the clip's audio, to draw it (showwaves, showspectrum). */
  graph: string;
}

const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/liberation-sans/LiberationSans-Bold.ttf',
  '/usr/share/fonts/truetype/freefont/FreeSansBold.ttf',
  '/usr/share/fonts/noto/NotoSans-Bold.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf',
  '/Library/Fonts/Arial Bold.ttf',
  '/System/Library/Fonts/Supplemental/Arial Bold.ttf',
];

/**
 * A font file drawtext can use, or null. The candidate must exist and a one-frame drawtext run must succeed
 * (a system ffmpeg may be built without libfreetype).
 */
export async function findDrawtextFont(): Promise<string | null> {
  for (const font of FONT_CANDIDATES) {
    if (!existsSync(font) || /['\\]/.test(font)) continue;
    try {
      await runFfmpeg(
        [...generatedInput('color=c=black:s=64x64:d=0.1'), '-vf', `drawtext=fontfile='${font}':text=A:fontcolor=white`, '-frames:v', '1', '-f', 'null', '-'],
        { timeoutMs: 15_000 },
      );
      return font;
    } catch {
      // try the next candidate
    }
  }
  return null;
}

/** Renders the song to WAV and encodes it to MP3 (libmp3lame). Returns the exact duration in seconds. */
export async function renderSoundMp3(song: SongSpec, seconds: number, seed: number, dir: string, name: string): Promise<{ mp3: string; wav: string }> {
  const wav = join(dir, `${name}.wav`);
  const mp3 = join(dir, `${name}.mp3`);
  await writeFile(wav, toWav(renderSong(song, seconds, seed)));
  await runFfmpeg(['-y', ...(await mediaInput(wav)), '-c:a', 'libmp3lame', '-b:a', '128k', '-ar', '44100', mp3], { timeoutMs: 60_000 });
  return { mp3, wav };
}

/** Writes a WAV of a synthesised song (the "original sound" of a clip without a library track). */
export async function renderSoundWav(song: SongSpec, seconds: number, seed: number, file: string): Promise<string> {
  await writeFile(file, toWav(renderSong(song, seconds, seed)));
  return file;
}

export interface ClipOptions {
  visual: Visual;
  /** Audio file (WAV or MP3) laid under the clip, from `audioOffset` seconds. */
  audio: string;
  audioOffset?: number;
  duration: number;
  /** Drawn near the top when a font is available. */
  title: string | null;
  font: string | null;
  /** Scratch directory for the title text file. */
  dir: string;
  out: string;
}

/** Encodes a 720×1280 H.264 (yuv420p, faststart) + AAC clip. */
export async function renderClip(options: ClipOptions): Promise<void> {
  const { visual, duration } = options;
  const args: string[] = ['-y'];
  for (const input of visual.inputs) args.push(...generatedInput(input));
  if (options.audioOffset) args.push('-ss', String(options.audioOffset));
  args.push(...(await mediaInput(options.audio)));
  const audioIndex = visual.inputs.length;

  let titleFilter = '';
  if (options.title && options.font) {
    // The title goes through a text file so no filtergraph escaping of user-facing text is needed.
    const textFile = join(options.dir, `${options.out.split('/').pop()}.title.txt`);
    await writeFile(textFile, options.title);
    titleFilter =
      `,drawtext=fontfile='${options.font}':textfile='${textFile}':expansion=none:fontsize=52:fontcolor=white` +
      ':box=1:boxcolor=black@0.38:boxborderw=22:x=(w-text_w)/2:y=h*0.11';
  }
  const fadeOut = Math.max(0, duration - 0.4).toFixed(2);
  const graph = [
    `[${audioIndex}:a]atrim=0:${duration},asetpts=PTS-STARTPTS,aformat=sample_rates=44100:channel_layouts=mono,afade=t=in:d=0.05,afade=t=out:st=${fadeOut}:d=0.4,asplit=2[aout][viz]`,
    visual.graph,
    `[bg]scale=${VIDEO_WIDTH}:${VIDEO_HEIGHT}:flags=bicubic,setsar=1,fps=${FPS}${titleFilter},format=yuv420p[vout]`,
  ];
  if (!visual.graph.includes('[viz]')) graph.push('[viz]anullsink');
  args.push(
    '-filter_complex', graph.join(';'),
    '-map', '[vout]', '-map', '[aout]',
    '-t', String(duration),
    '-c:v', 'libx264', '-preset', 'superfast', '-crf', '30', '-maxrate', '3500k', '-bufsize', '7000k', '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-g', String(FPS * 2),
    '-c:a', 'aac', '-b:a', '96k', '-ac', '1', '-ar', '44100',
    '-movflags', '+faststart',
    options.out,
  );
  await runFfmpeg(args, { timeoutMs: 120_000 });
}

/** The frame at `at` seconds, `width` wide, as JPEG (the upload flow's thumbnail frame is 0.2 s). */
export async function renderThumbnail(video: string, out: string, at = 0.2, width = VIDEO_WIDTH): Promise<void> {
  await runFfmpeg(['-y', '-ss', String(at), ...(await mediaInput(video)), '-frames:v', '1', '-vf', `scale=${width}:-2`, '-q:v', '4', out], { timeoutMs: 30_000 });
}

/**
 * Runs `fn` over `items` with at most `limit` in flight; results keep the input order. After a failure no new
 * item starts, and it rejects only once the running ones have finished, so nothing is still writing when the
 * caller cleans up.
 */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        results[index] = await fn(items[index], index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
  return results;
}
