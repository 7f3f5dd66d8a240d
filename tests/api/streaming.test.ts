import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { makeVideo, uploadForm } from '../factories/media.ts';
import type { FeedItem } from '../../src/shared/feed-types.ts';
import { LadderRepo } from '../../src/server/data/repos/ladder.repo.ts';

/**
 * Issue 57 parts 1 and 2, the server's half: an upload gets a streaming ladder (HLS, fMP4 segments) beside its
 * MP4, and its playlists answer only a viewer the video's audience rule lets watch it, asked on every request.
 */
let app: TestApp;
let owner: TestUser;
let follower: TestUser;
let stranger: TestUser;
let videoId: string;
let hlsPath: string;

beforeAll(async () => {
  app = await startTestApp({ workers: true, env: { LADDER_BACKFILL_PER_HOUR: '50' } });
  [owner, follower, stranger] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
  await fetch(`${app.url}/api/users/${owner.id}/follow`, { method: 'POST', headers: follower.headers });
  const clip = await makeVideo({ width: 720, height: 1280, seconds: 5 });
  const created = await fetch(`${app.url}/api/videos`, { method: 'POST', headers: owner.headers, body: uploadForm(clip.bytes, { caption: 'a ladder' }) });
  videoId = ((await created.json()) as { id: string }).id;
  for (let waited = 0; waited < 90_000; waited += 250) {
    const row = await app.ctx.db.selectFrom('videos').select(['status', 'hlsPath']).where('id', '=', videoId).executeTakeFirstOrThrow();
    if (row.status === 'ready') {
      hlsPath = row.hlsPath ?? '';
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 120_000);
afterAll(() => app?.close());

const get = (path: string, as?: TestUser) => fetch(`${app.url}${path}`, { headers: as?.headers ?? {} });
const rungsOf = (master: string) => [...master.matchAll(/#EXT-X-STREAM-INF:BANDWIDTH=(\d+),.*RESOLUTION=(\d+)x(\d+).*\n(.+)/g)].map(([, bandwidth, width, height, uri]) => ({ bandwidth: Number(bandwidth), width: Number(width), height: Number(height), uri }));
const uris = (playlist: string) => [...playlist.matchAll(/URI="([^"]+)"/g)].map((match) => match[1]).concat(playlist.split('\n').filter((line) => line && !line.startsWith('#')));

describe('the streaming ladder', () => {
  it('is made beside the MP4: a rung below it at 360 and 540, the MP4 itself at 720, each with what it costs', async () => {
    expect(hlsPath).toMatch(/-hls$/);
    const card = (await (await get(`/api/videos/${videoId}`, owner)).json()) as FeedItem;
    expect(card.hlsUrl).toBe(`/api/videos/${videoId}/hls/master.m3u8`);
    expect(card.videoUrl).toMatch(/\.mp4\?/);
    const answer = await get(card.hlsUrl!, owner);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/vnd\.apple\.mpegurl/);
    const rungs = rungsOf(await answer.text());
    expect(rungs.map((rung) => `${rung.width}x${rung.height}`)).toEqual(['360x640', '540x960', '720x1280']);
    expect(rungs.map((rung) => rung.uri)).toEqual(['360p', '540p', '720p'].map((rung) => `/api/videos/${videoId}/hls/${rung}.m3u8`));
    // A player climbs by BANDWIDTH: measured, so each rung costs more than the one below and the smallest fits 3G.
    expect(rungs[0].bandwidth).toBeLessThan(rungs[1].bandwidth);
    expect(rungs[1].bandwidth).toBeLessThan(rungs[2].bandwidth);
    expect(rungs[0].bandwidth).toBeLessThan(400_000);
  });

  it("gives a rung's init and media segments as signed links that play, immutable, and refuses them unsigned", async () => {
    const rung = await (await get(`/api/videos/${videoId}/hls/360p.m3u8`)).text();
    expect(rung).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    const seconds = [...rung.matchAll(/#EXTINF:([\d.]+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
    expect(seconds).toBeCloseTo(5, 0);
    const links = uris(rung);
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) expect(link).toMatch(/^\/media\/videos\/.+-hls\/.+\?exp=\d+&sig=/);
    const segment = await get(links[1]);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/iso.segment');
    expect(segment.headers.get('cache-control')).toContain('immutable');
    expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await get(links[1].split('?')[0])).status).toBe(403);
  });
});

describe('who may have the playlists', () => {
  it('follows the audience rule on every request: followers-only shuts out a stranger and a visitor, not a follower', async () => {
    const playlists = ['master.m3u8', '540p.m3u8'].map((name) => `/api/videos/${videoId}/hls/${name}`);
    for (const path of playlists) expect((await get(path)).status).toBe(200);
    const changed = await fetch(`${app.url}/api/videos/${videoId}`, { method: 'PATCH', headers: { ...owner.headers, 'content-type': 'application/json' }, body: JSON.stringify({ visibility: 'followers' }) });
    expect(changed.status).toBe(200);
    for (const path of playlists) {
      for (const viewer of [stranger, undefined]) {
        const refused = await get(path, viewer);
        expect(refused.status).toBe(404);
        const body = await refused.text();
        expect(body).toContain('Video not found');
        expect(body).not.toContain('.m4s');
      }
      expect((await get(path, follower)).status).toBe(200);
      expect((await get(path, owner)).status).toBe(200);
    }
  });

  it('answers bad names with 400, an unknown video or one without a ladder with 404', async () => {
    for (const name of ['..%2Fsecret.m3u8', 'init_0.mp4', 'whatever.m3u8', '360p-0.m4s']) {
      const answer = await get(`/api/videos/${videoId}/hls/${name}`, owner);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: { message: string } }).error.message).toBeTruthy();
    }
    expect((await get(`/api/videos/00000000-0000-4000-8000-000000000000/hls/master.m3u8`, owner)).status).toBe(404);
    expect((await get(`/api/videos/${videoId}/hls/1080p.m3u8`, owner)).status).toBe(404);
    const older = await createVideo(app, owner.id);
    const card = (await (await get(`/api/videos/${older.id}`, owner)).json()) as FeedItem;
    expect(card.hlsUrl).toBeNull();
    const none = await get(`/api/videos/${older.id}/hls/master.m3u8`, owner);
    expect(none.status).toBe(404);
    expect(await none.text()).toContain('This video has no stream');
  });

  it('is made in the background for a video from before ladders, from the MP4 it plays', async () => {
    const clip = await makeVideo({ width: 540, height: 960, seconds: 3 });
    const created = await fetch(`${app.url}/api/videos`, { method: 'POST', headers: owner.headers, body: uploadForm(clip.bytes, { caption: 'an older one' }) });
    const olderId = ((await created.json()) as { id: string }).id;
    const ladder = async () => (await app.ctx.db.selectFrom('videos').select(['status', 'hlsPath']).where('id', '=', olderId).executeTakeFirstOrThrow());
    await expect.poll(async () => (await ladder()).status, { timeout: 60_000, interval: 250 }).toBe('ready');
    // As a video transcoded before ladders: no ladder, its MP4 alone.
    const { hlsPath: made } = await ladder();
    await app.ctx.store.deletePrefix('videos', made!);
    await app.ctx.db.updateTable('videos').set({ hlsPath: null }).where('id', '=', olderId).execute();
    expect(((await (await get(`/api/videos/${olderId}`, owner)).json()) as FeedItem).hlsUrl).toBeNull();

    expect(await app.ctx.services.ladders.queueMissing()).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await ladder()).hlsPath, { timeout: 60_000, interval: 250 }).toBe(made);
    const master = await (await get(`/api/videos/${olderId}/hls/master.m3u8`, owner)).text();
    expect(rungsOf(master).map((rung) => `${rung.width}x${rung.height}`)).toEqual(['360x640', '540x960']);
    // Once made, it is not looked for again.
    expect(await new LadderRepo(app.ctx.db).missing(1000)).not.toContain(olderId);
  });

  it('goes with its video: deleting the video deletes the whole ladder', async () => {
    const folder = join(app.ctx.config.dataDir, 'storage', 'videos', hlsPath);
    expect((await readdir(folder)).length).toBeGreaterThan(5);
    expect((await fetch(`${app.url}/api/videos/${videoId}`, { method: 'DELETE', headers: owner.headers })).status).toBe(204);
    await expect(readdir(folder)).rejects.toThrow();
    expect((await get(`/api/videos/${videoId}/hls/master.m3u8`, owner)).status).toBe(404);
  });
});
