import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';

/** What went wrong reading a zip: not one at all (or a damaged one), or an entry past the cap it was read with. */
export class ZipProblem extends Error {
  constructor(readonly kind: 'unreadable' | 'too-large') {
    super(kind === 'unreadable' ? 'the file is not a readable zip' : 'a zip entry is larger than allowed');
  }
}

/**
 * An uploaded zip, hostile until read (TikTok exports, portable archives). yauzl refuses malformed central
 * directories; every entry is read with a cap on what it inflates to, whatever its header claims, so a zip bomb
 * stops at the cap. Entries are looked up by exact name and only ever written to a path the caller chose.
 */
export class ZipReader {
  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: Map<string, yauzl.Entry>,
  ) {}

  static async open(path: string): Promise<ZipReader> {
    const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, file) => (error ? reject(new ZipProblem('unreadable')) : resolve(file))),
    );
    const entries = new Map<string, yauzl.Entry>();
    try {
      await new Promise<void>((resolve, reject) => {
        zip.on('entry', (entry: yauzl.Entry) => {
          if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
          zip.readEntry();
        });
        zip.on('end', () => resolve());
        zip.on('error', () => reject(new ZipProblem('unreadable')));
        zip.readEntry();
      });
    } catch (error) {
      zip.close();
      throw error;
    }
    return new ZipReader(zip, entries);
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The entry as UTF-8 text (a byte-order mark dropped), or null when the zip has no such entry. */
  async text(name: string, maxBytes: number): Promise<string | null> {
    const stream = await this.open(name, maxBytes);
    if (!stream) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of capped(stream, maxBytes)) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '');
  }

  /** Writes the entry to `toPath`; false when the zip has no such entry. */
  async extract(name: string, toPath: string, maxBytes: number): Promise<boolean> {
    const stream = await this.open(name, maxBytes);
    if (!stream) return false;
    await pipeline(capped(stream, maxBytes), createWriteStream(toPath));
    return true;
  }

  close() {
    this.zip.close();
  }

  private async open(name: string, maxBytes: number): Promise<Readable | null> {
    const entry = this.entries.get(name);
    if (!entry) return null;
    if (entry.uncompressedSize > maxBytes) throw new ZipProblem('too-large');
    return new Promise<Readable>((resolve, reject) => this.zip.openReadStream(entry, (error, readable) => (error ? reject(new ZipProblem('unreadable')) : resolve(readable))));
  }
}

/** The stream's chunks, refused past the cap (an entry may claim a small size and inflate to more). */
async function* capped(stream: Readable, maxBytes: number): AsyncGenerator<Buffer> {
  let bytes = 0;
  try {
    for await (const chunk of stream) {
      bytes += (chunk as Buffer).length;
      if (bytes > maxBytes) throw new ZipProblem('too-large');
      yield chunk as Buffer;
    }
  } catch (error) {
    stream.destroy();
    throw error instanceof ZipProblem ? error : new ZipProblem('unreadable');
  }
}
