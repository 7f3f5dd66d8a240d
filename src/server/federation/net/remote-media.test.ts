import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchRefused } from './fetch-refused.ts';
import { HostRateLimiter } from './host-rate-limiter.ts';
import { startLocalPeer, type LocalPeer } from './local-peer.fixture.ts';
import { downloadRemoteMedia } from './remote-media.ts';

let peer: LocalPeer;
let folder: string;
const video = Buffer.alloc(64 * 1024, 7);
const options = { maxBytes: 100 * 1024, allowPrivateAddress: true, rateLimiter: new HostRateLimiter({ perSecond: 1000, burst: 1000 }) };

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'popreel-remote-media-'));
  peer = await startLocalPeer((request, response) => {
    if (request.url === '/clip.mp4') return void response.writeHead(200, { 'content-type': 'video/mp4' }).end(video);
    if (request.url === '/poster.webp') return void response.writeHead(200, { 'content-type': 'image/webp' }).end(video.subarray(0, 100));
    if (request.url === '/endless.mp4') {
      response.writeHead(200, { 'content-type': 'video/mp4' });
      for (let i = 0; i < 4; i++) response.write(video);
      return void response.end();
    }
    if (request.url === '/stalls.mp4') return void response.writeHead(200, { 'content-type': 'video/mp4' }).write(video);
    if (request.url === '/page.mp4') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
    response.writeHead(404).end();
  });
});
afterAll(async () => {
  await peer.close();
  await rm(folder, { recursive: true, force: true });
});

async function refusedReason(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (failure: unknown) => failure);
  expect(error).toBeInstanceOf(FetchRefused);
  return (error as FetchRefused).reason;
}

describe('downloadRemoteMedia', () => {
  it('streams a video or an image to the file and says what it got', async () => {
    const path = join(folder, 'clip.mp4');
    expect(await downloadRemoteMedia(peer.url('/clip.mp4'), path, options)).toEqual({ bytes: video.length, contentType: 'video/mp4' });
    expect((await readFile(path)).equals(video)).toBe(true);
    expect(await downloadRemoteMedia(peer.url('/poster.webp'), join(folder, 'poster'), options)).toEqual({ bytes: 100, contentType: 'image/webp' });
  });

  it('deletes the partial file when the body runs over the cap or stalls past the time limit', async () => {
    const large = join(folder, 'endless.mp4');
    expect(await refusedReason(downloadRemoteMedia(peer.url('/endless.mp4'), large, options))).toBe('too-large');
    expect(existsSync(large)).toBe(false);
    const stalled = join(folder, 'stalls.mp4');
    expect(await refusedReason(downloadRemoteMedia(peer.url('/stalls.mp4'), stalled, { ...options, timeoutMs: 300 }))).toBe('timeout');
    expect(existsSync(stalled)).toBe(false);
  });

  it('refuses what is not a video or an image, and this machine without the setting, writing nothing', async () => {
    const page = join(folder, 'page.mp4');
    expect(await refusedReason(downloadRemoteMedia(peer.url('/page.mp4'), page, options))).toBe('bad-type');
    expect(await refusedReason(downloadRemoteMedia(peer.url('/clip.mp4'), page, { ...options, allowPrivateAddress: false }))).toBe('private-address');
    expect(existsSync(page)).toBe(false);
  });
});
