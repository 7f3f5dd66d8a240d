import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, it } from 'vitest';
import { makeVideo } from '../factories/media.ts';
import { zipOf } from '../factories/zip.ts';
import { auditScreen, popreelForFile, signUpViaApi } from './harness.ts';
import { openSignedIn } from './creator-helpers.ts';

/**
 * Issue 58 parts 3 and 5 on screen: Settings → Move in from another server reads an archive (here one written by hand in
 * the documented layout, naming an account of this server to block); the bio arrives, the block is shown done,
 * and the picked video becomes a draft dated as the archive says. The A→B round trip is the API test's.
 */
const suite = popreelForFile();
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'popreel-archive-'));
});
afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** One video with its file, a bio, and a block of `blocked` on this server, as PortableArchiveWriter writes them. */
async function archiveFile(host: string, blocked: string) {
  const note = {
    id: 'https://old.example/ap/notes/v-1',
    type: 'Note',
    content: 'sunset from the old place',
    published: '2024-06-01T18:00:00.000Z',
    attachment: [{ type: 'Document', mediaType: 'video/mp4', url: 'media/videos/1.mp4', name: 'The sun going down over the sea' }],
    popreel: { visibility: 'public' },
  };
  const zip = await zipOf({
    'manifest.yml': 'ubc-version: 0.1\n',
    'activitypub/actor.json': JSON.stringify({ type: 'Person', preferredUsername: 'mover', summary: 'Sunsets, mostly' }),
    'activitypub/outbox.json': JSON.stringify({ type: 'OrderedCollection', orderedItems: [{ type: 'Create', object: note }] }),
    'activitypub/blocks.csv': `Account address\n${blocked}@${host}\n`,
    'media/videos/1.mp4': Buffer.from((await makeVideo({ seconds: 1, width: 180, height: 320 })).bytes),
  });
  const path = join(workDir, 'popreel-data.zip');
  await writeFile(path, zip);
  return path;
}

it('reads an archive in Settings, brings the bio and the block, and imports the picked video as a draft', async () => {
  const { popreel, browser } = suite;
  const otherContext = await browser.newContext({ baseURL: popreel.baseUrl });
  const other = await signUpViaApi(popreel.baseUrl, otherContext);
  await otherContext.close();
  // The server's own name, as its ActivityPub documents give it (its public URL, not the test's loopback address).
  const nodeinfo = (await (await fetch(`${popreel.baseUrl}/.well-known/nodeinfo`)).json()) as { links: Array<{ href: string }> };
  const host = new URL(nodeinfo.links[0].href).host;
  const file = await archiveFile(host, other.username);

  const { page, context } = await openSignedIn(browser, popreel.baseUrl, { timezoneId: 'UTC' });
  try {
    await page.goto('/settings');
    await page.getByRole('link', { name: /Move in from another server/ }).click();
    await page.waitForURL('**/settings/import/archive');
    await page.getByLabel('Popreel data export').setInputFiles(file);
    await page.getByRole('button', { name: 'Read archive' }).click();

    await page.getByRole('checkbox', { name: 'sunset from the old place' }).waitFor();
    await page.getByText('First posted Jun 1, 2024').waitFor();
    await page.getByText('Your bio and picture were brought over').waitFor();
    const blocked = page.getByRole('list', { name: 'Blocked and muted accounts' }).getByRole('listitem');
    await blocked.filter({ hasText: `@${other.username}@` }).getByText('Blocked').waitFor();
    await auditScreen(page);

    await page.getByRole('checkbox', { name: 'sunset from the old place' }).check();
    await page.getByRole('button', { name: 'Import selected (1)' }).click();
    await page.getByText('Imported as a draft').waitFor({ timeout: 45_000 });

    // Bringing the videos of an account elsewhere: this server's own is refused, in the field, in the server's words.
    await page.getByLabel('Your account elsewhere').fill(`someone@${host}`);
    await page.getByRole('button', { name: 'Find my videos' }).click();
    await page.getByText('Pick an account on another server').waitFor();

    await page.getByRole('link', { name: 'Open drafts' }).click();
    await page.waitForURL(/tab=drafts/);
    await page.getByText('Sunsets, mostly').waitFor();
  } finally {
    await context.close();
  }
});
