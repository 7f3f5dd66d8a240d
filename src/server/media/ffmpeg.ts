import { execFile, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

/** ffmpeg from PATH when the machine has one, else the static binary shipped in @ffmpeg-installer/ffmpeg. */
let cached: string | null = null;

export function ffmpegPath(): string {
  if (cached) return cached;
  const system = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  if (system.status === 0) return (cached = 'ffmpeg');
  const require = createRequire(import.meta.url);
  return (cached = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path);
}

export interface FfmpegResult {
  stdout: string;
  stderr: string;
}

/** Runs ffmpeg with the given arguments; rejects with the tail of stderr on failure. */
export function runFfmpeg(args: string[], options: { timeoutMs?: number } = {}): Promise<FfmpegResult> {
  return new Promise((resolve, reject) => {
    execFile(
      ffmpegPath(),
      ['-hide_banner', '-nostdin', ...args],
      { maxBuffer: 32 * 1024 * 1024, timeout: options.timeoutMs ?? 10 * 60_000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`ffmpeg failed: ${stderr.split('\n').slice(-6).join('\n') || error.message}`));
        else resolve({ stdout, stderr });
      },
    );
  });
}

/** Runs ffmpeg and returns its raw stdout bytes (e.g. rawvideo pixels). */
export function runFfmpegBytes(args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(ffmpegPath(), ['-hide_banner', '-nostdin', ...args], { encoding: 'buffer', maxBuffer: 32 * 1024 * 1024, timeout: 120_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`ffmpeg failed: ${stderr.toString().split('\n').slice(-4).join('\n')}`));
      else resolve(stdout);
    });
  });
}

export interface MediaInfo {
  duration: number | null;
  width: number | null;
  height: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
}

/** Reads duration and streams from `ffmpeg -i` (no ffprobe ships with the npm binary). */
export async function probe(file: string): Promise<MediaInfo> {
  const stderr = await new Promise<string>((resolve) =>
    execFile(ffmpegPath(), ['-hide_banner', '-nostdin', '-i', file], (_error, _stdout, err) => resolve(err)),
  );
  const duration = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
  const video = /Stream #.*Video: .*?, (\d{2,5})x(\d{2,5})/.exec(stderr);
  return {
    duration: duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : null,
    width: video ? Number(video[1]) : null,
    height: video ? Number(video[2]) : null,
    hasVideo: Boolean(video),
    hasAudio: /Stream #.*Audio:/.test(stderr),
  };
}
