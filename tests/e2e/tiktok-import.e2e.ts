import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LocalPeer } from '../../src/server/federation/net/local-peer.fixture.ts';
import { IMPORT_REASONS } from '../../src/shared/video-import.ts';
import { makeVideo } from '../factories/media.ts';
import { startTikTokLinks, tiktokExport, TIKTOK_VIDEOS } from '../factories/tiktok.ts';
import { popreelForFile, signUpViaApi } from './harness.ts';
import { openSignedIn } from './creator-helpers.ts';

/**
 * Issue 58: a TikTok export with four videos (one link dead, one not a video) read in Settings; the two that play
 * become drafts with their captions and first dates, the other two say why they failed; a person followed there
 * who is here can be found.
 */
const suite = popreelForFile({ env: { FEDERATION_ALLOW_PRIVATE_ADDRESS: 'true' } });
let links: LocalPeer;
let workDir: string;

beforeAll(async () => {
  [links, workDir] = await Promise.all([startTikTokLinks((await makeVideo({ seconds: 1, width: 180, height: 320 })).bytes), mkdtemp(join(tmpdir(), 'popreel-tiktok-'))]);
});
afterAll(async () => {
  await links?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const day = (iso: string) => new Date(iso).toLocaleDateString('en', { dateStyle: 'medium', timeZone: 'UTC' });

it('imports the picked videos from a TikTok export as drafts with their dates, and shows why the others failed', async () => {
  const { popreel, browser } = suite;
  const friendContext = await browser.newContext({ baseURL: popreel.baseUrl });
  const friend = await signUpViaApi(popreel.baseUrl, friendContext);
  await friendContext.close();
  const exportFile = join(workDir, 'user_data_tiktok.json');
  await writeFile(exportFile, await tiktokExport(links.origin, friend.username));

  const { page, context, account } = await openSignedIn(browser, popreel.baseUrl, { timezoneId: 'UTC' });
  try {
    await page.goto('/settings');
    await page.getByRole('link', { name: /Import from TikTok/ }).click();
    await page.waitForURL('**/settings/import');
    await page.getByLabel('TikTok data export').setInputFiles(exportFile);
    await page.getByRole('button', { name: 'Read export' }).click();

    // The four videos, newest first, each with its caption and the day it was posted there.
    for (const video of TIKTOK_VIDEOS) {
      await page.getByRole('checkbox', { name: video.caption }).waitFor();
      await page.getByText(`Posted on TikTok ${day(video.postedAt)}`).waitFor();
    }
    // The person followed there who has an account here, found by name; the other one to search for.
    await page.getByRole('link', { name: friend.username }).waitFor();
    await page.getByRole('link', { name: 'Search nobody_here_yet' }).waitFor();

    for (const video of TIKTOK_VIDEOS) await page.getByRole('checkbox', { name: video.caption }).check();
    await page.getByRole('button', { name: 'Import selected (4)' }).click();
    await page.getByText('2 imported, 2 failed').waitFor({ timeout: 45_000 });
    const rowOf = (caption: string) => page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: caption }) });
    for (const video of TIKTOK_VIDEOS) {
      const words = video.fate === 'imported' ? 'Imported as a draft' : IMPORT_REASONS[video.fate];
      await rowOf(video.caption).getByText(words).waitFor();
    }

    // In the Drafts tab: the two that came, with their captions and the day they were first posted.
    await page.goto(`/profile/${account.id}?tab=drafts`);
    for (const video of TIKTOK_VIDEOS.filter((entry) => entry.fate === 'imported')) {
      const draft = page.getByRole('listitem').filter({ hasText: video.caption });
      await draft.getByText(`Originally posted ${day(video.postedAt)}`).waitFor();
    }
    expect(await page.getByText(TIKTOK_VIDEOS[1].caption).count()).toBe(0);
    expect(await page.getByText(TIKTOK_VIDEOS[2].caption).count()).toBe(0);
  } finally {
    await context.close();
  }
});
