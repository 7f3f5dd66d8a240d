import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';

/**
 * Draft-cavage HTTP Signatures for the hand-written peer (hand-peer.ts), kept apart from Fedify on purpose: a
 * request is signed here by hand, byte for byte as Mastodon signs it, and an incoming one is checked by PeerTube's
 * fork of joyent's http-signature, so a test that passes does not merely prove Fedify agrees with itself.
 */

/** The two calls we use; the package ships no types, and this is what its lib/parser.js and lib/verify.js do. */
interface ParsedSignature {
  keyId: string;
  algorithm: string;
  params: { keyId: string; algorithm: string; headers: string[]; signature: string };
  signingString: string;
}
interface HttpSignatureLibrary {
  parseRequest(request: IncomingMessage, options?: { headers?: string[]; clockSkew?: number; algorithms?: string[]; strict?: boolean }): ParsedSignature;
  verifySignature(parsed: ParsedSignature, publicKeyPem: string): boolean;
}
const httpSignature = createRequire(import.meta.url)('@peertube/http-signature') as HttpSignatureLibrary;

export const ACTIVITY_JSON = 'application/activity+json';
/** What Mastodon asks for when it fetches an ActivityPub document. */
export const MASTODON_ACCEPT = 'application/activity+json, application/ld+json; profile="https://www.w3.org/ns/activitystreams"';
/** Mastodon takes a Date up to 12 hours old, plus an hour for skewed clocks; the library only knows one window. */
const CLOCK_SKEW_SECONDS = 13 * 60 * 60;

export interface KeyPair {
  publicKeyPem: string;
  privateKeyPem: string;
}

/** Synchronous, so an account exists (key and all) the moment a test names it; 2048 bits is what Mastodon makes. */
export function generateKeys(): KeyPair {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKeyPem: pair.publicKey, privateKeyPem: pair.privateKey };
}

export function digestOf(body: string | Buffer): string {
  return `SHA-256=${createHash('sha256').update(body).digest('base64')}`;
}

/**
 * The headers Mastodon sends with a signed POST (`body` given) or GET, Signature included. Host is signed but not
 * returned: fetch sets it from the URL, to the same `url.host` we sign.
 */
export function signedHeaders(method: 'GET' | 'POST', url: string, keyId: string, privateKeyPem: string, body?: string, accept = MASTODON_ACCEPT): Record<string, string> {
  const target = new URL(url);
  const headers: Record<string, string> = { date: new Date().toUTCString() };
  if (method === 'POST') {
    headers.digest = digestOf(body ?? '');
    headers['content-type'] = ACTIVITY_JSON;
  } else {
    headers.accept = accept;
  }
  const names = method === 'POST' ? ['(request-target)', 'host', 'date', 'digest', 'content-type'] : ['(request-target)', 'host', 'date', 'accept'];
  const lines = names.map((name) => {
    if (name === '(request-target)') return `(request-target): ${method.toLowerCase()} ${target.pathname}${target.search}`;
    return `${name}: ${name === 'host' ? target.host : headers[name]}`;
  });
  const signature = sign('sha256', Buffer.from(lines.join('\n')), privateKeyPem).toString('base64');
  headers.signature = `keyId="${keyId}",algorithm="rsa-sha256",headers="${names.join(' ')}",signature="${signature}"`;
  return headers;
}

/**
 * The keyId and the covered headers a request claims, read leniently so a test sees what was sent even when the
 * library refuses to parse it: a cavage Signature (no `headers` means just date, as the draft says), or the first
 * signature of an RFC 9421 Signature-Input, whose components are quoted (`("@method" "@target-uri" …)`).
 */
export function declaredParams(headers: IncomingMessage['headers']): { keyId: string | null; headers: string[] } {
  const one = (name: string) => [headers[name]].flat()[0];
  const input = one('signature-input');
  if (input) {
    const components = /\(([^)]*)\)/.exec(input)?.[1] ?? '';
    return { keyId: /keyid="([^"]*)"/i.exec(input)?.[1] ?? null, headers: [...components.matchAll(/"([^"]*)"/g)].map((match) => match[1].toLowerCase()) };
  }
  const signature = one('signature');
  if (!signature) return { keyId: null, headers: [] };
  const list = /headers="([^"]*)"/.exec(signature)?.[1];
  return { keyId: /keyId="([^"]*)"/.exec(signature)?.[1] ?? null, headers: list ? list.toLowerCase().split(/\s+/).filter(Boolean) : ['date'] };
}

/** Mastodon wants a SHA-256 among the Digest header's values (there may be several) that matches the body. */
export function digestMatches(header: string | undefined, body: Buffer): boolean {
  if (!header) return false;
  const expected = digestOf(body).slice('SHA-256='.length);
  return header.split(',').some((part) => {
    const at = part.indexOf('=');
    return part.slice(0, at).trim().toLowerCase() === 'sha-256' && part.slice(at + 1).trim() === expected;
  });
}

export type KeyLookup = (keyId: string) => Promise<string>;

/**
 * Checks a draft-cavage Signature the way Mastodon's inbox does: a POST must sign (request-target), host, date and
 * digest, the Date must be fresh, and the key comes from the keyId. Throws with the reason when it does not verify.
 */
export async function verifyCavage(request: IncomingMessage, lookupKey: KeyLookup): Promise<ParsedSignature> {
  const required = request.method === 'POST' ? ['(request-target)', 'host', 'date', 'digest'] : ['(request-target)', 'host', 'date'];
  // parseRequest writes its default clockSkew into the options it is given: a fresh object every time.
  const parsed = httpSignature.parseRequest(request, { headers: required, clockSkew: CLOCK_SKEW_SECONDS });
  const publicKeyPem = await lookupKey(parsed.keyId);
  if (!httpSignature.verifySignature(parsed, publicKeyPem)) throw new Error(`signature does not verify with ${parsed.keyId}`);
  return parsed;
}

/**
 * A key lookup that fetches the keyId over plain HTTP, as a Mastodon without authorized fetch does, and keeps what
 * it found: the actor's publicKey (the one whose id is the keyId, if it lists several), or a key document's own
 * publicKeyPem. Failures are not kept, so a key that was missing can appear later.
 */
export function keyFetcher(): KeyLookup {
  const cache = new Map<string, string>();
  return async (keyId) => {
    const cached = cache.get(keyId);
    if (cached) return cached;
    const response = await fetch(keyId, { headers: { accept: ACTIVITY_JSON }, signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`key ${keyId} answered ${response.status}`);
    const document = (await response.json()) as { publicKeyPem?: unknown; publicKey?: unknown };
    const keys = [document.publicKey].flat().filter((key): key is { id?: unknown; publicKeyPem?: unknown } => typeof key === 'object' && key !== null);
    const pem = (keys.find((key) => key.id === keyId) ?? keys[0])?.publicKeyPem ?? document.publicKeyPem;
    if (typeof pem !== 'string') throw new Error(`no publicKeyPem at ${keyId}`);
    cache.set(keyId, pem);
    return pem;
  };
}
