import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipOf } from '../factories/zip.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { makeVideo } from '../factories/media.ts';
import { startTikTokLinks, tiktokExport, TIKTOK_VIDEOS } from '../factories/tiktok.ts';
import { waitFor } from '../setup/wait.ts';
import type { LocalPeer } from '../../src/server/federation/net/local-peer.fixture.ts';
import type { VideoImport } from '../../src/shared/video-import.schema.ts';
import { IMPORT_EXPORT_MAX_BYTES, IMPORT_MESSAGES } from '../../src/shared/video-import.ts';

/** Issue 58: a TikTok export read into an import, its picked videos fetched as drafts, and every refusal. */
let app: TestApp;
let links: LocalPeer;
let dana: TestUser;
let friend: TestUser;
let exportJson: string;

beforeAll(async () => {
  // The stand-in for TikTok's links runs on this machine: the test-only setting lets the fetch reach it.
  app = await startTestApp({ workers: true, env: { FEDERATION_ALLOW_PRIVATE_ADDRESS: 'true' } });
  links = await startTikTokLinks((await makeVideo({ seconds: 1, width: 160, height: 284 })).bytes);
  [dana, friend] = await Promise.all([createUser(app), createUser(app)]);
  exportJson = await tiktokExport(links.origin, friend.username.toUpperCase());
}, 60_000);
afterAll(async () => {
  await links?.close();
  await app?.close();
});

const exportForm = (bytes: Uint8Array | string, name = 'user_data_tiktok.json', type = 'application/json') => {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
  return form;
};
const send = (user: TestUser | null, body: FormData) => fetch(`${app.url}/api/me/imports/tiktok`, { method: 'POST', headers: user ? user.headers : { origin: app.url }, body });
const read = async (user: TestUser, body: FormData): Promise<VideoImport> => {
  const answer = await send(user, body);
  expect(answer.status, await answer.clone().text()).toBe(201);
  return answer.json();
};
const pick = (user: TestUser, importId: string, itemIds: string[]) =>
  fetch(`${app.url}/api/me/imports/${importId}/videos`, { method: 'POST', headers: { ...user.headers, 'content-type': 'application/json' }, body: JSON.stringify({ itemIds }) });
const get = (user: TestUser, importId: string) => fetch(`${app.url}/api/me/imports/${importId}`, { headers: user.headers });
const message = async (answer: Response) => ((await answer.json()) as { error: { message: string } }).error.message;
const storedOriginals = async (user: TestUser) => (await readdir(join(app.ctx.config.dataDir, 'storage', 'videos', user.id)).catch(() => [])).filter((name) => name.includes('-original'));

describe('reading an export', () => {
  it('lists the own videos newest first with captions and dates, and finds the people followed who are here', async () => {
    const read1 = await read(dana, exportForm(exportJson));
    expect(read1.items.map(({ caption, postedAt, status }) => ({ caption, postedAt, status }))).toEqual(TIKTOK_VIDEOS.map(({ caption, postedAt }) => ({ caption, postedAt, status: 'listed' })));
    expect(read1.items.map((item) => item.link)).toEqual(TIKTOK_VIDEOS.map((video) => links.url(video.path)));
    // Favourites, likes and watch history hold links too: none of them is the person's own.
    expect(read1.items.some((item) => /someone-elses|liked|watched/.test(item.link))).toBe(false);
    expect(read1.following).toEqual([
      { name: friend.username.toUpperCase(), match: { userId: friend.id, username: friend.username, avatarUrl: null, isFollowing: false } },
      { name: 'nobody_here_yet', match: null },
    ]);
    const list = await (await fetch(`${app.url}/api/me/imports`, { headers: dana.headers })).json();
    expect(list.imports[0]).toMatchObject({ id: read1.id, source: 'tiktok', videos: 4, imported: 0, failed: 0 });
  });

  it('reads the zip TikTok sends, finding user_data_tiktok.json inside', async () => {
    const zip = await zipOf({ 'TikTok_Data_1700000000/user_data_tiktok.json': exportJson, 'TikTok_Data_1700000000/readme.txt': 'hello' });
    const answer = await read(dana, exportForm(zip, 'TikTok_Data.zip', 'application/zip'));
    expect(answer.items).toHaveLength(4);
  });

  it('refuses what is not an export with a message, and keeps nothing of it', async () => {
    const before = (await (await fetch(`${app.url}/api/me/imports`, { headers: dana.headers })).json()).imports.length;
    const cases: Array<[FormData, string]> = [
      [exportForm('{"Post": {"Posts": '), IMPORT_MESSAGES.unreadable],
      [exportForm('{"Profile": {"userName": "x"}}'), IMPORT_MESSAGES.unreadable],
      [exportForm(await zipOf({ 'notes.txt': 'no json here' }), 'x.zip', 'application/zip'), IMPORT_MESSAGES.unreadable],
      [exportForm(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'broken.zip', 'application/zip'), IMPORT_MESSAGES.unreadable],
    ];
    for (const [form, words] of cases) {
      const answer = await send(dana, form);
      expect(answer.status).toBe(400);
      expect(await message(answer)).toBe(words);
    }
    const empty = new FormData();
    empty.append('note', 'no file');
    const noFile = await send(dana, empty);
    expect(noFile.status).toBe(400);
    expect(await message(noFile)).toBe(IMPORT_MESSAGES.noFile);
    expect((await (await fetch(`${app.url}/api/me/imports`, { headers: dana.headers })).json()).imports).toHaveLength(before);
  });

  it('refuses an export over 64 MB, and a zip whose JSON inflates past it', async () => {
    const oversized = await send(dana, exportForm(new Uint8Array(IMPORT_EXPORT_MAX_BYTES + 1024)));
    expect(oversized.status).toBe(413);
    expect(await message(oversized)).toBe(IMPORT_MESSAGES.tooLarge);
    // A few hundred kilobytes that inflate to 70 MB: the reader stops at the cap.
    const bomb = await zipOf({ 'user_data_tiktok.json': Buffer.alloc(70 * 1024 * 1024, 0x20) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const inflated = await send(dana, exportForm(bomb, 'bomb.zip', 'application/zip'));
    expect(inflated.status).toBe(413);
    expect(await message(inflated)).toBe(IMPORT_MESSAGES.tooLarge);
  });

  it('asks a visitor to sign in', async () => {
    expect((await send(null, exportForm(exportJson))).status).toBe(401);
  });
});

describe('importing the picked videos', () => {
  it('makes drafts of the videos that play, with their captions and dates, and says why the others failed', async () => {
    const listed = await read(dana, exportForm(exportJson));
    const picked = await pick(dana, listed.id, listed.items.map((item) => item.id));
    expect(picked.status).toBe(202);
    expect(((await picked.json()) as VideoImport).items.every((item) => item.status === 'queued')).toBe(true);
    const done = await waitFor(async () => {
      const answer = (await (await get(dana, listed.id)).json()) as VideoImport;
      return answer.items.every((item) => item.status !== 'queued') && answer;
    }, 'every picked video imported or failed');
    expect(done.items.map((item) => item.reason ?? item.status)).toEqual(TIKTOK_VIDEOS.map((video) => video.fate));
    const drafts = await waitFor(async () => {
      const page = await (await fetch(`${app.url}/api/me/drafts`, { headers: dana.headers })).json();
      return page.items.length === 2 && page.items.every((video: { status: string }) => video.status === 'ready') && page.items;
    }, 'both drafts processed');
    const byCaption = new Map(drafts.map((video: { caption: string; originallyPostedAt: string }) => [video.caption, video.originallyPostedAt]));
    expect(byCaption).toEqual(new Map([[TIKTOK_VIDEOS[0].caption, TIKTOK_VIDEOS[0].postedAt], [TIKTOK_VIDEOS[3].caption, TIKTOK_VIDEOS[3].postedAt]]));
    // Drafts, not posts: nobody else sees them.
    const posts = await (await fetch(`${app.url}/api/profiles/${dana.id}/videos`, { headers: friend.headers })).json();
    expect(posts.items).toHaveLength(0);
    // Nothing half-made: the two that failed left no row behind (and no file: the next test).
    const rows = await app.ctx.db.selectFrom('videos').select('id').where('userId', '=', dana.id).execute();
    expect(rows.map((row) => row.id).sort()).toEqual(done.items.flatMap((item) => item.videoId ?? []).sort());
  });

  it('fails a link to a private address and a file that only claims to be a video, and lets a failure be picked again', async () => {
    const user = await createUser(app);
    const bad = JSON.stringify({
      Post: { Posts: { VideoList: [
        { Date: '2024-01-02 03:04:05', Link: 'http://10.1.2.3/video.mp4', Title: 'private' },
        { Date: '2024-01-01 03:04:05', Link: links.url('/v/lying.mp4'), Title: 'lying' },
      ] } },
    });
    const listed = await read(user, exportForm(bad));
    expect((await pick(user, listed.id, listed.items.map((item) => item.id))).status).toBe(202);
    const done = await waitFor(async () => {
      const answer = (await (await get(user, listed.id)).json()) as VideoImport;
      return answer.items.every((item) => item.status === 'failed') && answer;
    }, 'both failed');
    expect(done.items.map((item) => [item.caption, item.reason])).toEqual([['private', 'private-address'], ['lying', 'not-a-video']]);
    expect(await storedOriginals(user)).toEqual([]);
    const again = (await (await pick(user, listed.id, [done.items[0].id])).json()) as VideoImport;
    expect(again.items.map((item) => [item.status, item.reason])).toEqual([['queued', null], ['failed', 'not-a-video']]);
  });

  it("refuses another person's import, an id not in it, and bad ids, changing nothing", async () => {
    // A fresh reader: the ones above used up Dana's hour of reads.
    const dana = await createUser(app);
    const listed = await read(dana, exportForm(exportJson));
    expect((await get(friend, listed.id)).status).toBe(404);
    const theirs = await pick(friend, listed.id, [listed.items[0].id]);
    expect(theirs.status).toBe(404);
    expect(await message(theirs)).toBe(IMPORT_MESSAGES.notFound);
    const stranger = await pick(dana, listed.id, [listed.items[0].id, '00000000-0000-4000-8000-000000000000']);
    expect(stranger.status).toBe(400);
    expect(await message(stranger)).toBe(IMPORT_MESSAGES.notInImport);
    expect((await pick(dana, listed.id, [])).status).toBe(400);
    expect((await pick(dana, listed.id, ['not-an-id'])).status).toBe(400);
    expect((await pick(dana, listed.id, Array.from({ length: 101 }, () => listed.items[0].id))).status).toBe(400);
    expect((await get(dana, 'not-an-id')).status).toBe(400);
    const unchanged = (await (await get(dana, listed.id)).json()) as VideoImport;
    expect(unchanged.items.every((item) => item.status === 'listed')).toBe(true);
  });
});
