import { buffer } from 'node:stream/consumers';
import { fromBufferPromise } from 'yauzl';

/** Every entry of a zip file and its bytes, read with yauzl (a reader independent of the yazl that wrote it). */
export async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await fromBufferPromise(bytes, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) entries.set(entry.fileName, await buffer(await zip.openReadStreamPromise(entry)));
  return entries;
}
