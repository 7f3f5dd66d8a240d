import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchRefused } from './fetch-refused.ts';
import { HostRateLimiter } from './host-rate-limiter.ts';
import { startLocalPeer, type LocalPeer } from './local-peer.fixture.ts';
import { readSafeBody, safeRequest, type SafeRequestOptions } from './safe-request.ts';

let peer: LocalPeer;
const KB = 'x'.repeat(1024);

beforeAll(async () => {
  peer = await startLocalPeer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/hello') return void response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('hello');
    if (path === '/to-hello') return void response.writeHead(302, { location: '/hello' }).end();
    if (path === '/to-metadata') return void response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (path === '/to-private') return void response.writeHead(301, { location: 'http://10.0.0.1/' }).end();
    if (path === '/to-file') return void response.writeHead(302, { location: 'file:///etc/passwd' }).end();
    if (path === '/loop') return void response.writeHead(302, { location: '/loop' }).end();
    if (path === '/announced-large') return void response.writeHead(200, { 'content-type': 'text/plain', 'content-length': 4096 }).end(KB.repeat(4));
    if (path === '/chunked-large') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      for (let i = 0; i < 4; i++) response.write(KB);
      return void response.end();
    }
    if (path === '/no-answer') return; // never answers
    if (path === '/slow-body') return void response.writeHead(200, { 'content-type': 'text/plain' }).write('a little');
    if (path === '/missing') return void response.writeHead(404).end('gone fishing');
    response.writeHead(500).end();
  });
});
afterAll(() => peer.close());

/** Room enough for every test here; the rate test brings its own. */
const roomy = new HostRateLimiter({ perSecond: 1000, burst: 1000 });
const allowed: SafeRequestOptions = { maxBytes: 1024, allowPrivateAddress: true, rateLimiter: roomy };

async function refusal(promise: Promise<unknown>): Promise<FetchRefused> {
  const error = await promise.then(() => null, (failure: unknown) => failure);
  expect(error).toBeInstanceOf(FetchRefused);
  return error as FetchRefused;
}

describe('safeRequest', () => {
  it('refuses this machine, by address or by name, unless the test-only setting allows it', async () => {
    expect((await refusal(safeRequest(peer.url('/hello'), { ...allowed, allowPrivateAddress: false }))).reason).toBe('private-address');
    const byName = peer.url('/hello').replace('127.0.0.1', 'localhost');
    expect((await refusal(safeRequest(byName, { ...allowed, allowPrivateAddress: false }))).reason).toBe('private-address');
    const response = await safeRequest(peer.url('/hello'), allowed);
    expect(response.status).toBe(200);
    expect(response.contentType).toBe('text/plain');
    expect((await readSafeBody(response)).toString()).toBe('hello');
  });

  it('follows a redirect and checks every hop again', async () => {
    const response = await safeRequest(peer.url('/to-hello'), allowed);
    expect(response.url.href).toBe(peer.url('/hello'));
    expect((await readSafeBody(response)).toString()).toBe('hello');
    // Loopback is allowed for tests; private networks and cloud metadata never are.
    expect((await refusal(safeRequest(peer.url('/to-metadata'), allowed))).reason).toBe('private-address');
    expect((await refusal(safeRequest(peer.url('/to-private'), allowed))).reason).toBe('private-address');
    expect((await refusal(safeRequest(peer.url('/to-file'), allowed))).reason).toBe('bad-scheme');
    expect((await refusal(safeRequest(peer.url('/loop'), allowed))).reason).toBe('too-many-redirects');
  });

  it('refuses a scheme other than http and https', async () => {
    for (const target of ['ftp://example.com/', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url']) {
      expect((await refusal(safeRequest(target, allowed))).reason).toBe('bad-scheme');
    }
  });

  it('refuses a body over the cap, announced or streamed', async () => {
    expect((await refusal(safeRequest(peer.url('/announced-large'), allowed))).reason).toBe('too-large');
    const streamed = await safeRequest(peer.url('/chunked-large'), allowed);
    expect(streamed.headers['content-length']).toBeUndefined();
    expect((await refusal(readSafeBody(streamed))).reason).toBe('too-large');
  });

  it('gives up on a server that does not answer, or stalls in the body, in time', async () => {
    const started = Date.now();
    expect((await refusal(safeRequest(peer.url('/no-answer'), { ...allowed, timeoutMs: 200 }))).reason).toBe('timeout');
    const stalled = await safeRequest(peer.url('/slow-body'), { ...allowed, timeoutMs: 200 });
    expect((await refusal(readSafeBody(stalled))).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('throws the caller’s own cancellation as it is', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('shutting down')), 50);
    await expect(safeRequest(peer.url('/no-answer'), { ...allowed, signal: controller.signal })).rejects.toThrow('shutting down');
  });

  it('refuses a burst past the host’s bucket at once', async () => {
    const rateLimiter = new HostRateLimiter({ perSecond: 0.01, burst: 3 });
    for (let i = 0; i < 3; i++) await readSafeBody(await safeRequest(peer.url('/hello'), { ...allowed, rateLimiter }));
    const refused = await refusal(safeRequest(peer.url('/hello'), { ...allowed, rateLimiter }));
    expect(refused.reason).toBe('rate-limited');
  });

  it('refuses a type not asked for and a status that is not 2xx', async () => {
    const wrongType = await refusal(safeRequest(peer.url('/hello'), { ...allowed, acceptTypes: ['application/activity+json', 'image/*'] }));
    expect(wrongType.reason).toBe('bad-type');
    const missing = await refusal(safeRequest(peer.url('/missing'), allowed));
    expect([missing.reason, missing.status, missing.response?.status]).toEqual(['bad-status', 404, 404]);
  });
});
