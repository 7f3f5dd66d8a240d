import { spawn } from 'node:child_process';
import { lstat, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/**
 * The archive is a plain .tar.gz made by the system tar (on every Debian), so an operator can list or
 * unpack it by hand: manifest.json first, then database/<table>.jsonl, then storage/<bucket>/<key>.
 */

export interface MediaFiles {
  /** Paths relative to DATA_DIR, e.g. storage/videos/<user>/<file>.mp4. */
  paths: string[];
  bytes: number;
}

/**
 * Every finished media file under `root`/storage. Uploads in flight (*.partial, renamed into place when
 * complete) are skipped. Anything but files and folders is refused: a link could point outside DATA_DIR.
 */
export async function listMedia(root: string): Promise<MediaFiles> {
  const found: MediaFiles = { paths: [], bytes: 0 };
  const walk = async (dir: string) => {
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) {
        if (entry.name.endsWith('.partial')) continue;
        found.paths.push(relative(root, path));
        found.bytes += (await lstat(path)).size;
      } else throw new Error(`Media storage holds something that is not a file: ${path}`);
    }
  };
  await walk(join(root, 'storage'));
  return found;
}

/**
 * Packs staging/manifest.json and staging/database with the media files (read in place from dataDir, never
 * copied) into `out`. A file deleted between listing and packing is left out with a warning, not an error:
 * a hot backup of a running app sees deletions.
 */
export async function packArchive(out: string, staging: string, dataDir: string, media: MediaFiles): Promise<string> {
  const list = join(staging, 'media-files');
  await writeFile(list, media.paths.map((path) => `${path}\0`).join(''));
  return tar(['-czf', out, '-C', staging, 'manifest.json', 'database', '-C', dataDir, '--ignore-failed-read', '--null', '-T', list]);
}

/** Unpacks the whole archive into `into` (GNU tar refuses absolute and `..` member names by itself). */
export async function unpackArchive(archive: string, into: string): Promise<void> {
  await tar(['-xzf', archive, '-C', into, '--no-same-owner', '--no-same-permissions']);
}

/** Reads manifest.json alone, stopping at the first copy, so restore can refuse before unpacking anything. */
export async function readArchivedManifest(archive: string): Promise<string> {
  return tar(['-xzOf', archive, '--occurrence=1', 'manifest.json'], 'This file is not a Popreel backup archive');
}

/** Runs tar; resolves with its stdout, rejects with its stderr (prefixed by `failure` when given). */
function tar(args: string[], failure?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.once('error', (error) => reject(new Error(`Could not run tar (${error.message}); install it with: apt-get install -y tar gzip`)));
    child.once('close', (code) => {
      if (code === 0) {
        if (stderr.trim()) process.stderr.write(stderr);
        resolve(Buffer.concat(stdout).toString('utf8'));
      } else {
        const reason = stderr.trim() || `exit code ${code}`;
        reject(new Error(failure ? `${failure} (${reason.split('\n')[0]})` : `tar ${args[0]} failed: ${reason}`));
      }
    });
  });
}
