import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { startLocalPeer, type LocalPeer } from '../../src/server/federation/net/local-peer.fixture.ts';

/**
 * Issue 58: a TikTok data export and a server standing in for the links in it. The export is
 * tests/fixtures/tiktok/user_data_tiktok.json, written from TikTok's documented JSON format (today's
 * `Post.Posts.VideoList` and `"Your Activity".Following`), its links pointing at the stand-in: two videos that
 * play, one link gone (404) and one that answers a web page.
 */
export const TIKTOK_FIXTURE = resolve(import.meta.dirname, '../fixtures/tiktok/user_data_tiktok.json');

/** The fixture's videos as the export lists them, newest first, and how each will fare. */
export const TIKTOK_VIDEOS = [
  { caption: 'Sunset on the pier #sunset', postedAt: '2023-06-15T19:45:00.000Z', path: '/v/sunset.mp4', fate: 'imported' },
  { caption: 'A video TikTok no longer has', postedAt: '2023-05-02T08:10:30.000Z', path: '/v/gone.mp4', fate: 'dead-link' },
  { caption: 'A link that answers a web page', postedAt: '2023-03-20T12:00:00.000Z', path: '/v/page.html', fate: 'not-a-video' },
  { caption: 'My cat meets the vacuum #cat', postedAt: '2022-11-05T21:30:15.000Z', path: '/v/cat.mp4', fate: 'imported' },
] as const;

/** The fixture with its links on `origin` and `localFriend` among the names followed. */
export async function tiktokExport(origin: string, localFriend: string): Promise<string> {
  return (await readFile(TIKTOK_FIXTURE, 'utf8')).replaceAll('{{origin}}', origin).replaceAll('{{localFriend}}', localFriend);
}

/** The stand-in for TikTok's video links: `video` at the two that play, 404 and a web page for the others. */
export function startTikTokLinks(video: Uint8Array): Promise<LocalPeer> {
  return startLocalPeer((request, response) => {
    if (request.url === '/v/sunset.mp4' || request.url === '/v/cat.mp4') {
      response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(video.length) });
      return void response.end(video);
    }
    if (request.url === '/v/page.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void response.end('<!doctype html><title>TikTok</title><p>Log in to watch</p>');
    }
    // Served as a video, but not one: the bytes are checked, not the header.
    if (request.url === '/v/lying.mp4') {
      response.writeHead(200, { 'content-type': 'video/mp4' });
      return void response.end('<html>not a video at all</html>');
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('gone');
  });
}
