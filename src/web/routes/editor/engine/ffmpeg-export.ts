import { FFmpeg } from '@ffmpeg/ffmpeg';
// Self-hosted: Vite emits the single-thread core and its wasm as same-origin assets; nothing comes from a CDN.
import coreURL from '@ffmpeg/core?url';
import wasmURL from '@ffmpeg/core/wasm?url';
import { EXPORT_SETTINGS } from '../../../../shared/constants.ts';
import { applyFilter, i420Frame } from './filters.ts';
import { intensityOf, planTimeline, ProcessorLoadError, sourceTimeOf, type EditRecipe, type ExportOptions, type Timeline } from './recipe.ts';
import { mixSoundtrack } from './soundtrack.ts';
import { readSource } from './source-info.ts';
import { wavBytes } from './wav.ts';
import { i420Bytes } from './yuv.ts';

/**
 * Raw frames held per round trip. A minute of 720×1280 yuv420p is 2.5 GB, so ffmpeg decodes the trimmed range a
 * chunk at a time, the filter runs over it, and x264 encodes it into a part; the parts are joined at the end.
 */
const CHUNK_BYTES = 160 * 1024 * 1024;

/**
 * The fallback for browsers without WebCodecs: ffmpeg.wasm (single thread, lazily loaded) decodes and encodes
 * with libx264 `-preset ultrafast -crf 28`, while the frames pass through the same applyFilter as the preview,
 * in the yuv420p both ends of ffmpeg use (no colour conversion), and the audio is the same Web Audio mix, as AAC.
 */
/** A file ffmpeg wrote, as bytes: readFile gives text only when asked for an encoding, and its buffers are plain ArrayBuffers. */
async function readBytes(ffmpeg: FFmpeg, name: string): Promise<Uint8Array<ArrayBuffer>> {
  const data = await ffmpeg.readFile(name);
  if (typeof data === 'string') throw new Error(`ffmpeg gave text for ${name}`);
  return data as Uint8Array<ArrayBuffer>;
}

export async function exportWithFfmpeg(source: Blob, recipe: EditRecipe, options: ExportOptions, report: (percent: number) => void): Promise<Blob> {
  const { signal } = options;
  const info = await readSource(source);
  info.input.dispose();
  const timeline = planTimeline(recipe, info.seconds, info.fps);
  const ffmpeg = new FFmpeg();
  const log: string[] = [];
  ffmpeg.on('log', ({ message }) => log.push(message) > 40 && log.shift());
  const onAbort = () => ffmpeg.terminate();
  signal?.addEventListener('abort', onAbort);
  try {
    try {
      await ffmpeg.load({ coreURL, wasmURL });
    } catch (error) {
      signal?.throwIfAborted();
      throw new ProcessorLoadError('ffmpeg.wasm did not load', { cause: error });
    }
    report(5);
    const run = async (args: string[]) => {
      const code = await ffmpeg.exec(['-hide_banner', '-loglevel', 'error', ...args]);
      signal?.throwIfAborted();
      if (code !== 0) throw new Error(`ffmpeg exited ${code}: ${log.slice(-6).join(' | ')}`);
    };
    const soundtrack = await mixSoundtrack(source, info.audio !== null, recipe, timeline, signal);
    await ffmpeg.writeFile('source.mp4', new Uint8Array(await source.arrayBuffer()));
    report(8);

    const intensity = intensityOf(recipe);
    const { width, height } = info;
    // Each frame is filtered into `filtered`, then copied back over itself in the chunk.
    const filtered = recipe.filter !== 'none' && intensity > 0 ? i420Frame(width, height) : null;
    const frameBytes = i420Bytes(width, height);
    const perChunk = Math.max(1, Math.min(timeline.fps * 2, Math.floor(CHUNK_BYTES / frameBytes)));
    const parts: string[] = [];
    for (let first = 0; first < timeline.frameCount; first += perChunk) {
      const count = Math.min(perChunk, timeline.frameCount - first);
      // Seeking before -i decodes from the previous key frame, so each chunk starts on its exact source frame;
      // sampling at fps / speed yields the same source frames the WebCodecs path picks.
      await run(['-ss', sourceTimeOf(timeline, first).toFixed(6), '-i', 'source.mp4', '-an', '-sn', '-vf', `fps=${(timeline.fps / timeline.speed).toFixed(6)},scale=${width}:${height}`,
        '-frames:v', String(count), '-pix_fmt', 'yuv420p', '-f', 'rawvideo', 'frames.yuv']);
      const decoded = await readBytes(ffmpeg, 'frames.yuv');
      await ffmpeg.deleteFile('frames.yuv');
      const chunk = filterChunk(decoded, count, frameBytes, (frame, index) => {
        if (!filtered) return;
        applyFilter(i420Frame(width, height, frame), filtered, recipe.filter, intensity, sourceTimeOf(timeline, first + index));
        frame.set(filtered.data);
      });
      await ffmpeg.writeFile('chunk.yuv', chunk);
      const part = `part${parts.length}.mp4`;
      await run(['-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-s', `${width}x${height}`, '-framerate', String(timeline.fps), '-i', 'chunk.yuv',
        '-c:v', 'libx264', '-preset', EXPORT_SETTINGS.preset, '-crf', String(EXPORT_SETTINGS.crf), '-g', String(timeline.fps * 2), part]);
      await ffmpeg.deleteFile('chunk.yuv');
      parts.push(part);
      report(8 + (87 * (first + count)) / timeline.frameCount);
    }

    await ffmpeg.writeFile('parts.txt', parts.map((part) => `file '${part}'`).join('\n'));
    if (soundtrack) await ffmpeg.writeFile('sound.wav', wavBytes(soundtrack));
    await run(joinArgs(timeline, soundtrack !== null));
    const edited = await readBytes(ffmpeg, 'edit.mp4');
    report(100);
    return new Blob([edited], { type: 'video/mp4' });
  } catch (error) {
    // terminate() on abort rejects whatever ffmpeg was doing with its own error; the caller wants the abort.
    signal?.throwIfAborted();
    throw error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    ffmpeg.terminate();
  }
}

/**
 * Runs `filter` over each frame of a decoded chunk in place, repeating the last frame when the source ran out
 * early (a trim ending at the last frame). Returns a buffer of exactly `count` frames.
 */
function filterChunk(decoded: Uint8Array, count: number, frameBytes: number, filter: (frame: Uint8Array<ArrayBuffer>, index: number) => void): Uint8Array<ArrayBuffer> {
  const got = Math.floor(decoded.length / frameBytes);
  if (got === 0) throw new Error('ffmpeg decoded no frames for this part of the trim');
  const chunk = (got >= count ? decoded : new Uint8Array(count * frameBytes)) as Uint8Array<ArrayBuffer>;
  for (let index = 0; index < count; index++) {
    const frame = chunk.subarray(index * frameBytes, (index + 1) * frameBytes);
    if (chunk !== decoded) frame.set(decoded.subarray(Math.min(index, got - 1) * frameBytes, Math.min(index + 1, got) * frameBytes));
    filter(frame, index);
  }
  return chunk.subarray(0, count * frameBytes);
}

/** Joins the x264 parts without re-encoding and muxes the soundtrack as AAC, which the server keeps as is. */
function joinArgs(timeline: Timeline, withSound: boolean): string[] {
  return [
    '-f', 'concat', '-safe', '0', '-i', 'parts.txt',
    ...(withSound ? ['-i', 'sound.wav', '-map', '0:v', '-map', '1:a', '-c:a', 'aac', '-b:a', '128k'] : ['-map', '0:v']),
    '-c:v', 'copy', '-t', timeline.outputSeconds.toFixed(3), '-movflags', '+faststart', 'edit.mp4',
  ];
}
