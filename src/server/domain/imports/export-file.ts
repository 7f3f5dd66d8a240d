import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { IMPORT_EXPORT_MAX_BYTES, IMPORT_MESSAGES } from '../../../shared/video-import.ts';
import { DomainError } from '../errors.ts';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** TikTok's name for the JSON in its zip; an export renamed by hand is still found as the zip's only JSON. */
const EXPORT_NAME = /(^|\/)user_data(_tiktok)?\.json$/i;

const unreadable = () => new DomainError('bad_request', IMPORT_MESSAGES.unreadable);
const tooLarge = () => new DomainError('file_too_large', IMPORT_MESSAGES.tooLarge, 413);

/**
 * The parsed JSON of an uploaded export, the file itself or the zip TikTok sends it in. Hostile until read: the
 * zip's entry is streamed with a cap on what it inflates to (a zip bomb stops at IMPORT_EXPORT_MAX_BYTES), and
 * anything that is not JSON is refused with the same words, whatever went wrong.
 */
export async function readExportFile(path: string): Promise<unknown> {
  const handle = await open(path, 'r');
  const head = Buffer.alloc(4);
  try {
    await handle.read(head, 0, 4, 0);
  } finally {
    await handle.close();
  }
  const text = head.equals(ZIP_MAGIC) ? await jsonInZip(path) : await readCapped(createReadStream(path));
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw unreadable();
  }
}

async function jsonInZip(path: string): Promise<string> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.open(path, { lazyEntries: true, autoClose: true }, (error, file) => (error ? reject(unreadable()) : resolve(file))));
  try {
    const entry = await findExportEntry(zip);
    if (!entry) throw unreadable();
    if (entry.uncompressedSize > IMPORT_EXPORT_MAX_BYTES) throw tooLarge();
    const stream = await new Promise<Readable>((resolve, reject) => zip.openReadStream(entry, (error, readable) => (error ? reject(unreadable()) : resolve(readable))));
    return await readCapped(stream);
  } finally {
    zip.close();
  }
}

/** The entry TikTok names, else the only .json in the zip; null when there is neither. */
function findExportEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  const json: yauzl.Entry[] = [];
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (EXPORT_NAME.test(entry.fileName)) return resolve(entry);
      if (/\.json$/i.test(entry.fileName) && !entry.fileName.startsWith('__MACOSX/')) json.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(json.length === 1 ? json[0] : null));
    zip.on('error', () => reject(unreadable()));
    zip.readEntry();
  });
}

/** UTF-8 text of a stream, refused past the cap (a zip entry may claim a small size and inflate to more). */
async function readCapped(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  try {
    for await (const chunk of stream) {
      bytes += (chunk as Buffer).length;
      if (bytes > IMPORT_EXPORT_MAX_BYTES) throw tooLarge();
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    stream.destroy();
    throw error instanceof DomainError ? error : unreadable();
  }
  return Buffer.concat(chunks).toString('utf8');
}
