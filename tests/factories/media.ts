import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatedInput, runFfmpeg } from '../../src/server/media/ffmpeg.ts';

/**
 * A real short video made by ffmpeg (a test pattern with a tone), for uploads and transcode checks. `bitrate`
 * (H.264 only) pads it to that constant rate, for a file large enough to upload in several parts.
 */
export async function makeVideo(
  options: { width?: number; height?: number; seconds?: number; fps?: number; audio?: boolean; codec?: string; container?: 'mp4' | 'avi' | 'mkv' | 'mpg'; bitrate?: string } = {},
) {
  const dir = await mkdtemp(join(tmpdir(), 'popreel-fixture-'));
  const { width = 360, height = 640, seconds = 1, fps = 24, audio = true, container = 'mp4', codec = container === 'avi' ? 'mpeg4' : container === 'mpg' ? 'mpeg2video' : 'libx264' } = options;
  const file = join(dir, `clip.${container}`);
  await runFfmpeg([
    '-y',
    ...generatedInput(`testsrc2=size=${width}x${height}:rate=${fps}:duration=${seconds}`),
    ...(audio ? generatedInput(`sine=frequency=440:duration=${seconds}`) : []),
    '-c:v', codec, ...(codec === 'libx264' ? ['-preset', 'ultrafast', '-pix_fmt', 'yuv444p'] : []),
    ...(options.bitrate ? ['-b:v', options.bitrate, '-minrate', options.bitrate, '-maxrate', options.bitrate, '-bufsize', '2M', '-x264-params', 'nal-hrd=cbr'] : []),
    ...(audio ? ['-c:a', container === 'avi' || container === 'mpg' ? 'libmp3lame' : 'aac'] : []),
    '-metadata', 'title=secret-title',
    '-shortest',
    file,
  ]);
  return { file, bytes: await readFile(file) };
}

export function uploadForm(bytes: Uint8Array, fields: Record<string, string> = {}, filename = 'clip.mp4', type = 'video/mp4') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}
