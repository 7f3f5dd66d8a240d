import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software passkey for API tests: a P-256 key pair speaking WebAuthn as a browser and authenticator would
 * (clientDataJSON, authenticator data, a 'none' attestation, ES256 signatures). It stands in for the browser,
 * which is outside the project; the end-to-end tests use Chromium's own virtual authenticator.
 */

type Cbor = number | string | Uint8Array | Map<number | string, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
}

/** The few CBOR shapes WebAuthn needs: integers, text, bytes and maps. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export interface SoftPasskey {
  credentialId: Buffer;
  /** The response to registration options, as @simplewebauthn/browser's startRegistration returns it. */
  register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, origin: string): Record<string, unknown>;
  /** The response to sign-in options, as startAuthentication returns it (`userVerified` overrides the authenticator's habit). */
  authenticate(options: { challenge: string; rpId?: string }, origin: string, userVerified?: boolean): Record<string, unknown>;
}

/** `userVerified: false` is an authenticator that checks no PIN or fingerprint (only that someone is present). */
export function softPasskey(options: { userVerified?: boolean } = {}): SoftPasskey {
  const verified = options.userVerified === false ? 0 : 0x04;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(32);
  let counter = 0;
  let userHandle = '';
  const jwk = (publicKey as KeyObject).export({ format: 'jwk' });
  const cose = cbor(new Map<number, Cbor>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]));
  const authData = (rpId: string, flags: number, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: string, challenge: string, origin: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  return {
    credentialId,
    register(options, origin) {
      userHandle = options.user.id;
      const length = Buffer.from([credentialId.length >> 8, credentialId.length & 0xff]);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, cose]);
      const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData: authData(options.rp.id!, 0x01 | verified | 0x40, attested) });
      return {
        id: b64url(credentialId), rawId: b64url(credentialId), type: 'public-key', authenticatorAttachment: 'platform', clientExtensionResults: {},
        response: { clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)), attestationObject: b64url(attestationObject), transports: ['internal'] },
      };
    },
    authenticate(options, origin, userVerified) {
      counter += 1;
      const data = authData(options.rpId!, 0x01 | (userVerified === undefined ? verified : userVerified ? 0x04 : 0));
      const client = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64url(credentialId), rawId: b64url(credentialId), type: 'public-key', authenticatorAttachment: 'platform', clientExtensionResults: {},
        response: { clientDataJSON: b64url(client), authenticatorData: b64url(data), signature: b64url(signature), userHandle },
      };
    },
  };
}
