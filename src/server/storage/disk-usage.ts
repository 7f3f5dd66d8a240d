import { readdir, stat, statfs } from 'node:fs/promises';
import { join } from 'node:path';

/** A walk of the media folders costs a stat per file: the health page asks again after this long. */
const MEASURED_FOR_MS = 10 * 60_000;

export interface DiskUsage {
  /** null when the file system cannot say (statfs failed). */
  freeBytes: number | null;
  totalBytes: number | null;
  usedBytes: number;
}

/**
 * The disk that holds the media store (issue 60): free and total space from the file system, and what the media
 * files take, walked at most every 10 minutes (the walk is the expensive part; free space is always fresh).
 */
export class DiskUsageMeter {
  private measured: { at: number; bytes: number } | null = null;
  private walking: Promise<number> | null = null;

  /** `dataDir` exists from the first start; `mediaRoot` (inside it) only once something is stored. */
  constructor(
    private readonly dataDir: string,
    private readonly mediaRoot: string,
  ) {}

  async read(now = Date.now()): Promise<DiskUsage> {
    const disk = await statfs(this.dataDir, { bigint: false }).catch(() => null);
    if (!this.measured || now - this.measured.at > MEASURED_FOR_MS) {
      this.walking ??= bytesUnder(this.mediaRoot).finally(() => (this.walking = null));
      this.measured = { at: now, bytes: await this.walking };
    }
    return {
      freeBytes: disk ? disk.bavail * disk.bsize : null,
      totalBytes: disk ? disk.blocks * disk.bsize : null,
      usedBytes: this.measured.bytes,
    };
  }
}

async function bytesUnder(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  let bytes = 0;
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) bytes += await bytesUnder(path);
    else if (entry.isFile()) bytes += (await stat(path).catch(() => ({ size: 0 }))).size;
  }
  return bytes;
}
