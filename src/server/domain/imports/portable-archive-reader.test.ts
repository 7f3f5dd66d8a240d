import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { CAPTION_FILE_MAX_BYTES } from '../../../shared/captions.ts';
import { readPortableArchive } from './portable-archive-reader.ts';
import { ZipProblem, ZipReader } from './zip-reader.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'archive-reader-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function zipAt(entries: Record<string, string | Buffer>): Promise<string> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(entries)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  const path = join(folder, `${Math.random().toString(36).slice(2)}.zip`);
  await writeFile(path, await buffer(zip.outputStream));
  return path;
}

async function read(entries: Record<string, string | Buffer>) {
  const zip = await ZipReader.open(await zipAt(entries));
  try {
    return await readPortableArchive(zip);
  } finally {
    zip.close();
  }
}

const BASE = {
  'manifest.yml': 'ubc-version: 0.1\n',
  'activitypub/actor.json': JSON.stringify({ type: 'Person', summary: 'hi', icon: { url: 'media/avatar.png' } }),
};
const outbox = (...objects: unknown[]) => JSON.stringify({ orderedItems: objects.map((object) => ({ type: 'Create', object })) });

describe('readPortableArchive', () => {
  it('is not an archive without its manifest, its actor or its outbox', async () => {
    expect(await read({ 'activitypub/actor.json': '{}', 'activitypub/outbox.json': outbox() })).toBeNull();
    expect(await read({ 'manifest.yml': 'ubc-version: 0.1\n', 'activitypub/outbox.json': outbox() })).toBeNull();
    expect(await read({ ...BASE, 'activitypub/outbox.json': '{"orderedItems": "nope"}' })).toBeNull();
    expect(await read({ ...BASE, 'activitypub/outbox.json': 'not json' })).toBeNull();
  });

  it('keeps what it can read of hostile notes, lists and captions, and drops the rest', async () => {
    const read1 = await read({
      ...BASE,
      'activitypub/outbox.json': outbox(
        { id: 'https://a.example/ap/notes/v-1', content: '<p>x</p>', source: { content: 'plain words' }, published: 'not a date', attachment: [{ url: 'media/videos/1.mp4', name: 42 }], subtitleLanguage: [{ identifier: 'en', url: 'activitypub/captions/1.en.vtt' }, { identifier: 'es', url: 'activitypub/captions/1.es.vtt' }], popreel: { visibility: 7 } },
        { content: 'no id, so no video' },
        'a string, not a note',
        { id: 'https://a.example/ap/notes/v-2', attachment: [{ url: '../../etc/passwd' }] },
      ),
      'media/videos/1.mp4': 'bytes',
      'activitypub/captions/1.en.vtt': 'WEBVTT\n\n00:00.000 --> 00:01.000\nhi\n',
      'activitypub/captions/1.es.vtt': `WEBVTT\n\n${'x'.repeat(CAPTION_FILE_MAX_BYTES + 1)}`,
      'activitypub/blocks.csv': 'Account address\ntroll@a.example\nnot a handle\n"quoted@b.example"\ntroll@a.example\n',
      'activitypub/mutes.csv': '\u0000\u0001 broken "csv',
    });
    expect(read1?.videos).toEqual([
      {
        link: 'https://a.example/ap/notes/v-1',
        caption: 'plain words',
        postedAt: null,
        details: expect.objectContaining({ entry: 'media/videos/1.mp4', altText: null, visibility: null, captions: [{ language: 'en', vtt: expect.stringContaining('hi') }], collections: [] }),
      },
      // A path the zip does not hold is no file: the video fails as missing when picked.
      { link: 'https://a.example/ap/notes/v-2', caption: '', postedAt: null, details: expect.objectContaining({ entry: null }) },
    ]);
    expect(read1?.blocks).toEqual(['troll@a.example', 'quoted@b.example']);
    expect(read1?.mutes).toEqual([]);
    // The actor names a picture the zip does not hold.
    expect(read1?.profile).toEqual({ bio: 'hi', avatar: null });
  });

  it('refuses an entry larger than the cap it is read with', async () => {
    const zip = await ZipReader.open(await zipAt({ ...BASE, 'activitypub/outbox.json': ' '.repeat(200_000) }));
    try {
      await expect(zip.text('activitypub/outbox.json', 100_000)).rejects.toBeInstanceOf(ZipProblem);
    } finally {
      zip.close();
    }
  });
});
