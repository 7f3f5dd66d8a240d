import { spawnSync } from 'node:child_process';
import { environment, loadConfig, type Config } from '../config.ts';

/**
 * Which ffmpeg reads uploads (decision 037): FFMPEG_PATH, by default `ffmpeg` on PATH — Debian's
 * security-maintained package, which `npm start` and `npm test` install as root. It is checked once, at start:
 * a missing one stops the start saying how to install it, and one older than 5.1 (the oldest line still given
 * security fixes, Debian 12's) is refused unless FFMPEG_ALLOW_OUTDATED says otherwise.
 */
export type FfmpegSettings = Config['ffmpeg'];

export const OLDEST_MAINTAINED = { major: 5, minor: 1 } as const;
export const INSTALL_HINT = 'install Debian\'s security-maintained ffmpeg with "sudo apt-get install -y ffmpeg", or set FFMPEG_PATH to an ffmpeg 6.1 or newer';

export interface FfmpegProgram {
  path: string;
  /** As `ffmpeg -version` says it, e.g. 5.1.9-0+deb12u1. */
  version: string;
  /** The first lines `ffmpeg -version` prints (version, compiler, configuration): the build, for the demo render cache. */
  build: string;
}

/** Checked once per process and program: `npm start`, the server it runs and the demo seed all ask. */
const checked = new Map<string, FfmpegProgram>();

let settings: FfmpegSettings | null = null;

/** The settings every later run uses (the app's configuration, set at start). */
export function useFfmpegSettings(next: FfmpegSettings): void {
  settings = next;
}

/** Set at start; a script or test that never started the app reads them from its environment. */
export function ffmpegSettings(): FfmpegSettings {
  return (settings ??= loadConfig(environment()).ffmpeg);
}

/** 5.1.9-0+deb12u1 → [5, 1]; n6.1.1 → [6, 1]; a git build (N-11234-g…) has no release number. */
export function releaseOf(version: string): { major: number; minor: number } | null {
  const match = /^n?(\d+)\.(\d+)/.exec(version);
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : null;
}

export function isOutdated(version: string): boolean {
  const release = releaseOf(version);
  if (!release) return false; // a build from FFmpeg's main branch is newer than any release
  return release.major < OLDEST_MAINTAINED.major || (release.major === OLDEST_MAINTAINED.major && release.minor < OLDEST_MAINTAINED.minor);
}

/** Finds and checks the configured ffmpeg; throws a one-line reason when Popreel must not use it. */
export function checkFfmpeg(current: FfmpegSettings = ffmpegSettings()): FfmpegProgram {
  const key = `${current.path}\0${current.allowOutdated}`;
  const known = checked.get(key);
  if (known) return known;
  const run = spawnSync(current.path, ['-hide_banner', '-version'], { encoding: 'utf8', timeout: 10_000 });
  if (run.error || run.status !== 0) {
    throw new Error(`ffmpeg could not be run (${current.path}: ${run.error?.message ?? `exit code ${run.status}`}): ${INSTALL_HINT}`);
  }
  const version = /^ffmpeg version (\S+)/m.exec(run.stdout)?.[1];
  if (!version) throw new Error(`${current.path} does not say which ffmpeg it is: ${INSTALL_HINT}`);
  if (isOutdated(version) && !current.allowOutdated) {
    throw new Error(
      `ffmpeg ${version} (${current.path}) is older than ${OLDEST_MAINTAINED.major}.${OLDEST_MAINTAINED.minor} and no longer gets security fixes: ${INSTALL_HINT} (FFMPEG_ALLOW_OUTDATED=true runs it anyway)`,
    );
  }
  const program = { path: current.path, version, build: run.stdout.split('\n').slice(0, 3).join('\n') };
  checked.set(key, program);
  return program;
}
