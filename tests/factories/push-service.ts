import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

/**
 * A push service on loopback, as FCM or Mozilla's autopush would be seen by the server (RFC 8030), and a
 * browser's half of a subscription: everything here is written from the RFCs with node:crypto alone, so the
 * tests check web-push's output rather than trusting it.
 */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface LoopbackPushService {
  origin: string;
  received: ReceivedPush[];
  /** The status answered on a path (201 unless told). */
  answer(path: string, status: number): void;
  /** Resolves when `count` pushes have arrived in all, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

export async function startPushService(): Promise<LoopbackPushService> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(request.url ?? '/') ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (path, status) => void statuses.set(path, status),
    waitFor: async (count, timeoutMs = 15_000) => {
      for (const deadline = Date.now() + timeoutMs; received.length < count; await new Promise((resolve) => setTimeout(resolve, 50))) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} pushes arrived within ${timeoutMs} ms`);
      }
      return received;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription keys: the P-256 pair (p256dh) and the 16-byte authentication secret. */
export interface BrowserKeys {
  ecdh: ECDH;
  auth: Buffer;
  json(endpoint: string): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, json: (endpoint) => ({ endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') } }) };
}

/**
 * Decrypts an aes128gcm push body as the browser would (RFC 8291 §3.4 with RFC 8188 §2): the header names the
 * salt, the record size and the sender's one-time public key (keyid); ECDH with it and HKDF with the auth
 * secret give the input key; HKDF with the salt gives the content key and nonce; one AES-128-GCM record
 * ends with the padding delimiter 0x02 and zeros.
 */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || record.length > recordSize) throw new Error(`unexpected aes128gcm header: keyid ${idLength} bytes, record ${record.length} of ${recordSize}`);
  const shared = keys.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 0x02) throw new Error('the last record lacks the 0x02 padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Reads `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292 §3) and checks the JWT's ES256 signature
 * against k; the claims for the caller to judge.
 */
export function verifyVapid(authorization: string | undefined) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, jwt, publicKey] = match;
  const [header, claims, signature] = jwt.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const valid = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  return {
    valid,
    publicKey,
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string; typ: string },
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string },
  };
}
