import { generateCryptoKeyPair, verifyRequest } from '@fedify/fedify';
import { exportSpki } from '@fedify/vocab-runtime';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthenticatedDocumentLoaderFactory, createDocumentLoaderFactory } from './document-loader.ts';
import { FetchRefused } from './fetch-refused.ts';
import { HostRateLimiter } from './host-rate-limiter.ts';
import { startLocalPeer, type LocalPeer } from './local-peer.fixture.ts';

let peer: LocalPeer;
let keys: CryptoKeyPair;
let actor: Record<string, unknown>;
const received: IncomingMessage[] = [];
const settings = { allowPrivateAddress: true, rateLimiter: new HostRateLimiter({ perSecond: 1000, burst: 1000 }) };

beforeAll(async () => {
  keys = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
  peer = await startLocalPeer((request, response) => {
    received.push(request);
    const json = (type: string, body: unknown) => void response.writeHead(200, { 'content-type': type }).end(JSON.stringify(body));
    if (request.url === '/users/ana') return json('application/activity+json; charset=utf-8', actor);
    if (request.url === '/@ana') return void response.writeHead(301, { location: '/users/ana' }).end();
    if (request.url === '/plain') {
      response.setHeader('link', '</context.jsonld>; rel="http://www.w3.org/ns/json-ld#context"; type="application/ld+json"');
      return json('application/json', { name: 'plain' });
    }
    if (request.url === '/page') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    if (request.url === '/huge') return json('application/ld+json', { padding: 'x'.repeat(2048) });
    if (request.url === '/broken') return void response.writeHead(200, { 'content-type': 'application/activity+json' }).end('{"id":');
    response.writeHead(404).end();
  });
  actor = {
    '@context': ['https://www.w3.org/ns/activitystreams', 'https://w3id.org/security/v1'],
    id: peer.url('/users/ana'),
    type: 'Person',
    preferredUsername: 'ana',
    inbox: peer.url('/users/ana/inbox'),
    publicKey: { id: peer.url('/users/ana#main-key'), owner: peer.url('/users/ana'), publicKeyPem: await exportSpki(keys.publicKey) },
  };
});
afterAll(() => peer.close());

describe('createDocumentLoaderFactory', () => {
  const load = createDocumentLoaderFactory(settings)();

  it('loads an ActivityPub document asking for it by its JSON-LD types, through redirects', async () => {
    const document = await load(peer.url('/@ana'));
    expect(document).toEqual({ contextUrl: null, documentUrl: peer.url('/users/ana'), document: actor });
    expect(received.at(-1)?.headers.accept).toBe('application/activity+json, application/ld+json; profile="https://www.w3.org/ns/activitystreams"');
  });

  it('reads the context of plain JSON from its Link header', async () => {
    expect((await load(peer.url('/plain'))).contextUrl).toBe(peer.url('/context.jsonld'));
  });

  it('serves the well-known contexts without a request', async () => {
    const noRequests = createDocumentLoaderFactory({ ...settings, rateLimiter: new HostRateLimiter({ perSecond: 0.01, burst: 0 }) })();
    const context = await noRequests('https://www.w3.org/ns/activitystreams');
    expect(context.document).toHaveProperty('@context');
  });

  it('refuses HTML, JSON that does not parse, a document over the cap and this machine without the setting', async () => {
    const reasons = [];
    const small = createDocumentLoaderFactory({ ...settings, maxBytes: 1024 })();
    const strict = createDocumentLoaderFactory({ ...settings, allowPrivateAddress: false })({ allowPrivateAddress: true });
    for (const attempt of [() => load(peer.url('/page')), () => load(peer.url('/broken')), () => small(peer.url('/huge')), () => strict(peer.url('/users/ana'))]) {
      const error = await attempt().then(() => null, (failure: unknown) => failure);
      expect(error).toBeInstanceOf(FetchRefused);
      reasons.push((error as FetchRefused).reason);
    }
    expect(reasons).toEqual(['bad-type', 'bad-type', 'too-large', 'private-address']);
  });
});

describe('createAuthenticatedDocumentLoaderFactory', () => {
  it('signs each request with the identity’s key so the peer can verify it', async () => {
    const keyId = new URL(peer.url('/users/ana#main-key'));
    const load = createAuthenticatedDocumentLoaderFactory(settings)({ keyId, privateKey: keys.privateKey }, { userAgent: 'Popreel/test' });
    await load(peer.url('/@ana'));
    const signed = received.at(-1)!;
    expect(signed.url).toBe('/users/ana');
    expect(signed.headers.signature).toContain(`keyId="${keyId.href}"`);
    expect(signed.headers['user-agent']).toBe('Popreel/test');
    const asFetchRequest = new Request(peer.url(signed.url!), { headers: signed.headers as Record<string, string> });
    const verifiedKey = await verifyRequest(asFetchRequest, { documentLoader: createDocumentLoaderFactory(settings)() });
    expect(verifiedKey?.id?.href).toBe(keyId.href);
  });
});
