import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACTIVITY_JSON, MASTODON_ACCEPT, declaredParams, digestMatches, generateKeys, keyFetcher, signedHeaders, verifyCavage, type KeyPair } from './signing.ts';

/**
 * A fake ActivityPub server written by hand, without Fedify (tests/api/federation-peers.ts is the Fedify-based
 * one): it signs as Mastodon signs and checks signatures as Mastodon checks them, with a library Popreel does not
 * use, so a test can prove what Popreel really puts on the wire and how it treats a peer that is strict about it.
 * Everything lives in memory; a Popreel under test must run with FEDERATION_ALLOW_PRIVATE_ADDRESS to reach it.
 */

type Json = Record<string, unknown>;

export interface HandPeerOptions {
  /** The loopback address to listen on: 127.0.0.x are all distinct hosts on Linux, so two peers differ by host. */
  host?: string;
  /** A PNG every actor shows as its icon. */
  avatar?: Buffer;
  /** What every `.mp4` path answers (the video files of served posts). */
  mp4?: Uint8Array;
}

export interface InboxRequest {
  path: string;
  /** 'rfc9421' when the request carried Signature-Input (RFC 9421), 'draft-cavage' when a cavage Signature header, 'none' otherwise. */
  scheme: 'rfc9421' | 'draft-cavage' | 'none';
  /** 202 when verified, 401 when not (always for RFC 9421: this peer speaks only draft-cavage), or the redirect status. */
  status: number;
  /** The signature verified with the key fetched from its keyId, and the Digest matched the body. */
  verified: boolean;
  /** Digest header matched the body's SHA-256 (only meaningful for draft-cavage POSTs). */
  digestOk: boolean;
  keyId: string | null;
  /** The signed header list (lowercase) as the request declared it. */
  signedHeaders: string[];
  body: Json | null;
  /** Why it was refused, for a failing test's message; null when accepted. */
  reason: string | null;
}

export interface HandPeer {
  /** http://<host>:<port> */
  origin: string;
  /** <host>:<port> */
  host: string;
  /** The actor URI of a local account, default alice; naming an account creates it, with its own key pair. */
  actor(name?: string): string;
  /** Serve a JSON document (application/activity+json) at its `id` path from now on, ahead of anything else there. */
  serve(document: Json): void;
  forget(id: string): void;
  /** Sign as `as` (default alice) like Mastodon and POST `activity` to `inbox`; a redirect is returned, not followed. */
  deliver(inbox: string, activity: Json, options?: { as?: string; unsigned?: boolean }): Promise<Response>;
  /** GET with Mastodon's Accept, signed as `as` (an account, or 'instance' for the instance actor) unless unsigned. */
  get(url: string, options?: { as?: string; unsigned?: boolean; accept?: string }): Promise<Response>;
  /** Every request that reached any inbox of this peer, in the order they were answered. */
  inboxRequests: InboxRequest[];
  /** Make the inboxes answer this status with a Location header instead of verifying; null restores normal behaviour. */
  redirectInboxes(status: number | null, location?: string): void;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;
/** The peer's instance actor: an Application, like the one Mastodon signs its own fetches with. */
const INSTANCE = 'instance';
const INBOX_PATH = /^\/(?:users\/[^/]+\/)?inbox$/;
const ACTOR_PATH = /^\/users\/([^/]+)(?:\/(outbox|followers|following))?$/;

export async function startHandPeer(options: HandPeerOptions = {}): Promise<HandPeer> {
  const listenOn = options.host ?? '127.0.0.1';
  const documents = new Map<string, Json>();
  const keys = new Map<string, KeyPair>();
  const inboxRequests: InboxRequest[] = [];
  const lookupKey = keyFetcher();
  let redirect: { status: number; location?: string } | null = null;
  // Both known once listening, before any request can arrive.
  let host = '';
  let origin = '';

  const actorUri = (name: string) => `${origin}/users/${name}`;
  const keyId = (name: string) => `${actorUri(name)}#main-key`;
  const account = (name: string): KeyPair => {
    const existing = keys.get(name);
    if (existing) return existing;
    const pair = generateKeys();
    keys.set(name, pair);
    return pair;
  };

  function actorDocument(name: string): Json {
    const id = actorUri(name);
    return {
      '@context': ['https://www.w3.org/ns/activitystreams', 'https://w3id.org/security/v1'],
      id,
      type: name === INSTANCE ? 'Application' : 'Person',
      preferredUsername: name,
      inbox: `${id}/inbox`,
      outbox: `${id}/outbox`,
      followers: `${id}/followers`,
      following: `${id}/following`,
      endpoints: { sharedInbox: `${origin}/inbox` },
      publicKey: { id: keyId(name), owner: id, publicKeyPem: account(name).publicKeyPem },
      ...(options.avatar ? { icon: { type: 'Image', mediaType: 'image/png', url: `${origin}/avatars/${name}.png` } } : {}),
    };
  }

  const known = (name: string) => name === INSTANCE || keys.has(name);

  async function answerInbox(request: IncomingMessage, response: ServerResponse, path: string) {
    const scheme = request.headers['signature-input'] ? 'rfc9421' : request.headers.signature ? 'draft-cavage' : 'none';
    const declared = declaredParams(request.headers);
    const record: InboxRequest = { path, scheme, status: 401, verified: false, digestOk: false, keyId: declared.keyId, signedHeaders: declared.headers, body: null, reason: null };
    if (redirect) {
      // Answered before the body is read, as a misbehaving or hostile peer would: the test is about the sender.
      Object.assign(record, { status: redirect.status, reason: `redirected to ${redirect.location ?? 'nowhere'}` });
      inboxRequests.push(record);
      response.writeHead(redirect.status, redirect.location ? { location: redirect.location } : {}).end();
      return;
    }
    const raw = await readBody(request);
    if (raw === null) {
      Object.assign(record, { status: 413, reason: `body over ${MAX_BODY} bytes` });
    } else {
      record.body = parseJson(raw);
      record.digestOk = digestMatches(header(request, 'digest'), raw);
      if (scheme === 'draft-cavage') {
        try {
          await verifyCavage(request, lookupKey);
          // The signature covers the Digest header, not the body: a valid signature over a wrong digest is a forgery.
          record.verified = record.digestOk;
          if (!record.digestOk) record.reason = 'Digest does not match the body';
        } catch (error) {
          record.reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        }
      } else {
        record.reason = scheme === 'rfc9421' ? 'RFC 9421 signatures are not understood here (draft-cavage only)' : 'no signature';
      }
      record.status = record.verified ? 202 : 401;
    }
    inboxRequests.push(record);
    json(response, record.status, record.reason ? { error: record.reason } : {});
  }

  function answerGet(response: ServerResponse, url: URL) {
    const served = documents.get(url.pathname + url.search);
    if (served) return json(response, 200, served, ACTIVITY_JSON);
    if (url.pathname === '/.well-known/webfinger') return webfinger(response, url.searchParams.get('resource') ?? '');
    const actorMatch = ACTOR_PATH.exec(url.pathname);
    if (actorMatch && known(actorMatch[1])) {
      const [, name, collection] = actorMatch;
      if (!collection) return json(response, 200, actorDocument(name), ACTIVITY_JSON);
      // Empty but present, as Mastodon shows a quiet account's collections.
      const id = `${actorUri(name)}/${collection}`;
      return json(response, 200, { '@context': 'https://www.w3.org/ns/activitystreams', id, type: 'OrderedCollection', totalItems: 0, orderedItems: [] }, ACTIVITY_JSON);
    }
    const avatar = /^\/avatars\/([^/]+)\.png$/.exec(url.pathname);
    if (avatar && options.avatar && known(avatar[1])) {
      return void response.writeHead(200, { 'content-type': 'image/png', 'content-length': options.avatar.length }).end(options.avatar);
    }
    if (options.mp4 && url.pathname.endsWith('.mp4')) {
      return void response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': options.mp4.length }).end(Buffer.from(options.mp4));
    }
    json(response, 404, { error: 'Not found' });
  }

  function webfinger(response: ServerResponse, resource: string) {
    const name = /^acct:([^@]+)@(.+)$/.exec(resource);
    const account = name && name[2] === host ? name[1] : resource.startsWith(`${origin}/users/`) ? resource.slice(`${origin}/users/`.length) : null;
    if (!account || !known(account)) return json(response, 404, { error: 'Not found' });
    const subject = `acct:${account}@${host}`;
    json(response, 200, { subject, aliases: [actorUri(account)], links: [{ rel: 'self', type: ACTIVITY_JSON, href: actorUri(account) }] }, 'application/jrd+json');
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const answer = async () => {
      if (request.method === 'POST' && INBOX_PATH.test(url.pathname)) return answerInbox(request, response, url.pathname);
      if (request.method === 'GET' || request.method === 'HEAD') return answerGet(response, url);
      json(response, 405, { error: 'Method not allowed' });
    };
    answer().catch((error: unknown) => {
      if (response.headersSent) response.destroy();
      else json(response, 500, { error: String(error) });
    });
  });
  await new Promise<void>((listening, failed) => server.once('error', failed).listen(0, listenOn, () => listening()));
  host = `${listenOn}:${(server.address() as AddressInfo).port}`;
  origin = `http://${host}`;
  const userAgent = `HandPeer/1.0 (Mastodon-like; +${origin}/)`;

  const peer: HandPeer = {
    origin,
    host,
    inboxRequests,
    actor: (name = 'alice') => (account(name), actorUri(name)),
    serve: (document) => void documents.set(pathOf(String(document.id)), document),
    forget: (id) => void documents.delete(pathOf(id)),
    deliver(inbox, activity, { as = 'alice', unsigned = false } = {}) {
      const body = JSON.stringify(activity);
      const headers = unsigned ? { 'content-type': ACTIVITY_JSON } : signedHeaders('POST', inbox, keyId(as), account(as).privateKeyPem, body);
      // Not followed: where an inbox sends a delivery is itself what a test wants to see.
      return fetch(inbox, { method: 'POST', headers: { ...headers, 'user-agent': userAgent }, body, redirect: 'manual' });
    },
    get(url, { as = 'alice', unsigned = false, accept = MASTODON_ACCEPT } = {}) {
      const headers = unsigned ? { accept } : signedHeaders('GET', url, keyId(as), account(as).privateKeyPem, undefined, accept);
      return fetch(url, { headers: { ...headers, 'user-agent': userAgent }, redirect: 'manual' });
    },
    redirectInboxes(status, location) {
      redirect = status === null ? null : { status, location };
    },
    close() {
      server.closeAllConnections();
      return new Promise((closed) => server.close(() => closed()));
    },
  };
  return peer;
}

function pathOf(id: string): string {
  const url = new URL(id);
  return url.pathname + url.search;
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function json(response: ServerResponse, status: number, body: unknown, type = 'application/json') {
  response.writeHead(status, { 'content-type': type }).end(JSON.stringify(body));
}

function parseJson(raw: Buffer): Json | null {
  try {
    const value: unknown = JSON.parse(raw.toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
  } catch {
    return null;
  }
}

/** The body, or null past MAX_BODY: the rest is drained rather than cut, so the 413 still reaches the sender. */
function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((done, failed) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    request.on('end', () => done(size <= MAX_BODY ? Buffer.concat(chunks) : null));
    request.on('error', failed);
  });
}
