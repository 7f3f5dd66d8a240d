import { open, readFile, stat } from 'node:fs/promises';
import { IMPORT_EXPORT_MAX_BYTES, IMPORT_MESSAGES } from '../../../shared/video-import.ts';
import { DomainError } from '../errors.ts';
import { ZipProblem, ZipReader } from './zip-reader.ts';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** TikTok's name for the JSON in its zip; an export renamed by hand is still found as the zip's only JSON. */
const EXPORT_NAME = /(^|\/)user_data(_tiktok)?\.json$/i;

const unreadable = () => new DomainError('bad_request', IMPORT_MESSAGES.unreadable);
const tooLarge = () => new DomainError('file_too_large', IMPORT_MESSAGES.tooLarge, 413);

/** Whether the file starts as a zip does (a local file header). */
export async function isZip(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  const head = Buffer.alloc(4);
  try {
    await handle.read(head, 0, 4, 0);
  } finally {
    await handle.close();
  }
  return head.equals(ZIP_MAGIC);
}

/**
 * The parsed JSON of an uploaded export, the file itself or the zip TikTok sends it in. Hostile until read: the
 * zip's entry is read with a cap on what it inflates to (ZipReader), and anything that is not JSON is refused
 * with the same words, whatever went wrong.
 */
export async function readExportFile(path: string): Promise<unknown> {
  const text = (await isZip(path)) ? await jsonInZip(path) : await plainFile(path);
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw unreadable();
  }
}

async function plainFile(path: string) {
  if ((await stat(path)).size > IMPORT_EXPORT_MAX_BYTES) throw tooLarge();
  return readFile(path, 'utf8');
}

async function jsonInZip(path: string): Promise<string> {
  const zip = await ZipReader.open(path).catch(() => {
    throw unreadable();
  });
  try {
    const name = exportEntry(zip.names());
    if (!name) throw unreadable();
    return (await zip.text(name, IMPORT_EXPORT_MAX_BYTES))!;
  } catch (error) {
    if (error instanceof ZipProblem) throw error.kind === 'too-large' ? tooLarge() : unreadable();
    throw error;
  } finally {
    zip.close();
  }
}

/** The entry TikTok names, else the only .json in the zip; null when there is neither. */
function exportEntry(names: string[]): string | null {
  const named = names.find((name) => EXPORT_NAME.test(name));
  if (named) return named;
  const json = names.filter((name) => /\.json$/i.test(name) && !name.startsWith('__MACOSX/'));
  return json.length === 1 ? json[0]! : null;
}
