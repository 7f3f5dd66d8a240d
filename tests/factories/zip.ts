import { buffer } from 'node:stream/consumers';
import { fromBufferPromise } from 'yauzl';

/** Every entry of a zip file and its bytes, read with yauzl (a reader independent of the yazl that wrote it). */
export async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await fromBufferPromise(bytes, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) entries.set(entry.fileName, await buffer(await zip.openReadStreamPromise(entry)));
  return entries;
}

/** A zip of the given entries, written with yazl as Popreel's exports are. */
export async function zipOf(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const { ZipFile } = await import('yazl');
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(entries)) zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name);
  zip.end();
  return buffer(zip.outputStream);
}

/** The smallest portable archive an import reads (decision 080): a manifest, an actor and an empty outbox. */
export function emptyArchive(): Promise<Buffer> {
  return zipOf({
    'manifest.yml': 'ubc-version: 0.1\n',
    'activitypub/actor.json': JSON.stringify({ type: 'Person', preferredUsername: 'someone', summary: 'moved in' }),
    'activitypub/outbox.json': JSON.stringify({ type: 'OrderedCollection', orderedItems: [] }),
  });
}
