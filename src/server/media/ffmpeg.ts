import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { assertBoxedInputs, mediaInput } from './ffmpeg-input.ts';
import { ffmpegSettings } from './ffmpeg-program.ts';
import { recordFfmpeg } from '../metrics/metrics.ts';

export { generatedInput, mediaInput, UnreadableMediaError } from './ffmpeg-input.ts';

/**
 * Encoder threads for one run: x264's and libvpx's memory grows with their threads, which by default follow
 * the machine's cores; at four, a 1080×1920 encode's data segment stays near 0.8 GiB whatever the host
 * (decision 037), well inside FFMPEG_MAX_MEMORY_MB. Media jobs already run one per core.
 */
export const ENCODER_THREADS = ['-threads', '4'];

export interface FfmpegResult {
  stdout: string;
  stderr: string;
}

/**
 * Every run of ffmpeg goes through here, boxed in (decision 037): its inputs through mediaInput() or
 * generatedInput(), its CPU time and memory capped by the kernel (ulimit before exec, so the limits are
 * ffmpeg's own), and its wall-clock time by a SIGKILL. A run that hits a limit fails like any bad file.
 */
function boxed(args: string[], timeoutMs: number | undefined) {
  assertBoxedInputs(args);
  const settings = ffmpegSettings();
  const seconds = Math.min(settings.maxSeconds, Math.ceil((timeoutMs ?? Infinity) / 1000));
  const cpuSeconds = seconds * availableParallelism();
  const dataKib = settings.maxMemoryMb * 1024;
  const script = `ulimit -t ${cpuSeconds} && ulimit -d ${dataKib} && exec "$0" "$@"`;
  return {
    file: '/bin/sh',
    args: ['-c', script, settings.path, '-hide_banner', '-nostdin', ...args],
    options: { timeout: seconds * 1000, killSignal: 'SIGKILL' as const, maxBuffer: 32 * 1024 * 1024 },
  };
}

function failure(stderr: string, error: Error & { signal?: NodeJS.Signals | null }): Error {
  const why = error.signal ? `ended by ${error.signal} (a time or memory limit)` : error.message.split('\n')[0];
  return new Error(`ffmpeg failed: ${stderr.split('\n').slice(-6).join('\n') || why}`);
}

/** Runs ffmpeg with the given arguments; rejects with the tail of stderr on failure. */
export function runFfmpeg(args: string[], options: { timeoutMs?: number } = {}): Promise<FfmpegResult> {
  const run = boxed(args, options.timeoutMs ?? 10 * 60_000);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    execFile(run.file, run.args, run.options, (error, stdout, stderr) => {
      recordFfmpeg(!error, (performance.now() - started) / 1000);
      if (error) reject(failure(stderr, error));
      else resolve({ stdout, stderr });
    });
  });
}

/** Runs ffmpeg and returns its raw stdout bytes (e.g. rawvideo pixels). */
export function runFfmpegBytes(args: string[]): Promise<Buffer> {
  const run = boxed(args, 120_000);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    execFile(run.file, run.args, { ...run.options, encoding: 'buffer' }, (error, stdout, stderr) => {
      recordFfmpeg(!error, (performance.now() - started) / 1000);
      if (error) reject(failure(stderr.toString(), error));
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

/** Reads duration and streams from `ffmpeg -i` (one program to keep current, not two). */
export async function probe(file: string): Promise<MediaInfo> {
  const run = boxed(await mediaInput(file), 60_000);
  const stderr = await new Promise<string>((resolve) => execFile(run.file, run.args, run.options, (_error, _stdout, err) => resolve(err)));
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
